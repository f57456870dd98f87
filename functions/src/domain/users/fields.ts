import { z } from 'zod';

/** The field rules shared by the user, company and company-admin inputs; each schema passes its own pt-BR texts. */

export const MIN_PASSWORD_LENGTH = 6;

/** Required, trimmed and lower-cased before it is checked as an address. */
export const emailField = (texts: { required: string; invalid: string }) =>
  z
    .string({ error: texts.required })
    .trim()
    .toLowerCase()
    .min(1, texts.required)
    .max(200)
    .pipe(z.email({ error: texts.invalid }));

/** Optional; kept as typed (the spec does not fix a format), only the characters are checked. */
export const phoneField = (invalid: string) =>
  z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9()+\-.\s]*$/, invalid)
    .default('');

/** A new account's password, never trimmed. */
export const passwordField = (texts: { required: string; tooShort: string }) =>
  z.string({ error: texts.required }).min(1, texts.required).min(MIN_PASSWORD_LENGTH, texts.tooShort).max(128);
