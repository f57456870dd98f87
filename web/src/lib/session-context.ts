import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@domain/paths';
import type { SessionUser } from '@domain/roles';

export type SessionStatus = 'loading' | 'authenticated' | 'signed-out';

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Why a session was ended without the person asking (e.g. the role was taken away). */
  notice: string | null;
  /** Resolves with the session user, or rejects with an Error whose message is pt-BR. */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  /** Asks Firebase Auth for a fresh token and reads its claims again (after the company's time zone changed). */
  refreshSession: () => Promise<void>;
  clearNotice: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside a SessionContext provider');
  return value;
}

/** For screens that only render behind a guard, where a user is certain. */
export function useSessionUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSessionUser must be used behind an authentication guard');
  return user;
}

/** Signs out and goes to /login, replacing the page so the next sign-in starts at home. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate(paths.login, { replace: true });
  }, [signOut, navigate]);
}
