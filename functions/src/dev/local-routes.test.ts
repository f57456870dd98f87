import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { createApp } from '../app';
import { createAccount, newCompanyId, signIn, type TestAccount } from '../testing/accounts';
import { testLocalRouteDeps } from '../testing/local-routes';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { createCompanyDoc, validTemplate, validUser } from '../testing/fixtures';
import { call } from '../testing/http';
import { localRouters } from './local-routes';

/** The API as the local stack serves it: the app with the local build's own routes. */
const localApp = createApp({ localRouters: localRouters(testLocalRouteDeps) });
const createTest = (token: string, body: object = {}) =>
  request(localApp).post('/api/checklists/create-test').set('Authorization', `Bearer ${token}`).send(body);

let company: string;
let admin: TestAccount;
let joao: CompanyUser & { token: string };

beforeAll(async () => {
  company = newCompanyId('teste');
  // The sweeps walk the company documents.
  await createCompanyDoc(company);
  admin = await createAccount({ role: 'admin', companyId: company });
  // A template of the demo's ('Inspeção diária do veículo') and another one.
  await call('post', '/api/templates', admin.token, validTemplate({ name: 'Outro modelo' }));
  await call('post', '/api/templates', admin.token, validTemplate({ name: 'Inspeção diária do veículo' }));
  const created = await call('post', '/api/users', admin.token, validUser({ name: 'João' }));
  const user = created.body.data as CompanyUser;
  joao = { ...user, token: await signIn(user.email) };
});

describe('POST /api/checklists/create-test (the spec test helper, local stack only)', () => {
  it('when a field user calls it on the local stack, then a pending checklist of a demo template is theirs and its id is answered', async () => {
    const res = await createTest(joao.token);

    expect(res.status).toBe(201);
    const checklistId = res.body.data.checklistId as string;
    const own = await call('get', `/api/checklists/${checklistId}`, joao.token);
    expect(own.status).toBe(200);
    expect(own.body.data as FieldChecklist).toMatchObject({
      id: checklistId,
      userId: joao.id,
      status: 'pending',
      templateName: 'Inspeção diária do veículo',
    });
  });

  it('when an admin calls it, then 403 and nothing is created', async () => {
    const before = await snapshotCompany(company, ['checklists']);
    const res = await createTest(admin.token);
    expect(res.status).toBe(403);
    expect(await snapshotCompany(company, ['checklists'])).toEqual(before);
  });

  it('when a body field is sent, then 400 and nothing is created', async () => {
    const before = await snapshotCompany(company, ['checklists']);
    const res = await createTest(joao.token, { userId: 'outro' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Campo não permitido: userId');
    expect(await snapshotCompany(company, ['checklists'])).toEqual(before);
  });

  it('when the app is built as production builds it, then the helper does not exist', async () => {
    const res = await call('post', '/api/checklists/create-test', joao.token);
    expect(res.status).toBe(404);
  });
});

const runJob = (token: string, body: object) =>
  request(localApp).post('/api/jobs/run').set('Authorization', `Bearer ${token}`).send(body);

describe('POST /api/jobs/run (a schedule at a chosen moment, local stack only)', () => {
  it("when an admin runs the overdue sweep as if it were two days later, then João's open checklist is flagged overdue then, and a field user may not run it", async () => {
    const { body } = await createTest(joao.token);
    const checklistId = body.data.checklistId as string;
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();

    expect((await runJob(joao.token, { name: 'flagOverdueChecklists', now: later })).status).toBe(403);
    const res = await runJob(admin.token, { name: 'flagOverdueChecklists', now: later });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'flagOverdueChecklists', now: later });
    const own = await call('get', `/api/checklists/${checklistId}`, joao.token);
    expect(own.body.data).toMatchObject({ overdueAt: later });
  });

  it('when the job has no such name, then 404 in pt-BR', async () => {
    const res = await runJob(admin.token, { name: 'semNome', now: new Date().toISOString() });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Rotina não encontrada: semNome');
  });

  it('when the app is built as production builds it, then the route does not exist', async () => {
    const res = await call('post', '/api/jobs/run', admin.token, {
      name: 'flagOverdueChecklists',
      now: new Date().toISOString(),
    });
    expect(res.status).toBe(404);
  });
});
