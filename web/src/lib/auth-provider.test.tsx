import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/firebase';
import { AuthProvider } from './auth-provider';
import { formatDateTime, setDisplayTimeZone } from './format';
import { SESSION_STORAGE_KEY } from './session';
import { useSession } from './session-context';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

/** Firebase Auth's listener, as the provider registers it (jsdom has no Auth emulator to sign in against). */
let authListener: ((account: unknown) => Promise<void>) | null = null;
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (account: unknown) => Promise<void>) => {
    authListener = listener;
    return () => {
      authListener = null;
    };
  },
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
}));

const TEN_UTC = '2026-11-24T10:00:00.000Z';

function Probe() {
  const { user, refreshSession } = useSession();
  return (
    <>
      <output aria-label="zona">{user?.timeZone ?? 'nenhuma'}</output>
      <output aria-label="data">{formatDateTime(TEN_UTC)}</output>
      <button onClick={() => void refreshSession()}>Atualizar</button>
    </>
  );
}

/** A signed-in Firebase account whose token carries `claims` (changed by the test to play a claims update). */
function account(claims: Record<string, unknown>) {
  const current = {
    uid: 'alfa-admin',
    email: 'admin@alfa.dev',
    displayName: 'Ana Souza',
    claims,
    getIdToken: vi.fn(async (_force?: boolean) => 'token'),
    getIdTokenResult: vi.fn(async () => ({ claims: current.claims })),
  };
  return current;
}

const fakeAuth = auth as unknown as { currentUser: unknown };
const signedInBefore = fakeAuth.currentUser;

beforeEach(() => localStorage.clear());
afterEach(() => {
  fakeAuth.currentUser = signedInBefore;
  setDisplayTimeZone('America/Sao_Paulo');
});

describe("the session's time zone", () => {
  it('when a session of a company in Manaus is restored, then dates render on Manaus time from the first paint', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        isAuthenticated: true,
        user: {
          uid: 'u1',
          email: 'ana@alfa.dev',
          name: 'Ana',
          role: 'admin',
          companyId: 'alfa',
          companyName: 'Transportes Alfa',
          timeZone: 'America/Manaus',
        },
      }),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByLabelText('zona')).toHaveTextContent('America/Manaus');
    expect(screen.getByLabelText('data')).toHaveTextContent('24/11/2026 06:00');
  });

  it('when the company moves to Acre and the session is refreshed, then the token is forced anew and dates follow', async () => {
    const signedIn = account({ role: 'admin', companyId: 'alfa', timeZone: 'America/Sao_Paulo' });
    fakeAuth.currentUser = signedIn;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    // The SDK comes after the first paint (lib/auth-sdk.ts), and its listener with it.
    await vi.waitFor(() => expect(authListener).not.toBeNull());
    await act(() => authListener!(signedIn));
    expect(screen.getByLabelText('data')).toHaveTextContent('24/11/2026 07:00');

    signedIn.claims = { ...signedIn.claims, timeZone: 'America/Rio_Branco' };
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));

    expect(await screen.findByText('America/Rio_Branco')).toBeInTheDocument();
    expect(signedIn.getIdToken).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('data')).toHaveTextContent('24/11/2026 05:00');
  });
});

describe('a cold start without a network', () => {
  const stored = {
    uid: 'alfa-joao',
    email: 'joao@alfa.dev',
    name: 'João',
    role: 'user',
    companyId: 'alfa',
    companyName: 'Transportes Alfa',
    timeZone: 'America/Sao_Paulo',
  };

  function Status() {
    const { status, user } = useSession();
    return <output aria-label="sessão">{`${status}:${user?.email ?? 'ninguém'}`}</output>;
  }

  /** The account Firebase Auth restores from the device, whose expired token cannot be renewed. */
  function restoredAccount(code: string) {
    const restored = account({});
    restored.uid = stored.uid;
    restored.getIdTokenResult.mockRejectedValue(Object.assign(new Error(code), { code }));
    fakeAuth.currentUser = restored;
    return restored;
  }

  async function startWith(code: string) {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, user: stored }));
    const onSignedOut = vi.fn();
    const restored = restoredAccount(code);
    render(
      <AuthProvider onSignedOut={onSignedOut}>
        <Status />
      </AuthProvider>,
    );
    await vi.waitFor(() => expect(authListener).not.toBeNull());
    await act(() => authListener!(restored));
    return onSignedOut;
  }

  it('when the token cannot be renewed for lack of a network, then the stored session goes on and nothing on the device is cleared', async () => {
    const onSignedOut = await startWith('auth/network-request-failed');

    expect(screen.getByLabelText('sessão')).toHaveTextContent('authenticated:joao@alfa.dev');
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('joao@alfa.dev');
  });

  it('when Firebase Auth refuses the account, then the session ends and the device is cleared', async () => {
    const onSignedOut = await startWith('auth/user-disabled');

    expect(screen.getByLabelText('sessão')).toHaveTextContent('signed-out:ninguém');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('Firebase confirming the stored session', () => {
  const claims = { role: 'admin', companyId: 'alfa', companyName: 'Transportes Alfa', timeZone: 'America/Sao_Paulo' };
  const stored = { uid: 'alfa-admin', email: 'admin@alfa.dev', name: 'Ana Souza', ...claims };
  const drawn = vi.fn();

  function Name() {
    drawn();
    return <output aria-label="nome">{useSession().user?.name}</output>;
  }

  async function confirm(signedIn: ReturnType<typeof account>) {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, user: stored }));
    drawn.mockClear();
    fakeAuth.currentUser = signedIn;
    render(
      <AuthProvider>
        <Name />
      </AuthProvider>,
    );
    await vi.waitFor(() => expect(authListener).not.toBeNull());
    const before = drawn.mock.calls.length;
    await act(() => authListener!(signedIn));
    return drawn.mock.calls.length - before;
  }

  it('when it names the same person alike, then nothing below renders again', async () => {
    expect(await confirm(account(claims))).toBe(0);
    expect(screen.getByLabelText('nome')).toHaveTextContent('Ana Souza');
  });

  it('when the person changed meanwhile (a new name), then the screens show it', async () => {
    const renamed = account(claims);
    renamed.displayName = 'Ana Souza Lima';
    expect(await confirm(renamed)).toBeGreaterThan(0);
    expect(screen.getByLabelText('nome')).toHaveTextContent('Ana Souza Lima');
  });
});
