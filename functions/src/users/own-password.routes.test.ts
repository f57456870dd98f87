import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../platform/firebase';
import { createAccount, signIn, tokenSignedInAt, type TestAccount } from '../testing/accounts';
import { call } from '../testing/http';
import { pastRevocationSecond } from '../testing/world';

const TYPED = 'senha-do-superadmin';
const OWN = 'minha-senha-propria-7';

let superadmin: TestAccount;
let companyId: string;

beforeAll(async () => {
  superadmin = await createAccount({ role: 'superadmin' });
  const created = await call('post', '/api/companies', superadmin.token, {
    name: `Transportes ${randomUUID().slice(0, 8)}`,
    email: `c-${randomUUID().slice(0, 8)}@x.dev`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  companyId = created.body.data.id as string;
});

/** An admin the superadmin adds with the password they typed; signed in with it. */
async function addedAdmin(): Promise<TestAccount> {
  const email = `gestora-${randomUUID().slice(0, 8)}@empresa.dev`;
  const added = await call('post', `/api/companies/${companyId}/admins`, superadmin.token, {
    name: 'Gestora Nova',
    email,
    password: TYPED,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { uid: added.body.data.id as string, email, token: await signIn(email, TYPED) };
}

const refusal = { code: 'password_change_required', message: 'Defina a sua própria senha para continuar' };

describe('an admin whose password the superadmin typed', () => {
  it('when they sign in, then every route but the password change answers 403 with its code, and nothing is written', async () => {
    const admin = await addedAdmin();
    expect((await auth().getUser(admin.uid)).customClaims).toMatchObject({ passwordChangeRequired: true });

    const calls = await Promise.all([
      call('get', '/api/dashboard', admin.token),
      call('get', '/api/me/second-factor', admin.token),
      call('post', '/api/vehicles', admin.token, { name: 'Caminhão', plate: 'ABC1D23' }),
      call('get', '/api/audit', admin.token),
    ]);
    for (const res of calls) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject(refusal);
    }
    const vehicles = await call('get', '/api/vehicles', (await createAccount({ role: 'admin', companyId })).token);
    expect(vehicles.body.data.items).toEqual([]);
  });

  it('when the new password is short, missing or comes with another field, then 400 in pt-BR and the typed one still holds', async () => {
    const admin = await addedAdmin();
    const short = await call('post', '/api/me/password', admin.token, { password: 'onze-letras' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('A nova senha deve ter pelo menos 12 caracteres');
    const missing = await call('post', '/api/me/password', admin.token, { password: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Informe a nova senha');
    const extra = await call('post', '/api/me/password', admin.token, { password: OWN, role: 'superadmin' });
    expect(extra.status).toBe(400);

    expect((await auth().getUser(admin.uid)).customClaims).toMatchObject({ passwordChangeRequired: true });
    await expect(signIn(admin.email, OWN)).rejects.toThrow();
    expect(await signIn(admin.email, TYPED)).toEqual(expect.any(String));
  });

  it('when they set their own, then the typed one and the old sessions stop working, the next sign-in reaches everything, and the trail says so', async () => {
    const admin = await addedAdmin();
    await pastRevocationSecond();
    const changed = await call('post', '/api/me/password', admin.token, { password: OWN });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toEqual({ changed: true });

    expect((await auth().getUser(admin.uid)).customClaims).not.toHaveProperty('passwordChangeRequired');
    expect((await call('get', '/api/dashboard', admin.token)).status).toBe(401);
    await expect(signIn(admin.email, TYPED)).rejects.toThrow();
    const token = await signIn(admin.email, OWN);
    expect((await call('get', '/api/dashboard', token)).status).toBe(200);

    const trail = await call('get', '/api/audit?pageSize=50', token);
    const entries = (
      trail.body.data.items as Array<{ action: string; actor: { uid: string }; record: { id: string } }>
    ).filter((e) => e.action === 'user.password_changed');
    expect(entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ uid: admin.uid }),
        record: expect.objectContaining({ id: admin.uid }),
      }),
    ]);
  });

  it('when a field user calls the password change, then 403 and their password is unchanged', async () => {
    const user = await createAccount({ role: 'user', companyId });
    const res = await call('post', '/api/me/password', user.token, { password: OWN });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    await expect(signIn(user.email, OWN)).rejects.toThrow();
  });
});

describe('an admin changing a password they chose', () => {
  it('when the sign-in is not recent, then 403 asks to sign in again and nothing changes; a recent one changes it', async () => {
    const admin = await createAccount({ role: 'admin', companyId });
    const claims = (await auth().getUser(admin.uid)).customClaims ?? {};
    const old = await tokenSignedInAt(admin.uid, claims, Math.floor(Date.now() / 1000) - 15 * 60);
    const stale = await call('post', '/api/me/password', old, { password: OWN });
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatchObject({
      code: 'recent_sign_in_required',
      message: 'Entre novamente para confirmar esta ação',
    });
    await expect(signIn(admin.email, OWN)).rejects.toThrow();

    const fresh = await call('post', '/api/me/password', await signIn(admin.email), { password: OWN });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(await signIn(admin.email, OWN)).toEqual(expect.any(String));
  });
});
