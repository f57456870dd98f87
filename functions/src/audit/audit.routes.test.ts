import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../domain/audit/audit';
import type { Template } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { ERASED_VALUE } from '../domain/users/personal-data';
import { pseudonymOf } from '../personal-data/pseudonyms';
import { featureRouters } from '../app';
import { db } from '../platform/firebase';
import { signIn, type TestAccount } from '../testing/accounts';
import { inMinutes, validTemplate, validUser } from '../testing/fixtures';
import { call } from '../testing/http';
import { runRenderer } from '../testing/reports';
import { fieldUser, sentChecklist as sendChecklist, twoCompanies } from '../testing/world';

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let superadmin: TestAccount;
let joao: CompanyUser & { token: string };
let template: Template;

const trail = async (query = '', token = admin.token) => {
  const res = await call('get', `/api/audit${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data as AuditPage;
};
const actionsOf = (page: AuditPage) => page.items.map((e) => e.action).reverse();
/** Oldest first; entries of one change share the server's time, so within a time they are sorted by name. */
const stepsOf = (page: AuditPage) =>
  [...page.items].sort((a, b) => a.at.localeCompare(b.at) || a.action.localeCompare(b.action)).map((e) => e.action);

/** A checklist of two Sim/Não questions, assigned to João, started, answered and sent. */
const sentChecklist = () => sendChecklist(joao, admin.token, template.id);

beforeAll(async () => {
  ({ alfa, admin, adminBeta, superadmin } = await twoCompanies({
    adminName: 'Ana Souza',
    superadminName: 'Super',
    companyDoc: true,
  }));
  const questions = [
    { type: 'boolean' as const, question: 'Os faróis funcionam?' },
    { type: 'boolean' as const, question: 'Os pneus estão calibrados?' },
  ];
  template = (await call('post', '/api/templates', admin.token, validTemplate({ questions }))).body.data as Template;
  joao = await fieldUser(admin.token, 'João');
});

describe('the audit trail of a checklist', () => {
  it('when a checklist is assigned, started, sent, reviewed, approved, downloaded, reopened and archived, then each step is an entry with who and when', async () => {
    const startedAt = Date.now();
    const { id, questionIds } = await sentChecklist();
    expect((await call('post', `/api/responses/${id}/questions/${questionIds[0]}/approve`, admin.token)).status).toBe(
      200,
    );
    expect(
      (
        await call('post', `/api/responses/${id}/questions/${questionIds[1]}/reject`, admin.token, {
          reason: 'Pneu murcho',
        })
      ).status,
    ).toBe(200);
    await call('put', `/api/checklists/${id}/answers/${questionIds[1]}`, joao.token, { answer: false });
    expect((await call('post', `/api/checklists/${id}/submit`, joao.token)).status).toBe(200);
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).body.data.status).toBe('approved');
    expect((await call('get', `/api/responses/${id}/pdf`, admin.token)).status).toBe(200);
    await runRenderer(alfa, id);
    expect((await call('get', `/api/responses/${id}/pdf`, admin.token)).body.data.status).toBe('ready');

    // Approved is final: no decision, no deletion, until the review is reopened with a reason.
    const again = await call('post', `/api/responses/${id}/questions/${questionIds[0]}/reject`, admin.token, {
      reason: 'Revisão',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Checklist aprovado é definitivo; reabra a revisão para alterá-lo');
    const noReason = await call('post', `/api/responses/${id}/reopen`, admin.token, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Informe o motivo para reabrir a revisão');
    const reopened = await call('post', `/api/responses/${id}/reopen`, admin.token, {
      reason: 'Foto do pneu ilegível',
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.status).toBe('in_review');
    expect((await call('post', `/api/responses/${id}/reopen`, admin.token, { reason: 'De novo' })).status).toBe(409);
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).body.data.status).toBe('approved');

    const deletion = await call('delete', `/api/users/${joao.id}/checklists/${id}`, admin.token);
    expect(deletion.status).toBe(409);
    expect(deletion.body.error.message).toBe('Checklist aprovado não pode ser excluído; arquive-o');
    expect((await call('get', `/api/responses/${id}`, admin.token)).status).toBe(200);
    expect((await call('post', `/api/users/${joao.id}/checklists/${id}/archive`, admin.token)).status).toBe(200);
    const listed = (await call('get', '/api/responses?pageSize=100', admin.token)).body.data.items as Array<{
      id: string;
    }>;
    expect(listed.map((r) => r.id)).not.toContain(id);

    const page = await trail(`?recordId=${id}`);
    expect(actionsOf(page)).toEqual([
      'checklist.assigned',
      'checklist.started',
      'checklist.submitted',
      'checklist.question_approved',
      'checklist.question_rejected',
      'checklist.submitted',
      'checklist.approved_all',
      'checklist.pdf_downloaded',
      'checklist.reopened',
      'checklist.approved_all',
      'checklist.archived',
    ]);
    const byAction = (action: string) => page.items.find((e) => e.action === action)!;
    expect(byAction('checklist.started').actor).toEqual({ uid: joao.id, name: 'João', role: 'user' });
    expect(byAction('checklist.reopened')).toMatchObject({
      actor: { uid: admin.uid, name: 'Ana Souza', role: 'admin' },
      record: { type: 'checklist', id, label: template.title },
      reason: 'Foto do pneu ilegível',
      changes: [{ field: 'status', before: 'approved', after: 'in_review' }],
    });
    expect(byAction('checklist.question_rejected')).toMatchObject({
      reason: 'Pneu murcho',
      changes: [{ before: 'pending', after: 'rejected' }],
    });
    for (const entry of page.items) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(startedAt - 5_000);
  });

  it('when a pending checklist is removed, then the removal is an entry; a repeated start or submit adds none', async () => {
    const id = (
      await call('post', '/api/checklists/assign', admin.token, {
        templateId: template.id,
        dueDate: inMinutes(120),
        userIds: [joao.id],
      })
    ).body.data.ids[0] as string;
    await call('post', `/api/checklists/${id}/start`, joao.token);
    await call('post', `/api/checklists/${id}/start`, joao.token);
    expect((await call('delete', `/api/users/${joao.id}/checklists/${id}`, admin.token)).status).toBe(200);
    const page = await trail(`?recordId=${id}`);
    expect(actionsOf(page)).toEqual(['checklist.assigned', 'checklist.started', 'checklist.removed']);
  });

  it('when the superadmin reads a response or the list of the company, then each read is an entry of that company', async () => {
    const { id } = await sentChecklist();
    expect((await call('get', `/api/responses/${id}?companyId=${alfa}`, superadmin.token)).status).toBe(200);
    const reads = await trail(`?actorUid=${superadmin.uid}`);
    expect(reads.items[0]).toMatchObject({
      action: 'company.read_by_superadmin',
      actor: { uid: superadmin.uid, role: 'superadmin' },
      record: { id },
    });
    expect((await call('get', `/api/responses?companyId=${alfa}`, superadmin.token)).status).toBe(200);
    const listed = await trail(`?actorUid=${superadmin.uid}`);
    expect(listed.items[0]).toMatchObject({
      action: 'company.read_by_superadmin',
      record: { type: 'company', id: alfa, label: 'Respostas' },
    });
    expect(listed.total).toBe(reads.total + 1);
  });
});

describe('the audit trail of users and vehicles', () => {
  it('when a user is created, renamed with a new e-mail, given a password, deactivated and deleted, then each is one entry and the user is told', async () => {
    const maria = (await call('post', '/api/users', admin.token, validUser({ name: 'Maria' }))).body
      .data as CompanyUser;
    const newEmail = `maria-nova-${maria.id.slice(0, 6).toLowerCase()}@teste.dev`;
    const edit = { name: 'Maria Lima', email: newEmail, phone: maria.phone, isActive: true };
    expect((await call('put', `/api/users/${maria.id}`, admin.token, edit)).status).toBe(200);
    expect(
      (await call('put', `/api/users/${maria.id}/password`, admin.token, { password: 'nova-senha-9' })).status,
    ).toBe(200);
    const told = await db()
      .collection('companies')
      .doc(alfa)
      .collection('users')
      .doc(maria.id)
      .collection('notifications')
      .get();
    expect(told.docs.map((d) => d.data().title).sort()).toEqual(['Seu e-mail foi alterado', 'Sua senha foi alterada']);
    expect((await call('put', `/api/users/${maria.id}`, admin.token, { ...edit, isActive: false })).status).toBe(200);
    expect((await call('delete', `/api/users/${maria.id}`, admin.token)).status).toBe(200);

    // Deleted, Maria is in the trail under her pseudonym, without her e-mails.
    const pseudonym = await pseudonymOf(alfa, maria.id);
    expect((await trail(`?recordType=user&recordId=${maria.id}`)).total).toBe(0);
    const page = await trail(`?recordType=user&recordId=${pseudonym.id}`);
    expect(stepsOf(page)).toEqual([
      'user.created',
      'user.email_changed',
      'user.password_set',
      'user.deactivated',
      'user.deleted',
    ]);
    expect(page.items.find((e) => e.action === 'user.email_changed')!.changes).toEqual([
      { field: 'name', before: pseudonym.name, after: pseudonym.name },
      { field: 'email', before: ERASED_VALUE, after: ERASED_VALUE },
    ]);
    for (const personal of ['Maria', maria.email, newEmail]) expect(JSON.stringify(page.items)).not.toContain(personal);
    expect(JSON.stringify(page.items)).not.toContain('nova-senha-9');
  });

  it('when a vehicle is created, changed and deactivated in one edit, archived and deleted, then each is one entry with the fields that changed', async () => {
    const vehicle = {
      name: 'Strada 01',
      plate: 'AUD-1A23',
      model: 'Strada',
      brand: 'Fiat',
      color: 'Branca',
      year: 2022,
      currentKm: 1000,
      lastOilChangeKm: 500,
    };
    const created = (await call('post', '/api/vehicles', admin.token, vehicle)).body.data as { id: string };
    expect(
      (await call('put', `/api/vehicles/${created.id}`, admin.token, { ...vehicle, color: 'Prata', isActive: false }))
        .status,
    ).toBe(200);
    expect((await call('post', `/api/vehicles/${created.id}/archive`, admin.token)).status).toBe(200);
    expect((await call('delete', `/api/vehicles/${created.id}`, admin.token)).status).toBe(200);
    const page = await trail(`?recordType=vehicle&recordId=${created.id}`);
    expect(stepsOf(page)).toEqual(['vehicle.created', 'vehicle.deactivated', 'vehicle.archived', 'vehicle.deleted']);
    expect(page.items.find((e) => e.action === 'vehicle.deactivated')!.changes).toEqual([
      { field: 'color', before: 'Branca', after: 'Prata' },
      { field: 'isActive', before: true, after: false },
    ]);
  });
});

describe('the new routes’ guards', () => {
  it('when another company’s admin or a field user calls reopen, archive or password, or the input is bad, then 404, 403 or 400 and nothing changes', async () => {
    const { id } = await sentChecklist();
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
    const before = (await trail(`?recordId=${id}`)).total;

    expect((await call('post', `/api/responses/${id}/reopen`, adminBeta.token, { reason: 'x' })).status).toBe(404);
    expect((await call('post', `/api/responses/${id}/reopen`, joao.token, { reason: 'x' })).status).toBe(403);
    expect((await call('post', `/api/responses/${id}/reopen`, admin.token, { reason: 'x', extra: 1 })).status).toBe(
      400,
    );
    const blank = await call('post', `/api/responses/${id}/reopen`, admin.token, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Informe o motivo para reabrir a revisão');
    expect((await call('post', `/api/users/${joao.id}/checklists/${id}/archive`, adminBeta.token)).status).toBe(404);
    expect((await call('post', `/api/users/${joao.id}/checklists/${id}/archive`, joao.token)).status).toBe(403);
    expect((await call('get', `/api/responses/${id}`, admin.token)).body.data.status).toBe('approved');
    expect((await trail(`?recordId=${id}`)).total).toBe(before);

    const short = await call('put', `/api/users/${joao.id}/password`, admin.token, { password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Senha deve ter pelo menos 6 caracteres');
    expect(
      (await call('put', `/api/users/${joao.id}/password`, adminBeta.token, { password: 'senha-nova-1' })).status,
    ).toBe(404);
    expect((await call('put', `/api/users/${joao.id}/password`, joao.token, { password: 'senha-nova-1' })).status).toBe(
      403,
    );
    expect((await trail(`?recordId=${joao.id}`)).items.some((e) => e.action === 'user.password_set')).toBe(false);
    // João's password is still his.
    expect(await signIn(joao.email)).toBeTruthy();
  });
});

describe('reading the audit trail', () => {
  it('when filtered by person, record type and days, then only those entries come, newest first, a page at a time', async () => {
    const all = await trail('?pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.items[0]!.at >= all.items[1]!.at).toBe(true);
    const second = await trail('?pageSize=2&page=2');
    expect(second.items[0]!.id).not.toBe(all.items[1]!.id);

    const joaos = await trail(`?actorUid=${joao.id}&pageSize=100`);
    expect(joaos.items.length).toBeGreaterThan(0);
    expect(joaos.items.every((e: AuditEntry) => e.actor.uid === joao.id)).toBe(true);
    const vehicles = await trail('?recordType=vehicle&pageSize=100');
    expect(vehicles.items.every((e) => e.record.type === 'vehicle')).toBe(true);

    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await trail('?from=2020-01-01&to=2020-01-31')).total).toBe(0);
  });

  it('when the date is not a date, or another field is sent, then 400 in pt-BR', async () => {
    const res = await call('get', '/api/audit?from=ontem', admin.token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Data inválida');
    expect((await call('get', '/api/audit?to=2020-01-01&from=2020-02-01', admin.token)).body.error.message).toBe(
      'A data final deve ser igual ou posterior à inicial',
    );
    expect((await call('get', '/api/audit?foo=1', admin.token)).status).toBe(400);
  });

  it('when a field user or the superadmin asks, then 403; another company’s admin sees none of these entries', async () => {
    expect((await call('get', '/api/audit', joao.token)).status).toBe(403);
    expect((await call('get', '/api/audit', superadmin.token)).status).toBe(403);
    const beta = await trail(`?actorUid=${admin.uid}`, adminBeta.token);
    expect(beta.total).toBe(0);
  });

  it('when the route table is walked, then the audit has no route that changes or deletes an entry, and the rules deny clients', async () => {
    // Every route of every router (all mounted at the API's root): only GETs name the trail, its list and its export.
    const served = featureRouters.flatMap((router) =>
      (router.stack as Array<{ route?: { path: string; methods: Record<string, boolean> } }>).flatMap((layer) =>
        layer.route ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route!.path}`) : [],
      ),
    );
    expect(served.filter((route) => route.includes('audit'))).toEqual(['get /audit', 'get /exports/audit']);
    for (const method of ['post', 'put', 'delete'] as const) {
      const res = await call(method, `/api/audit/${'x'}`, admin.token, {});
      expect(res.status).toBe(404);
    }
    const anyId = (await trail()).items[0]!.id;
    expect((await call('delete', `/api/audit/${anyId}`, admin.token)).status).toBe(404);
    expect((await trail()).items[0]!.id).toBe(anyId);
    const rules = readFileSync(resolve(__dirname, '../../../firestore.rules'), 'utf8');
    expect(rules).toMatch(/match \/\{document=\*\*\}\s*\{\s*allow read, write: if false;/);
  });
});
