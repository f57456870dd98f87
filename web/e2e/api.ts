import { inject } from 'vitest';
import { DEMO_SUPERADMIN_EMAIL, passSuperadminSecondFactor } from '../../scripts/demo-second-factor.mjs';
import { DEMO_PASSWORD } from './browser';

/** The local stack's Auth emulator and project (functions/src/dev/local-stack.ts). */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT_ID = 'demo-checkfrota';

/**
 * Calls the API as a demo account, for what a journey needs set up or checked beside the screens
 * (an assignment to fill, the notifications a user received). Answers the envelope's data.
 */
export async function apiAs<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const idToken = await idTokenOf(email);
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!envelope.success) throw new Error(`${method} ${path}: ${res.status} ${envelope.error?.message}`);
  return envelope.data;
}

/** An ID token of a demo account, from the Auth emulator; the superadmin's has passed its second factor. */
export async function idTokenOf(email: string): Promise<string> {
  const idToken = await passwordSignIn(email, DEMO_PASSWORD);
  if (!idToken) throw new Error(`${email} could not sign in with the demo password`);
  if (email === DEMO_SUPERADMIN_EMAIL) await passSuperadminSecondFactor(inject('baseUrl'), idToken);
  return idToken;
}

/** Calls the Auth emulator's public REST API (what the Firebase SDK calls). */
async function identityToolkit(operation: string, body: unknown): Promise<Response> {
  return fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The ID token of a sign-in with this password, or null when the emulator refuses it. */
export async function passwordSignIn(email: string, password: string): Promise<string | null> {
  const res = await identityToolkit('signInWithPassword', { email, password, returnSecureToken: true });
  return res.ok ? ((await res.json()) as { idToken: string }).idToken : null;
}

/** A bare Auth account (no company profile), for a journey that must not change a demo account. */
export async function createAuthAccount(email: string, password: string): Promise<void> {
  const res = await identityToolkit('signUp', { email, password });
  if (!res.ok) throw new Error(`accounts:signUp: ${res.status} ${await res.text()}`);
}

/** The newest password-reset link the Auth emulator "sent" to this address (its out-of-band codes). */
export async function passwordResetLink(email: string): Promise<string | null> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes: ${res.status} ${await res.text()}`);
  const { oobCodes = [] } = (await res.json()) as {
    oobCodes?: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  return (
    oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').at(-1)?.oobLink ?? null
  );
}

/** Whether the Auth emulator holds an account with this e-mail (its admin lookup, as the project's owner). */
export async function authAccountExists(email: string): Promise<boolean> {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!res.ok) throw new Error(`accounts:lookup: ${res.status} ${await res.text()}`);
  const { users = [] } = (await res.json()) as { users?: unknown[] };
  return users.length > 0;
}
