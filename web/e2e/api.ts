import { inject } from 'vitest';
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

/** An ID token of a demo account, from the Auth emulator. */
export async function idTokenOf(email: string): Promise<string> {
  const signIn = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  return ((await signIn.json()) as { idToken: string }).idToken;
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
