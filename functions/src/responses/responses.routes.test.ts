import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponsesPage } from '../domain/checklists/review.schema';
import type { Template } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { type TestAccount } from '../testing/accounts';
import { checklistEventsNow, deliverCountsSince } from '../testing/checklist-events';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { inMinutes, validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { fieldUser, sentChecklist as sendChecklist, twoCompanies } from '../testing/world';

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let superadmin: TestAccount;
let joao: CompanyUser & { token: string };
let template: Template;

/** A checklist João filled and sent: a boolean, a photo and an optional text left blank (testing/fixtures validTemplate). */
const sentChecklist = () => sendChecklist(joao, admin.token, template.id);

const list = (query = '', token = admin.token) => call('get', `/api/responses${query}`, token);
const approve = (id: string, q: string, token = admin.token) =>
  call('post', `/api/responses/${id}/questions/${q}/approve`, token);
const reject = (id: string, q: string, reason: unknown, token = admin.token) =>
  call('post', `/api/responses/${id}/questions/${q}/reject`, token, { reason });
const approveAll = (id: string, token = admin.token) => call('post', `/api/responses/${id}/approve-all`, token);

beforeAll(async () => {
  // The superadmin's list walks company documents, as production has them.
  ({ alfa, admin, adminBeta, superadmin } = await twoCompanies({ companyDoc: true }));
  template = (await call('post', '/api/templates', admin.token, validTemplate())).body.data as Template;
  joao = await fieldUser(admin.token, 'João');
});

describe('the review list', () => {
  it('when checklists are assigned, being answered and sent, then only answered or sent ones are listed, newest first, with tab counts', async () => {
    const before = (await list()).body.data as ResponsesPage;
    const seen = await checklistEventsNow(alfa);
    await call('post', '/api/checklists/assign', admin.token, {
      templateId: template.id,
      dueDate: inMinutes(120),
      userIds: [joao.id],
    });
    const first = await sentChecklist();
    const second = await sentChecklist();
    await deliverCountsSince(alfa, seen);

    const res = await list('?status=pending');
    expect(res.status).toBe(200);
    const page = res.body.data as ResponsesPage;
    expect(page.items.slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({
      status: 'pending',
      userName: 'João',
      templateName: template.title,
      questions: { pending: 3, approved: 0, rejected: 0 },
    });
    expect(page.counts.pending).toBe(before.counts.pending + 2);
    expect(page.counts.all).toBe(before.counts.all + 2);
    expect(page.total).toBe(page.counts.pending);
  });

  it('when the tab or another field is wrong, then 400', async () => {
    expect((await list('?status=done')).status).toBe(400);
    expect((await list('?foo=1')).body.error.message).toBe('Campo não permitido: foo');
  });

  it('when a page far past what a numbered page may skip is asked, then 400 with the pt-BR message, not a read of everything before it', async () => {
    const res = await list('?page=100000');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Página distante demais. Avance pela lista a partir de uma página próxima.');
  });
});

describe('reviewing answers', () => {
  it('when one answer is rejected with a reason, then the checklist is rejected with the trimmed reason and the time', async () => {
    const { id, questionIds } = await sentChecklist();
    expect((await approve(id, questionIds[0]!)).body.data.status).toBe('in_review');
    const res = await reject(id, questionIds[1]!, '  Foto tremida  ');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', reviewStatus: 'rejected' });
    expect(res.body.data.questions[1]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Foto tremida',
      reviewedBy: admin.email,
    });
    const field = (await call('get', `/api/checklists/${id}`, joao.token)).body.data;
    expect(field.questions[1].rejectionReason).toBe('Foto tremida');
  });

  it('when the reason is empty, then 400 "Informe o motivo da rejeição" and nothing changes', async () => {
    const { id, questionIds } = await sentChecklist();
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await reject(id, questionIds[0]!, '   ');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Informe o motivo da rejeição');
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when every answer is approved at once, then the checklist is approved, and a second approve-all is refused', async () => {
    const { id } = await sentChecklist();
    const res = await approveAll(id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('approved');
    expect(res.body.data.questions.map((q: { status: string }) => q.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    const again = await approveAll(id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Este checklist já foi aprovado');
  });

  it('when a checklist was not sent, then reviewing it is refused', async () => {
    const assigned = await call('post', '/api/checklists/assign', admin.token, {
      templateId: template.id,
      dueDate: inMinutes(120),
      userIds: [joao.id],
    });
    const id = assigned.body.data.ids[0] as string;
    await call('post', `/api/checklists/${id}/start`, joao.token);
    const [q] = (await call('get', `/api/checklists/${id}`, joao.token)).body.data.questions;
    await call('put', `/api/checklists/${id}/answers/${q.id}`, joao.token, { answer: true });
    const res = await approve(id, q.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Este checklist ainda não foi enviado para revisão');
  });
});

describe('tenancy and roles', () => {
  it('when another company’s admin names the response, then 404 everywhere and nothing changes', async () => {
    const { id, questionIds } = await sentChecklist();
    const before = await snapshotCompany(alfa, ['checklists']);
    for (const res of [
      await call('get', `/api/responses/${id}`, adminBeta.token),
      await approve(id, questionIds[0]!, adminBeta.token),
      await reject(id, questionIds[0]!, 'x', adminBeta.token),
      await approveAll(id, adminBeta.token),
      await call('get', `/api/responses/${id}?companyId=${alfa}`, adminBeta.token),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
    expect(((await list('', adminBeta.token)).body.data as ResponsesPage).items).toEqual([]);
  });

  it('when a field user calls any review route, or the superadmin acts, then 403 and nothing changes', async () => {
    const { id, questionIds } = await sentChecklist();
    const before = await snapshotCompany(alfa, ['checklists']);
    for (const res of [
      await list('', joao.token),
      await call('get', `/api/responses/${id}`, joao.token),
      await approve(id, questionIds[0]!, joao.token),
      await approveAll(id, superadmin.token),
      await reject(id, questionIds[0]!, 'x', superadmin.token),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when the superadmin looks, then every company is listed, and one response is read by naming its company', async () => {
    const { id } = await sentChecklist();
    const all = (await list('', superadmin.token)).body.data as ResponsesPage;
    expect(all.counts.all).toBeGreaterThanOrEqual(1);
    const filtered = (await list(`?companyId=${alfa}&pageSize=100`, superadmin.token)).body.data as ResponsesPage;
    expect(filtered.items.some((r) => r.id === id)).toBe(true);
    expect((await call('get', `/api/responses/${id}?companyId=${alfa}`, superadmin.token)).status).toBe(200);
    const unnamed = await call('get', `/api/responses/${id}`, superadmin.token);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.message).toBe('Erro: ID da empresa não encontrado');
  });
});
