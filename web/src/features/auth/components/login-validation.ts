import { MESSAGES } from '@domain/messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 6;

/** The first problem with the sign-in fields (spec section 5), or null when they may be sent. */
export function validateLogin(email: string, password: string): string | null {
  if (!email || !password) return MESSAGES.auth.fillAllFields;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.auth.invalidEmail;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.auth.shortPassword;
  return null;
}
