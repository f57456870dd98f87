import { beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../platform/firebase';
import { createAccount } from '../testing/accounts';
import { checkTokensAsProduction } from './token-checks';

const project = () => process.env.GCLOUD_PROJECT ?? '';
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token as the Auth emulator issues them, with `changes` applied to its claims. */
function emulatorToken(uid: string, changes: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${project()}`,
    aud: project(),
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    ...changes,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code ?? 'rejected',
  );

beforeAll(() => checkTokensAsProduction());

describe('token checks of the local API process, as production makes them', () => {
  it('when a token is verified without checking revocation, then the Auth emulator is not asked: an account disabled there still passes, as in production', async () => {
    const account = await createAccount({ role: 'admin', companyId: 'tokens' });
    await auth().updateUser(account.uid, { disabled: true });
    await expect(auth().verifyIdToken(account.token)).resolves.toMatchObject({ uid: account.uid });
    // A token for an account Auth never had passes too: nothing was looked up.
    await expect(auth().verifyIdToken(emulatorToken('nunca-existiu'))).resolves.toMatchObject({ uid: 'nunca-existiu' });
  });

  it('when revocation is checked (writes), then the Auth emulator is asked: a disabled or revoked account is refused', async () => {
    const disabled = await createAccount({ role: 'admin', companyId: 'tokens' });
    await auth().updateUser(disabled.uid, { disabled: true });
    expect(await codeOf(auth().verifyIdToken(disabled.token, true))).toBe('auth/user-disabled');

    const revoked = await createAccount({ role: 'admin', companyId: 'tokens' });
    // Revocation compares whole seconds with the token's auth_time.
    await new Promise((r) => setTimeout(r, 1100));
    await auth().revokeRefreshTokens(revoked.uid);
    expect(await codeOf(auth().verifyIdToken(revoked.token, true))).toBe('auth/id-token-revoked');
  });

  it('when a token is expired, for another project, from another issuer, without a subject or not a JWT, then it is refused without asking Auth', async () => {
    const { uid } = await createAccount({ role: 'admin', companyId: 'tokens' });
    const past = Math.floor(Date.now() / 1000) - 7200;
    expect(await codeOf(auth().verifyIdToken(emulatorToken(uid, { iat: past, exp: past + 3600 })))).toBe(
      'auth/id-token-expired',
    );
    expect(await codeOf(auth().verifyIdToken(emulatorToken(uid, { aud: 'demo-outro-projeto' })))).toBe(
      'auth/argument-error',
    );
    expect(await codeOf(auth().verifyIdToken(emulatorToken(uid, { iss: 'https://example.com/' })))).toBe(
      'auth/argument-error',
    );
    expect(await codeOf(auth().verifyIdToken(emulatorToken(uid, { sub: '' })))).toBe('auth/argument-error');
    expect(await codeOf(auth().verifyIdToken('not-a-token'))).toBe('auth/argument-error');
    // The untouched token of the same account passes: only the changed claim was refused.
    await expect(auth().verifyIdToken(emulatorToken(uid))).resolves.toMatchObject({ uid });
  });

  it('when the process is not pointed at the Auth emulator, then it refuses to install', () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      expect(() => checkTokensAsProduction()).toThrow(/Auth emulator only/);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
    }
  });
});
