import { onAuthStateChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '@domain/dates';
import { authMessages } from '@domain/auth/messages';
import type { SessionUser } from '@domain/roles';
import { auth } from './firebase';
import { setDisplayTimeZone } from './format';
import { readStoredSession, resolveSessionUser, writeStoredSession, type SessionResolution } from './session';
import { SessionContext, type SessionContextValue, type SessionStatus } from './session-context';

async function resolveAccount(account: User): Promise<SessionResolution> {
  const token = await account.getIdTokenResult();
  return resolveSessionUser({
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    claims: token.claims,
  });
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

interface AuthProviderProps {
  children: ReactNode;
  /** Called whenever a session ends, so cached data of one person never reaches the next. */
  onSignedOut?: () => void;
}

export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const [state, setState] = useState<SessionState>(() => {
    const stored = readStoredSession();
    return stored ? { status: 'authenticated', user: stored } : { status: 'loading', user: null };
  });
  const [notice, setNotice] = useState<string | null>(null);
  // While signIn runs it owns the outcome (its caller shows the error), so the listener stays out.
  const signingIn = useRef(false);

  const commit = useCallback(
    (user: SessionUser | null) => {
      writeStoredSession(user);
      if (!user) onSignedOut?.();
      setState(user ? { status: 'authenticated', user } : { status: 'signed-out', user: null });
    },
    [onSignedOut],
  );

  useEffect(
    () =>
      onAuthStateChanged(auth, async (account) => {
        if (!account) {
          commit(null);
          return;
        }
        if (signingIn.current) return;
        try {
          const result = await resolveAccount(account);
          if (auth.currentUser?.uid !== account.uid) return;
          if (result.ok) {
            commit(result.user);
          } else {
            setNotice(result.message);
            await firebaseSignOut(auth);
          }
        } catch {
          commit(null);
        }
      }),
    [commit],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      signingIn.current = true;
      try {
        let account: User;
        try {
          account = (await signInWithEmailAndPassword(auth, email, password)).user;
        } catch {
          throw new Error(authMessages.loginFailed);
        }
        const result = await resolveAccount(account);
        if (!result.ok) {
          await firebaseSignOut(auth);
          throw new Error(result.message);
        }
        setNotice(null);
        commit(result.user);
        return result.user;
      } finally {
        signingIn.current = false;
      }
    },
    [commit],
  );

  const signOut = useCallback(async () => {
    await firebaseSignOut(auth);
    commit(null);
  }, [commit]);

  const refreshSession = useCallback(async () => {
    const account = auth.currentUser;
    if (!account) return;
    await account.getIdToken(true);
    const result = await resolveAccount(account);
    if (result.ok) commit(result.user);
  }, [commit]);

  const clearNotice = useCallback(() => setNotice(null), []);

  // Before any screen below renders a date: they read it in the signed-in company's zone.
  setDisplayTimeZone(state.user?.timeZone ?? DEFAULT_TIME_ZONE);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, notice, signIn, signOut, refreshSession, clearNotice }),
    [state, notice, signIn, signOut, refreshSession, clearNotice],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
