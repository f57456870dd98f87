import { z } from 'zod';
import { MESSAGES } from '@domain/messages';
import { isCompanyBound, ROLES, SessionClaimsSchema, type SessionUser } from '@domain/roles';

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
  const claims = SessionClaimsSchema.safeParse(account.claims);
  if (!claims.success) return { ok: false, message: MESSAGES.auth.unauthorized };
  const { role, companyId, companyName } = claims.data;
  if (isCompanyBound(role) && !companyId) return { ok: false, message: MESSAGES.auth.noCompany };

  const email = account.email ?? '';
  const nameClaim = typeof account.claims.name === 'string' ? account.claims.name.trim() : '';
  return {
    ok: true,
    user: {
      uid: account.uid,
      email,
      name: account.displayName?.trim() || nameClaim || email,
      role,
      companyId: companyId ?? null,
      companyName: companyName ?? null,
    },
  };
}

export const SESSION_STORAGE_KEY = 'auth-storage';

const StoredSessionSchema = z.object({
  isAuthenticated: z.literal(true),
  user: z.object({
    uid: z.string().min(1),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
  }),
});

/**
 * The last session, kept only to paint the right screen at once; Firebase Auth stays the
 * truth and replaces it as soon as it answers.
 */
export function readStoredSession(storage: Storage = localStorage): SessionUser | null {
  try {
    const parsed = StoredSessionSchema.safeParse(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data.user : null;
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
