import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../platform/firebase';
import { createAccount, newCompanyId, tokenSignedInAt, type TestAccount } from '../testing/accounts';
import { companyWithPeople, firstAdminSignIn } from '../testing/companies';
import { call } from '../testing/http';
import { COMPANY_DATA } from '../features';
import { continueCompanyDeletion } from './companies.service';

const VALID_CNPJ = '11222333000181';

let superadmin: TestAccount;
let admin: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  const home = newCompanyId();
  [superadmin, admin, user] = await Promise.all([
    createAccount({ role: 'superadmin' }),
    createAccount({ role: 'admin', companyId: home }),
    createAccount({ role: 'user', companyId: home }),
  ]);
});

const company = (overrides: Record<string, unknown> = {}) => ({
  name: `Transportes ${randomUUID().slice(0, 8)}`,
  email: `contato-${randomUUID().slice(0, 8)}@empresa.dev`,
  phone: '(11) 3333-4444',
  address: 'Rua das Flores, 10 - São Paulo',
  cnpj: VALID_CNPJ,
  ...overrides,
});

async function companiesNamed(name: string): Promise<number> {
  return (await db().collection('companies').where('name', '==', name).count().get()).data().count;
}

describe('the companies API refuses everyone but the superadmin', () => {
  const routes: Array<['get' | 'post' | 'put' | 'delete', string, unknown?]> = [
    ['get', '/api/companies'],
    ['get', '/api/companies/qualquer'],
    ['post', '/api/companies', company()],
    ['put', '/api/companies/qualquer', company()],
    ['delete', '/api/companies/qualquer'],
    ['post', '/api/companies/qualquer/admins', { name: 'A', email: 'a@b.dev', password: 'senha-123' }],
    ['delete', '/api/companies/qualquer/admins/outro'],
  ];
  it.each(routes)('when an admin or a field user calls %s %s, then it is 403', async (method, path, body) => {
    for (const account of [admin, user]) {
      const res = await call(method, path, account.token, body);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Acesso negado');
    }
  });
});

describe('companies for the superadmin', () => {
  it('when a CNPJ has wrong check digits, then it is 400 "CNPJ inválido" and nothing is stored', async () => {
    const body = company({ cnpj: '11.222.333/0001-82' });
    const res = await call('post', '/api/companies', superadmin.token, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('CNPJ inválido');
    expect(await companiesNamed(body.name)).toBe(0);
  });

  it('when the name is missing or a field is unknown, then it is 400 in pt-BR and nothing is stored', async () => {
    const noName = await call('post', '/api/companies', superadmin.token, company({ name: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Nome da empresa é obrigatório');
    const body = company({ extra: 1 });
    const unknown = await call('post', '/api/companies', superadmin.token, body);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Campo não permitido: extra');
    expect(await companiesNamed(body.name)).toBe(0);
  });

  it('when a company has no CNPJ, then it is stored without one and can be edited without one', async () => {
    const body = company({ cnpj: '' });
    const created = await call('post', '/api/companies', superadmin.token, body);
    expect(created.status).toBe(201);
    expect(created.body.data.cnpj).toBe('');
    const edited = await call('put', `/api/companies/${created.body.data.id}`, superadmin.token, {
      ...body,
      cnpj: undefined,
      phone: '(31) 3222-1100',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ cnpj: '', phone: '(31) 3222-1100' });
  });

  it('when a company is created, edited, searched and read, then its CNPJ is stored formatted and it is found by name, e-mail and CNPJ', async () => {
    const body = company();
    const created = await call('post', '/api/companies', superadmin.token, body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: body.name,
      email: body.email,
      cnpj: '11.222.333/0001-81',
      createdBy: superadmin.email,
    });
    const id = created.body.data.id as string;

    const edited = await call('put', `/api/companies/${id}`, superadmin.token, {
      ...body,
      cnpj: '11.444.777/0001-61',
      phone: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ cnpj: '11.444.777/0001-61', phone: '', updatedBy: superadmin.email });

    for (const search of [body.name.slice(-8), body.email.toUpperCase(), '11444777', '11.444.777/0001-61']) {
      const found = await call(
        'get',
        `/api/companies?search=${encodeURIComponent(search)}&pageSize=100`,
        superadmin.token,
      );
      expect(found.status).toBe(200);
      expect(found.body.data.items.map((c: { id: string }) => c.id)).toContain(id);
    }
    const none = await call('get', `/api/companies?search=${randomUUID()}`, superadmin.token);
    expect(none.body.data).toMatchObject({ items: [], total: 0, page: 1 });

    const read = await call('get', `/api/companies/${id}`, superadmin.token);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, name: body.name, admins: [] });
  });

  it('when an id is unknown, then reading, editing, deleting and adding an admin are 404', async () => {
    const missing = newCompanyId('nenhuma');
    const responses = await Promise.all([
      call('get', `/api/companies/${missing}`, superadmin.token),
      call('put', `/api/companies/${missing}`, superadmin.token, company()),
      call('delete', `/api/companies/${missing}`, superadmin.token, { confirmName: 'Qualquer' }),
      call('post', `/api/companies/${missing}/admins`, superadmin.token, {
        name: 'A',
        email: `a-${randomUUID().slice(0, 6)}@b.dev`,
        password: 'senha-segura-1',
      }),
    ]);
    for (const res of responses) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Empresa não encontrada');
    }
  });

  it('when the first admin is added, then they sign in with the claims the app reads, see an empty dashboard, and are removed with their account', async () => {
    const body = company({ name: `Nova ${randomUUID().slice(0, 8)}` });
    const id = (await call('post', '/api/companies', superadmin.token, body)).body.data.id as string;
    const email = `gestor-${randomUUID().slice(0, 8)}@empresa.dev`;

    const short = await call('post', `/api/companies/${id}/admins`, superadmin.token, {
      name: 'Gestor',
      email,
      password: 'onze-letras',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Senha de administrador deve ter pelo menos 12 caracteres');
    await expect(auth().getUserByEmail(email)).rejects.toThrow();

    const added = await call('post', `/api/companies/${id}/admins`, superadmin.token, {
      name: 'Gestor',
      email,
      password: 'senha-segura-1',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Gestor', email, role: 'admin', createdBy: superadmin.email });
    const adminId = added.body.data.id as string;
    expect((await auth().getUser(adminId)).customClaims).toEqual({
      role: 'admin',
      companyId: id,
      companyName: body.name,
      timeZone: 'America/Sao_Paulo',
      personName: 'Gestor',
      passwordChangeRequired: true,
    });

    const again = await call('post', `/api/companies/${id}/admins`, superadmin.token, {
      name: 'Outro',
      email,
      password: 'senha-segura-1',
    });
    expect(again.status).toBe(409);

    const token = await firstAdminSignIn(email, 'senha-segura-1');
    const dashboard = await call('get', '/api/dashboard', token);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data).toMatchObject({
      view: 'company',
      totalChecklists: 0,
      usersCount: 0,
      recentActivity: [],
    });

    const read = await call('get', `/api/companies/${id}`, superadmin.token);
    expect(read.body.data.admins).toEqual([expect.objectContaining({ id: adminId, email })]);
    const listed = await call('get', `/api/companies?search=${encodeURIComponent(body.name)}`, superadmin.token);
    expect(listed.body.data.items[0]).toMatchObject({ id, adminsCount: 1 });

    expect((await call('delete', `/api/companies/${id}/admins/ninguem`, superadmin.token)).status).toBe(404);
    const removed = await call('delete', `/api/companies/${id}/admins/${adminId}`, superadmin.token);
    expect(removed.status).toBe(200);
    await expect(auth().getUser(adminId)).rejects.toThrow();
    expect((await call('get', `/api/companies/${id}`, superadmin.token)).body.data.admins).toEqual([]);
  });

  it("when a company is renamed, then its admins' and users' claims carry the new name and keep the rest", async () => {
    const body = company();
    const { id, adminId, userId } = await companyWithPeople(superadmin, body);

    const renamed = `${body.name} Renomeada`;
    expect((await call('put', `/api/companies/${id}`, superadmin.token, { ...body, name: renamed })).status).toBe(200);

    expect((await auth().getUser(adminId)).customClaims).toEqual({
      role: 'admin',
      companyId: id,
      companyName: renamed,
      timeZone: 'America/Sao_Paulo',
      personName: 'Gestor',
    });
    expect((await auth().getUser(userId)).customClaims).toEqual({
      role: 'user',
      companyId: id,
      companyName: renamed,
      timeZone: 'America/Sao_Paulo',
      personName: 'Campo',
    });

    // The superadmin moves it to Manaus: the zone reaches everyone, the name stays.
    const moved = await call('put', `/api/companies/${id}`, superadmin.token, {
      ...body,
      name: renamed,
      timeZone: 'America/Manaus',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.timeZone).toBe('America/Manaus');
    expect((await call('get', `/api/companies/${id}`, superadmin.token)).body.data.timeZone).toBe('America/Manaus');
    for (const uid of [adminId, userId]) {
      expect((await auth().getUser(uid)).customClaims).toMatchObject({
        companyName: renamed,
        timeZone: 'America/Manaus',
      });
    }
    expect((await call('delete', `/api/companies/${id}`, superadmin.token, { confirmName: renamed })).status).toBe(202);
  });

  it('when a company is created in Acre, then it keeps that zone, its first admin is claimed in it and an edit without the zone keeps it; an unknown zone is 400 and nothing is stored', async () => {
    const wrong = company({ timeZone: 'Europe/Lisbon' });
    const refused = await call('post', '/api/companies', superadmin.token, wrong);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Fuso horário inválido');
    expect(await companiesNamed(wrong.name)).toBe(0);

    const body = company({ timeZone: 'America/Rio_Branco' });
    const created = await call('post', '/api/companies', superadmin.token, body);
    expect(created.status).toBe(201);
    expect(created.body.data.timeZone).toBe('America/Rio_Branco');
    const id = created.body.data.id as string;
    expect((await db().collection('companies').doc(id).get()).get('timeZone')).toBe('America/Rio_Branco');
    const added = await call('post', `/api/companies/${id}/admins`, superadmin.token, {
      name: 'Gestor',
      email: `gestor-${randomUUID().slice(0, 8)}@empresa.dev`,
      password: 'senha-segura-1',
    });
    expect((await auth().getUser(added.body.data.id as string)).customClaims).toMatchObject({
      timeZone: 'America/Rio_Branco',
    });
    // An edit that does not name the zone (a client from before it) keeps the company's.
    const edited = await call('put', `/api/companies/${id}`, superadmin.token, {
      ...company({ name: body.name }),
      phone: '(68) 3222-1100',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.timeZone).toBe('America/Rio_Branco');
    expect((await db().collection('companies').doc(id).get()).get('timeZone')).toBe('America/Rio_Branco');
    expect((await call('delete', `/api/companies/${id}`, superadmin.token, { confirmName: body.name })).status).toBe(
      202,
    );
  });

  it('when a company is deleted through the API, then it is listed as being deleted until the job has removed it, and then it is 404', async () => {
    const body = company();
    const id = (await call('post', '/api/companies', superadmin.token, body)).body.data.id as string;
    await db()
      .collection('companies')
      .doc(id)
      .collection('templates')
      .doc('t1')
      .set({ name: 'T', createdAt: Timestamp.now() });

    const res = await call('delete', `/api/companies/${id}`, superadmin.token, {
      confirmName: body.name.toUpperCase(),
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ id, deletion: { since: expect.any(String), removed: 0 } });
    const listed = await call('get', `/api/companies?search=${encodeURIComponent(body.name)}`, superadmin.token);
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ id, name: body.name, deletion: { since: expect.any(String), removed: 0 } }),
    ]);
    expect((await call('get', `/api/companies/${id}`, superadmin.token)).status).toBe(404);
    expect((await call('put', `/api/companies/${id}`, superadmin.token, body)).status).toBe(404);
    // Asked again while it runs: the same deletion.
    expect(
      (await call('delete', `/api/companies/${id}`, superadmin.token, { confirmName: body.name })).body.data,
    ).toEqual(res.body.data);

    expect(await continueCompanyDeletion(id, COMPANY_DATA)).toBe('done');
    expect((await db().collection('companies').doc(id).get()).exists).toBe(false);
    expect((await db().collection('companies').doc(id).collection('templates').get()).size).toBe(0);
    expect(
      (await call('get', `/api/companies?search=${encodeURIComponent(body.name)}`, superadmin.token)).body.data.items,
    ).toEqual([]);
    expect((await call('delete', `/api/companies/${id}`, superadmin.token, { confirmName: body.name })).status).toBe(
      404,
    );
  });

  it('when the name typed is not the company’s, or is missing, then it is 400 and the company stays as it was', async () => {
    const body = company();
    const id = (await call('post', '/api/companies', superadmin.token, body)).body.data.id as string;
    const before = (await db().collection('companies').doc(id).get()).data();
    const wrong = await call('delete', `/api/companies/${id}`, superadmin.token, { confirmName: `${body.name} X` });
    expect([wrong.status, wrong.body.error.message]).toEqual([
      400,
      'O nome digitado não confere com o nome da empresa',
    ]);
    const missing = await call('delete', `/api/companies/${id}`, superadmin.token);
    expect([missing.status, missing.body.error.message]).toEqual([400, 'Digite o nome da empresa para confirmar']);
    expect((await db().collection('companies').doc(id).get()).data()).toEqual(before);
  });

  it('when the superadmin signed in more than 5 minutes ago, then deleting is 403 "Entre novamente para confirmar esta ação" and nothing changes', async () => {
    const body = company();
    const id = (await call('post', '/api/companies', superadmin.token, body)).body.data.id as string;
    const before = (await db().collection('companies').doc(id).get()).data();
    const old = await tokenSignedInAt(
      superadmin.uid,
      { role: 'superadmin', email: superadmin.email },
      Math.floor(Date.now() / 1000) - 6 * 60,
    );
    expect((await call('get', '/api/companies', old)).status).toBe(200);

    const res = await call('delete', `/api/companies/${id}`, old, { confirmName: body.name });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'recent_sign_in_required',
      message: 'Entre novamente para confirmar esta ação',
    });
    expect((await db().collection('companies').doc(id).get()).data()).toEqual(before);

    const recent = await tokenSignedInAt(
      superadmin.uid,
      { role: 'superadmin', email: superadmin.email },
      Math.floor(Date.now() / 1000) - 60,
    );
    expect((await call('delete', `/api/companies/${id}`, recent, { confirmName: body.name })).status).toBe(202);
  });
});

describe("the superadmin's changes in a company's trail", () => {
  it('when the superadmin edits the company, adds an admin and removes one, then its admins read one entry each, by the superadmin', async () => {
    const body = company();
    const { id, adminToken } = await companyWithPeople(superadmin, body);
    const edited = await call('put', `/api/companies/${id}`, superadmin.token, { ...body, phone: '(11) 3333-5555' });
    expect(edited.status).toBe(200);
    const added = await call('post', `/api/companies/${id}/admins`, superadmin.token, {
      name: 'Segunda Gestora',
      email: `segunda-${randomUUID().slice(0, 8)}@empresa.dev`,
      password: 'senha-segura-1',
    });
    expect(added.status).toBe(201);
    const secondId = added.body.data.id as string;
    expect((await call('delete', `/api/companies/${id}/admins/${secondId}`, superadmin.token)).status).toBe(200);
    // Saving the same values again is no change: no entry.
    expect(
      (await call('put', `/api/companies/${id}`, superadmin.token, { ...body, phone: '(11) 3333-5555' })).status,
    ).toBe(200);

    const trail = await call('get', '/api/audit?pageSize=50', adminToken);
    const bySuperadmin = (
      trail.body.data.items as Array<{
        action: string;
        actor: { uid: string };
        record: { id: string };
        changes: unknown[];
      }>
    ).filter((e) => e.actor.uid === superadmin.uid);
    expect(bySuperadmin.map((e) => e.action).sort()).toEqual([
      'company.admin_added',
      'company.admin_added',
      'company.admin_removed',
      'company.updated',
    ]);
    expect(bySuperadmin.find((e) => e.action === 'company.updated')).toMatchObject({
      record: { id },
      changes: [{ field: 'phone', before: '(11) 3333-4444', after: '(11) 3333-5555' }],
    });
    expect(
      bySuperadmin
        .filter((e) => e.record.id === secondId)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['company.admin_added', 'company.admin_removed']);
  });
});
