import { LoginInputSchema, type ValidLoginInput } from '@domain/auth/login.schema';

export type LoginCheck = { ok: true; input: ValidLoginInput } | { ok: false; message: string };

/** The schema reports one problem at a time (spec section 5): that one is what the form shows. */
export function checkLogin(values: { email: string; password: string }): LoginCheck {
  const result = LoginInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}
