import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Role, SessionUser } from '@domain/roles';
import { SessionContext, type SessionContextValue } from '@/lib/session-context';

export function sessionUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: `${role}-1`,
    email: `${role}@alfa.dev`,
    name: 'Ana Souza',
    role,
    companyId: role === 'superadmin' ? null : 'alfa',
    companyName: role === 'superadmin' ? null : 'Transportes Alfa',
    timeZone: 'America/Sao_Paulo',
    ...overrides,
  };
}

/** A fixed session for screens under test; sign-in itself is covered by the browser journeys. */
export function sessionValue(user: SessionUser | null): SessionContextValue {
  return {
    status: user ? 'authenticated' : 'signed-out',
    user,
    notice: null,
    signIn: vi.fn(),
    signOut: vi.fn().mockResolvedValue(undefined),
    refreshSession: vi.fn().mockResolvedValue(undefined),
    clearNotice: vi.fn(),
  };
}

export function WithSession({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  return <SessionContext.Provider value={sessionValue(user)}>{children}</SessionContext.Provider>;
}
