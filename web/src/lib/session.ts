import { timeZoneOr } from '@domain/dates';
import { authMessages } from '@domain/auth/messages';
import { isCompanyBound, readSessionClaims, ROLES, type SessionUser } from '@domain/roles';

/** What the client knows about a signed-in Firebase account. */
export interface AccountSnapshot {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Every claim of the ID token, custom ones included. */
  claims: Record<string, unknown>;
}

export type SessionResolution = { ok: true; user: SessionUser } | { ok: false; message: string };

/**
 * Decides who the account is in CheckFrota from its token claims (DESIGN D3): a valid role is
 * required, and admins and field users must belong to a company (spec section 6).
 */
export function resolveSessionUser(account: AccountSnapshot): SessionResolution {
  const claims = readSessionClaims(account.claims);
  if (!claims) return { ok: false, message: authMessages.unauthorized };
  const { role, companyId, companyName, timeZone, personName, passwordChangeRequired } = claims;
  if (isCompanyBound(role) && !companyId) return { ok: false, message: authMessages.noCompany };

  const email = account.email ?? '';
  const nameClaim = typeof account.claims.name === 'string' ? account.claims.name.trim() : '';
  return {
    ok: true,
    user: {
      uid: account.uid,
      email,
      // The record's name first, as the server records the person (the profile's may be self-edited).
      name: personName || account.displayName?.trim() || nameClaim || email,
      role,
      companyId: companyId ?? null,
      companyName: companyName ?? null,
      timeZone: timeZoneOr(timeZone),
      ...(passwordChangeRequired && { passwordChangeRequired }),
    },
  };
}

export const SESSION_STORAGE_KEY = 'auth-storage';

/** The stored session, if it has the shape writeStoredSession gives it (checked by hand, like the claims). */
function storedUser(value: unknown): SessionUser | null {
  if (
    typeof value !== 'object' ||
    value === null ||
    (value as { isAuthenticated?: unknown }).isAuthenticated !== true
  ) {
    return null;
  }
  const user = (value as { user?: unknown }).user as Record<string, unknown> | null | undefined;
  if (typeof user !== 'object' || user === null) return null;
  const text = (key: string) => typeof user[key] === 'string';
  const textOrNull = (key: string) => user[key] === null || text(key);
  const valid =
    text('uid') &&
    user.uid !== '' &&
    text('email') &&
    text('name') &&
    (ROLES as readonly unknown[]).includes(user.role) &&
    textOrNull('companyId') &&
    textOrNull('companyName');
  if (!valid) return null;
  const { uid, email, name, role, companyId, companyName } = user as unknown as SessionUser;
  // A session stored before the zone was claimed: the default until Firebase Auth answers.
  return {
    uid,
    email,
    name,
    role,
    companyId,
    companyName,
    timeZone: timeZoneOr(user.timeZone),
    // Kept, so a reload paints 'Defina sua senha' again rather than the screens behind it.
    ...(user.passwordChangeRequired === true && { passwordChangeRequired: true as const }),
  };
}

/**
 * The last session, kept only to paint the right screen at once; Firebase Auth stays the
 * truth and replaces it as soon as it answers.
 */
export function readStoredSession(storage: Storage = localStorage): SessionUser | null {
  try {
    return storedUser(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function writeStoredSession(user: SessionUser | null, storage: Storage = localStorage): void {
  try {
    if (user) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, isAuthenticated: true }));
    else storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode, quota); the session still works in memory.
  }
}
