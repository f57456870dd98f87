import { z } from 'zod';
import { authMessages } from './messages';
import { MIN_PASSWORD_LENGTH } from '../users/user.schema';

const m = authMessages;
const EmailSchema = z.email();

/**
 * The sign-in form (spec section 5): one problem at a time, in this order: a missing field, a
 * malformed e-mail, a short password. The e-mail is trimmed.
 */
export const LoginInputSchema = z
  .strictObject({ email: z.string().trim(), password: z.string() })
  .superRefine(({ email, password }, ctx) => {
    if (!email || !password) {
      ctx.addIssue({ code: 'custom', path: [email ? 'password' : 'email'], message: m.fillAllFields });
    } else if (!EmailSchema.safeParse(email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: m.invalidEmail });
    } else if (password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.shortPassword });
    }
  });
export type ValidLoginInput = z.output<typeof LoginInputSchema>;
