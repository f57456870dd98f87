import { z } from 'zod';
import type { Role } from '../roles';
import { secondFactorMessages } from './second-factor-messages';

/**
 * The second factor of admins and the superadmin: a TOTP code (RFC 6238, an authenticator app's 6
 * digits every 30 s). Firebase Auth's own TOTP needs Identity Platform and its local emulator does
 * not enrol one (docs/product/security.md), so the API keeps the secret and checks the codes.
 */

/** Roles that may turn it on; the superadmin must (`isSecondFactorRequired`). Field users have none. */
export const SECOND_FACTOR_ROLES = ['admin', 'superadmin'] as const satisfies readonly Role[];

export const hasSecondFactorRole = (role: Role): role is (typeof SECOND_FACTOR_ROLES)[number] =>
  (SECOND_FACTOR_ROLES as readonly Role[]).includes(role);

/** The superadmin reaches every company: its account is useless without the code. */
export const isSecondFactorRequired = (role: Role): boolean => role === 'superadmin';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one period before or after are taken too: a phone's clock a little off still works. */
export const TOTP_WINDOW = 1;
/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'CheckFrota';

/** A typed code: spaces (as apps show it, '123 456') are dropped before the 6 digits are checked. */
export const SecondFactorCodeSchema = z.strictObject({
  code: z
    .string({ error: secondFactorMessages.secondFactorCodeInvalid })
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, secondFactorMessages.secondFactorCodeInvalid)),
});
export type SecondFactorCodeInput = z.input<typeof SecondFactorCodeSchema>;

/**
 * Where the signed-in person stands: `verified` when this sign-in (the token's auth_time) passed
 * the code. Until then an enrolled person, and a superadmin not yet enrolled, reach only these routes.
 */
export { secondFactorGate, type SecondFactorGate, type SecondFactorStatus } from './second-factor-gate';

/** A new enrolment: the secret as the QR code carries it (an otpauth:// URI), as an SVG, and as text to type. */
export interface SecondFactorEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}
