import { LoginInputSchema, type ValidLoginInput } from '@domain/auth/login.schema';
import type { LoginFormValues } from './login-form';

export type LoginCheck = { ok: true; input: ValidLoginInput } | { ok: false; message: string };

/** The schema reports one problem at a time (spec section 5): that one is what the form shows. */
export function checkLogin(values: LoginFormValues): LoginCheck {
  const result = LoginInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}
