import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '@domain/dates';
import { authMessages } from '@domain/auth/messages';
import type { SessionUser } from '@domain/roles';
import { setDisplayTimeZone } from './format';
import { retryingImport } from './retrying-import';
import { readStoredSession, resolveSessionUser, writeStoredSession, type SessionResolution } from './session';
import { SessionContext, type SessionContextValue, type SessionStatus } from './session-context';

const loadAuthSdk = retryingImport(() => import('./auth-sdk'));

async function resolveAccount(account: User): Promise<SessionResolution> {
  const token = await account.getIdTokenResult();
  return resolveSessionUser({
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    claims: token.claims,
  });
}

/** Firebase Auth's code when a request could not reach it (offline, or the signal dropped). */
function isNetworkError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** Whether two sessions name the same person alike: Firebase confirming the stored one changes nothing on screen. */
function samePerson(a: SessionUser | null, b: SessionUser): boolean {
  if (a === null) return false;
  // Both sides' keys: a flag one of them lacks (passwordChangeRequired) is a difference too.
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SessionUser>;
  return [...keys].every((key) => a[key] === b[key]);
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
      // The same person as shown: the same state, so no screen renders again for it (the field
      // list's first load, where Firebase confirms the stored session).
      setState((current) =>
        user
          ? current.status === 'authenticated' && samePerson(current.user, user)
            ? current
            : { status: 'authenticated', user }
          : { status: 'signed-out', user: null },
      );
    },
    [onSignedOut],
  );

  const keepStoredSession = useCallback(
    () => setState((current) => (current.user ? current : { status: 'signed-out', user: null })),
    [],
  );

  useEffect(() => {
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    loadAuthSdk().then(
      ({ auth, onAuthStateChanged, signOut }) => {
        if (unmounted) return;
        stopListening = onAuthStateChanged(auth, async (account) => {
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
              await signOut(auth);
            }
          } catch (error) {
            // Without a network (an expired token cannot be renewed offline) the stored session
            // goes on and the device keeps its unsent work; only Auth refusing the account ends it.
            if (isNetworkError(error)) keepStoredSession();
            else commit(null);
          }
        });
      },
      // Without the SDK (offline, before the worker cached it) a stored session goes on as it
      // was, and nothing is cleared; without one, the sign-in screen shows.
      () => {
        if (!unmounted) keepStoredSession();
      },
    );
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, [commit, keepStoredSession]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      signingIn.current = true;
      try {
        const { auth, signInWithEmailAndPassword, signOut } = await loadAuthSdk();
        let account: User;
        try {
          account = (await signInWithEmailAndPassword(auth, email, password)).user;
        } catch {
          throw new Error(authMessages.loginFailed);
        }
        const result = await resolveAccount(account);
        if (!result.ok) {
          await signOut(auth);
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
    const sdk = await loadAuthSdk();
    await sdk.signOut(sdk.auth);
    commit(null);
  }, [commit]);

  const refreshSession = useCallback(async () => {
    const { auth } = await loadAuthSdk();
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
