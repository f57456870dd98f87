import { randomUUID } from 'node:crypto';
import type { Role } from '../domain/roles';
import { auth } from '../platform/firebase';
import { enrolWithSecret } from '../second-factor';

export interface TestAccount {
  uid: string;
  email: string;
  token: string;
}

export const TEST_PASSWORD = 'senha-segura-1';
/** The authenticator secret (base32) of the tests' superadmins, enrolled and verified as they sign in. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The sign-in time a token carries (its auth_time). */
export const authTimeOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { auth_time: number }).auth_time;

/** Exchanges e-mail and password for a real ID token at the Auth emulator. */
export async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** A new Auth account with the given claims, signed in. `role: null` makes one with no claims. */
export async function createAccount(options: {
  role: Role | null;
  companyId?: string;
  companyName?: string;
  /** The company's time zone claim; none by default (a token from before the claim, read as São Paulo). */
  timeZone?: string;
  name?: string;
}): Promise<TestAccount> {
  const email = `${options.role ?? 'none'}-${randomUUID().slice(0, 8)}@teste.dev`;
  const user = await auth().createUser({ email, password: TEST_PASSWORD, displayName: options.name ?? email });
  if (options.role) {
    await auth().setCustomUserClaims(user.uid, {
      role: options.role,
      ...(options.companyId
        ? { companyId: options.companyId, companyName: options.companyName ?? options.companyId }
        : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      personName: options.name ?? email,
    });
  }
  const token = await signIn(email);
  // The superadmin must pass its second factor: the tests' one has passed it for this sign-in.
  if (options.role === 'superadmin') await enrolWithSecret(user.uid, TEST_TOTP_SECRET, null, authTimeOf(token));
  return { uid: user.uid, email, token };
}

/** A fresh company id, so that test files never see each other's data. */
export function newCompanyId(prefix = 'empresa'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/**
 * An ID token for an existing account as the Auth emulator would issue it, but signed in at
 * `authTime` (seconds since the epoch), which is how a test gets a sign-in older than it can wait
 * for: the emulator's tokens are unsigned, so the Admin SDK accepts one made here. The account's
 * sessions are made valid from before then (the emulator checks revocation on every token, and
 * an account created now would count an older sign-in as revoked).
 */
export async function tokenSignedInAt(uid: string, claims: Record<string, unknown>, authTime: number): Promise<string> {
  const project = process.env.GCLOUD_PROJECT ?? '';
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince: String(authTime - 1) }),
  });
  if (!res.ok) throw new Error(`could not move the sessions of ${uid} back: ${await res.text()}`);
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    ...claims,
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: authTime,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  if (claims.role === 'superadmin') await enrolWithSecret(uid, TEST_TOTP_SECRET, null, authTime);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
