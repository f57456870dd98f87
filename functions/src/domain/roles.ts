import { keysOf } from './labels';
import { timeZoneOr, type TimeZone } from './dates';
import { AppError, forbidden, notFound } from './errors';
import { authMessages } from './auth/messages';
import { paths } from './paths';

export const ROLE_LABELS = {
  superadmin: 'Super Admin',
  admin: 'Administrador',
  user: 'Usuário',
} as const;
export const ROLES = keysOf(ROLE_LABELS);
export type Role = (typeof ROLES)[number];

/** Custom claims carried by every ID token (DESIGN D3). */
export interface SessionClaims {
  role: Role;
  companyId?: string;
  companyName?: string;
  /** The company's time zone (every date its people read); absent on older tokens and the superadmin's. */
  timeZone?: TimeZone;
  /**
   * The person's name as their record holds it, set by the server: the token's own `name` comes
   * from the Auth profile, which its holder may change, so it never names who did something.
   */
  personName?: string;
  /**
   * The account's password was typed by someone else (the superadmin adding an admin): until its
   * holder sets their own, the API answers only the password change.
   */
  passwordChangeRequired?: true;
}

/**
 * The claims of a token, or null when they name no valid role or are malformed. Checked by hand,
 * not with a zod schema: the web client reads them on its first screen, where zod would add
 * 14 KB (gzip) to the first load.
 */
export function readSessionClaims(raw: Record<string, unknown>): SessionClaims | null {
  const { role, companyId, companyName, timeZone, personName, passwordChangeRequired } = raw;
  if (!(ROLES as readonly unknown[]).includes(role)) return null;
  if (companyId !== undefined && (typeof companyId !== 'string' || companyId === '')) return null;
  if (companyName !== undefined && typeof companyName !== 'string') return null;
  return {
    role: role as Role,
    ...(companyId !== undefined && { companyId }),
    ...(companyName !== undefined && { companyName }),
    // A zone that is not one of Brazil's (a hand-edited claim) reads as the default, not as no session.
    ...(timeZone !== undefined && { timeZone: timeZoneOr(timeZone) }),
    ...(typeof personName === 'string' && personName !== '' && { personName }),
    ...(passwordChangeRequired === true && { passwordChangeRequired: true as const }),
  };
}

/** The signed-in person as the API and the web client both see them. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  role: Role;
  companyId: string | null;
  companyName: string | null;
  /** The company's time zone; the default (São Paulo) for the superadmin and tokens without one. */
  timeZone: TimeZone;
  /** Must set their own password before anything else (SessionClaims.passwordChangeRequired). */
  passwordChangeRequired?: true;
}

/** Where each role starts, and where a screen not for its role sends it (spec section 2). */
export function homePathFor(role: Role): string {
  return role === 'user' ? paths.field.list : paths.admin.root;
}

/** Admins and field users belong to one company; only the superadmin stands above them. */
export function isCompanyBound(role: Role): boolean {
  return role !== 'superadmin';
}

/** A session bound to a company: admins and users act only inside it (DESIGN D3). */
export interface CompanySession extends SessionUser {
  companyId: string;
}

export function companyOf(session: SessionUser): CompanySession {
  if (!session.companyId) throw forbidden(authMessages.noCompany);
  return session as CompanySession;
}

/**
 * The company a call reads in: an admin's or field user's own, where naming another company finds
 * nothing (not found, so nothing tells them it exists), or the one the superadmin names, which they
 * must ('Erro: ID da empresa não encontrado', spec section 8, otherwise).
 */
export function companyInScope(
  session: SessionUser,
  companyId: string | undefined,
  messages: { notFound: string },
): string {
  if (session.role !== 'superadmin') {
    const own = companyOf(session).companyId;
    if (companyId && companyId !== own) throw notFound(messages.notFound);
    return own;
  }
  if (!companyId) throw new AppError('invalid_input', authMessages.companyIdMissing);
  return companyId;
}
