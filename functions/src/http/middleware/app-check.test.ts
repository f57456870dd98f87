import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createAccount, newCompanyId, type TestAccount } from '../../testing/accounts';

/** Production's check, played by a verifier that knows one good token. */
const app = createApp({
  appCheck: async (token) => {
    if (token !== 'token-do-app') throw Object.assign(new Error('invalid'), { code: 'app-check/invalid-argument' });
  },
});

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
});

const get = (path: string, appCheck?: string) => {
  let req = request(app).get(path).set('Authorization', `Bearer ${admin.token}`);
  if (appCheck) req = req.set('X-Firebase-AppCheck', appCheck);
  return req;
};

describe('App Check on the API', () => {
  it('when a call carries no App Check token or an invalid one, then it is 401 with the pt-BR message, before its sign-in is looked at', async () => {
    for (const res of [await get('/api/templates'), await get('/api/templates', 'falso')]) {
      expect([res.status, res.body.error]).toEqual([
        401,
        {
          code: 'app_check_failed',
          message: 'Acesso permitido somente pelo aplicativo CheckFrota. Atualize a página e tente novamente.',
        },
      ]);
    }
  });

  it('when the call comes from the app, then it goes on to the sign-in and the route', async () => {
    expect((await get('/api/templates', 'token-do-app')).status).toBe(200);
    const anonymous = await request(app).get('/api/templates').set('X-Firebase-AppCheck', 'token-do-app');
    expect(anonymous.body.error.code).toBe('unauthenticated');
  });

  it("when a workshop's O.S. link is called without it, then it is refused too (its page is the web app)", async () => {
    const res = await request(app).get('/api/oficina/qualquer-token');
    expect([res.status, res.body.error.code]).toEqual([401, 'app_check_failed']);
  });

  it('when the app runs on the emulators (the tests, the local stack), then no App Check token is asked for', async () => {
    expect(
      (await request(createApp()).get('/api/templates').set('Authorization', `Bearer ${admin.token}`)).status,
    ).toBe(200);
  });
});
