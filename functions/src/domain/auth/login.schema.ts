import { authMessages } from './messages';
import { MIN_PASSWORD_LENGTH } from '../users/user.schema';

const m = authMessages;

/**
 * The e-mail pattern of zod's z.email(), which users' schemas check (users/fields.ts): an address
 * an account was created with is never refused at sign-in. login.schema.test.ts keeps it equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginInput {
  email: string;
  password: string;
}

export type LoginCheck = { ok: true; input: LoginInput } | { ok: false; message: string };

/**
 * The sign-in form (spec section 5): one problem at a time, in this order: a missing field, a
 * malformed e-mail, a short password. The e-mail is trimmed. Plain code rather than a zod schema:
 * it is all the sign-in screen validates, and zod would be 25 KB (gzip) of every sign-in.
 */
export function checkLogin({ email: typed, password }: LoginInput): LoginCheck {
  const email = typed.trim();
  if (!email || !password) return { ok: false, message: m.fillAllFields };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: m.invalidEmail };
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, message: m.shortPassword };
  return { ok: true, input: { email, password } };
}
