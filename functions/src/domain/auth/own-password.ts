import { z } from 'zod';
import { route } from '../contract';
import { MIN_ADMIN_PASSWORD_LENGTH, passwordField } from '../users/fields';

/**
 * An admin's or the superadmin's own password: an admin added by the superadmin got one someone
 * else typed, and sets their own at the first sign-in ('Defina sua senha') before anything else.
 */

export const ownPasswordMessages = {
  passwordChangeRequired: 'Defina a sua própria senha para continuar',
  passwordRequired: 'Informe a nova senha',
  passwordTooShort: `A nova senha deve ter pelo menos ${MIN_ADMIN_PASSWORD_LENGTH} caracteres`,
  confirmationMismatch: 'As senhas não coincidem',
} as const;

/** The roles that set their own password here (field users use 'Esqueci minha senha'). */
export const OWN_PASSWORD_ROLES = ['admin', 'superadmin'] as const;

export const OwnPasswordInputSchema = z.strictObject({
  password: passwordField(
    { required: ownPasswordMessages.passwordRequired, tooShort: ownPasswordMessages.passwordTooShort },
    MIN_ADMIN_PASSWORD_LENGTH,
  ),
});
export type OwnPasswordInput = z.input<typeof OwnPasswordInputSchema>;

/** The screen's form: the new password typed twice, the same; only `password` is sent. */
export const OwnPasswordFormSchema = OwnPasswordInputSchema.extend({ confirmation: z.string() }).refine(
  (form) => form.password === form.confirmation,
  { path: ['confirmation'], message: ownPasswordMessages.confirmationMismatch },
);
export type OwnPasswordFormValues = z.input<typeof OwnPasswordFormSchema>;

export const ownPasswordApi = {
  /** Every session of the account ends: the web signs in again with the new password. */
  change: route('post', '/me/password', { body: OwnPasswordInputSchema }).returns<{ changed: true }>(),
};
