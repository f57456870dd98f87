import { z } from 'zod';

/** The field rules shared by the user, company and company-admin inputs; each schema passes its own pt-BR texts. */

export const MIN_PASSWORD_LENGTH = 6;
/** An admin's account reaches a whole company's records: a longer password than a field user's. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Required, trimmed and lower-cased before it is checked as an address. */
export const emailField = (texts: { required: string; invalid: string }) =>
  z
    .string({ error: texts.required })
    .trim()
    .toLowerCase()
    .min(1, texts.required)
    .max(200)
    .pipe(z.email({ error: texts.invalid }));

/**
 * A Brazilian number without the country code: a two-digit DDD (11 to 99, no zero), then 8 digits
 * of a landline (starting 2 to 5) or 9 of a mobile (starting 9).
 */
const BRAZILIAN_PHONE = /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/;

/** Its digits, without a leading +55 or 0 (the long-distance prefix). */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^(?:55(?=\d{10,11}$)|0(?=\d{10,11}$))/, '');

export const isBrazilianPhone = (phone: string): boolean =>
  /^[0-9()+\-.\s]*$/.test(phone) && BRAZILIAN_PHONE.test(phoneDigits(phone));

/** Optional; kept as typed, and when given it must be a Brazilian number (`isBrazilianPhone`). */
export const phoneField = (invalid: string) =>
  z
    .string()
    .trim()
    .max(30)
    .refine((phone) => phone === '' || isBrazilianPhone(phone), invalid)
    .default('');

/** A new account's password, never trimmed. */
export const passwordField = (texts: { required: string; tooShort: string }, minLength = MIN_PASSWORD_LENGTH) =>
  z.string({ error: texts.required }).min(1, texts.required).min(minLength, texts.tooShort).max(128);
