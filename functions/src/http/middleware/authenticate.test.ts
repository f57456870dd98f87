import { beforeAll, describe, expect, it } from 'vitest';
import type { TemplateInput } from '../../domain/templates/template.schema';
import { checkTokensAsProduction } from '../../dev/token-checks';
import { auth } from '../../platform/firebase';
import { createAccount, newCompanyId, signIn } from '../../testing/accounts';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { validUser } from '../../testing/fixtures';
import { call } from '../../testing/http';
import { endSessions } from '../../accounts/sessions.service';
import { userAccounts } from '../../accounts/user-accounts';
import { pastRevocationSecond } from '../../testing/world';

/** A valid body for a write route (templates), so only the caller's identity decides the answer. */
const TEMPLATE: TemplateInput = {
  name: 'Inspeção diária',
  description: 'Antes da primeira viagem',
  questions: [{ type: 'boolean', question: 'Os faróis funcionam?' }],
};

// Tokens checked as production does (a read never asks Auth), as the local API process does: the
// Auth emulator would otherwise refuse a revoked or disabled account's read on its own, and the
// read cases below would pass on its word instead of the app's own record of ended sessions.
beforeAll(() => checkTokensAsProduction());

describe('authentication of every /api route', () => {
  it('when no token is sent, then 401 "Usuário não autenticado"', async () => {
    const res = await call('get', '/api/templates');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'unauthenticated', message: 'Usuário não autenticado' },
    });
  });

  it('when the token is not a valid ID token, then 401', async () => {
    const res = await call('get', '/api/templates', 'not-a-token');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Usuário não autenticado');
  });

  it('when the account has no role claim, then 401 and nothing is served', async () => {
    const nobody = await createAccount({ role: null });
    const res = await call('get', '/api/templates', nobody.token);
    expect(res.status).toBe(401);
  });

  it('when an admin has no company, then 403 "Usuário não tem empresa associada"', async () => {
    const loose = await createAccount({ role: 'admin' });
    const res = await call('get', '/api/templates', loose.token);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Usuário não tem empresa associada');
  });

  it('when the sessions were revoked, then the next write is refused and nothing is stored', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    await pastRevocationSecond();
    await auth().revokeRefreshTokens(admin.uid);

    const res = await call('post', '/api/templates', admin.token, TEMPLATE);
    expect(res.status).toBe(401);
    expect(await snapshotCompany(company, ['templates'])).toBe(JSON.stringify([['.', null]]));
  });

  it('when the account was disabled, then its next write is refused', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    await auth().updateUser(admin.uid, { disabled: true });
    const res = await call('post', '/api/templates', admin.token, TEMPLATE);
    expect(res.status).toBe(401);
  });

  /** A field user of a new company, signed in, who has read once (so the process has cached their session). */
  async function fieldUserWhoRead() {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    const input = validUser();
    const created = await call('post', '/api/users', admin.token, input);
    expect(created.status).toBe(201);
    const user = { id: created.body.data.id as string, token: await signIn(input.email), input };
    expect((await call('get', '/api/checklists', user.token)).status).toBe(200);
    await pastRevocationSecond();
    return { admin, user };
  }

  it('when the sessions were revoked, then a read with the old token is refused', async () => {
    const { user } = await fieldUserWhoRead();
    await userAccounts.revokeSessions(user.id);
    expect((await call('get', '/api/checklists', user.token)).status).toBe(401);
  });

  it('when the user was deactivated (account disabled), then a read with the old token is refused', async () => {
    const { admin, user } = await fieldUserWhoRead();
    const { password: _password, ...fields } = user.input;
    const res = await call('put', `/api/users/${user.id}`, admin.token, { ...fields, isActive: false });
    expect(res.status).toBe(200);
    expect((await auth().getUser(user.id)).disabled).toBe(true);
    expect((await call('get', '/api/checklists', user.token)).status).toBe(401);
  });

  it('when the user was deleted, then a read with the old token is refused', async () => {
    const { admin, user } = await fieldUserWhoRead();
    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);
    expect((await call('get', '/api/notifications', user.token)).status).toBe(401);
  });

  // Auth untouched: only the app's own record can refuse this one.
  it('when the app’s own record ended the sessions (Auth untouched), then a read with the old token is refused', async () => {
    const { user } = await fieldUserWhoRead();
    await endSessions([user.id]);
    expect((await call('get', '/api/checklists', user.token)).status).toBe(401);
    expect((await auth().getUser(user.id)).tokensValidAfterTime).toBe(
      (await auth().getUser(user.id)).metadata.creationTime,
    );
  });

  it('when the sessions were ended, then signing in again gives a token that works', async () => {
    const { user } = await fieldUserWhoRead();
    await userAccounts.revokeSessions(user.id);
    const fresh = await signIn(user.input.email);
    expect((await call('get', '/api/checklists', fresh)).status).toBe(200);
  });

  it('when the path is unknown, then 404 in the envelope', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    const res = await call('get', '/api/nada-aqui', admin.token);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('who a request is recorded as', () => {
  it('when a person renames their own sign-in profile, then what they do is still recorded under the name their record holds', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company, name: 'Ana Souza' });
    // What anyone may do with their own ID token: Auth's REST API changes the profile's name.
    const renamed = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=test-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: admin.token, displayName: 'Diretor Geral', returnSecureToken: true }),
      },
    );
    expect(renamed.status).toBe(200);
    const token = await signIn(admin.email);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { name?: string };
    expect(payload.name).toBe('Diretor Geral');

    expect((await call('post', '/api/users', token, validUser())).status).toBe(201);
    const trail = await call('get', '/api/audit', token);
    expect(trail.body.data.items.map((e: { actor: { name: string } }) => e.actor.name)).toEqual(['Ana Souza']);
  });

  it('when an admin renames a field user, then the user is recorded under the new name from their next token on', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    const created = await call('post', '/api/users', admin.token, validUser({ name: 'Joao Silva' }));
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const { password: _password, ...fields } = validUser({ name: 'Joao Silva' });
    const updated = await call('put', `/api/users/${id}`, admin.token, { ...fields, name: 'João da Silva' });
    expect(updated.status).toBe(200);
    expect((await auth().getUser(id)).customClaims?.personName).toBe('João da Silva');
  });
});
