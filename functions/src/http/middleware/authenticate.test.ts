import { describe, expect, it } from 'vitest';
import type { TemplateInput } from '../../domain/templates/template.schema';
import { auth } from '../../platform/firebase';
import { createAccount, newCompanyId } from '../../testing/accounts';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { call } from '../../testing/http';

/** A valid body for a write route (templates), so only the caller's identity decides the answer. */
const TEMPLATE: TemplateInput = {
  name: 'Inspeção diária',
  description: 'Antes da primeira viagem',
  questions: [{ type: 'boolean', question: 'Os faróis funcionam?' }],
};

describe('authentication of every /api route', () => {
  it('when no token is sent, then 401 "Usuário não autenticado"', async () => {
    const res = await call('get', '/api/templates');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: { code: 'unauthenticated', message: 'Usuário não autenticado' } });
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
    // Revocation compares whole seconds with the token's auth_time.
    await new Promise((r) => setTimeout(r, 1100));
    await auth().revokeRefreshTokens(admin.uid);

    const res = await call('post', '/api/templates', admin.token, TEMPLATE);
    expect(res.status).toBe(401);
    expect((await snapshotCompany(company, ['templates']))).toBe(JSON.stringify([['.', null]]));
  });

  it('when the account was disabled, then its next write is refused', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    await auth().updateUser(admin.uid, { disabled: true });
    const res = await call('post', '/api/templates', admin.token, TEMPLATE);
    expect(res.status).toBe(401);
  });

  it('when the path is unknown, then 404 in the envelope', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    const res = await call('get', '/api/nada-aqui', admin.token);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('not_found');
  });
});
