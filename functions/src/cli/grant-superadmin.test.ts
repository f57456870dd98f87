import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auth } from '../platform/firebase';
import { createAccount, newCompanyId, signIn } from '../testing/accounts';
import { call } from '../testing/http';
import { grantSuperadmin } from './grant-superadmin';
import { pastRevocationSecond } from '../testing/world';

const newEmail = () => `ti-${randomUUID().slice(0, 8)}@cliente.dev`;

describe('grant superadmin', () => {
  it('when no account has the e-mail, then the command creates it as superadmin with a password only it printed, and its first sign-in must enrol a second factor', async () => {
    const email = newEmail();
    const result = await grantSuperadmin(email);

    assert(result.kind === 'created', `expected 'created', got '${result.kind}'`);
    expect((await auth().getUser(result.uid)).customClaims).toEqual({ role: 'superadmin' });
    const token = await signIn(email, result.password);
    expect((await call('get', '/api/me/second-factor', token)).body.data).toEqual({
      enrolled: false,
      required: true,
      verified: false,
    });
    expect((await call('get', '/api/companies', token)).body.error.code).toBe('second_factor_enrolment_required');
  });

  it('when an unverified account it did not create holds the e-mail, then it refuses and grants nothing', async () => {
    const email = newEmail();
    // Anyone can sign up with the e-mail first (the web API key is public).
    const squatter = await auth().createUser({ email, password: 'senha-do-intruso' });

    await expect(grantSuperadmin(email)).rejects.toThrow(/não foi verificado/);

    expect((await auth().getUser(squatter.uid)).customClaims ?? {}).toEqual({});
  });

  it('when the account holding the e-mail is verified, then it is made superadmin and its old sessions end', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    await auth().updateUser(admin.uid, { emailVerified: true });
    await pastRevocationSecond();

    const result = await grantSuperadmin(admin.email.toUpperCase());

    expect(result).toMatchObject({ kind: 'promoted', uid: admin.uid });
    expect((await auth().getUser(admin.uid)).customClaims).toEqual({ role: 'superadmin' });
    expect((await call('get', '/api/templates', admin.token)).status).toBe(401);
  });

  it('when the account is already superadmin, then nothing changes', async () => {
    const email = newEmail();
    const first = await grantSuperadmin(email);
    expect(await grantSuperadmin(email)).toEqual({ kind: 'already', uid: first.uid });
  });
});
