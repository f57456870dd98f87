import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@domain/roles';
import { sessionUser, WithSession } from '@/testing/session';
import { PUSH_START_DELAY_MS, usePushRegistration } from './push-hooks';

// The local stack's project: setting push up registers the service worker and asks FCM for nothing.
vi.mock('@/lib/firebase', () => ({
  firebaseApp: { name: 'test-app' },
  firebaseSettings: { options: {}, useEmulators: true, vapidKey: null },
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(),
  onMessage: vi.fn(() => vi.fn()),
  deleteToken: vi.fn(),
}));

const register = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  register.mockResolvedValue({ scope: '/' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, addEventListener: vi.fn() },
  });
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('usePushRegistration', () => {
  function renderFor(user: SessionUser) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <WithSession user={user}>{children}</WithSession>
      </QueryClientProvider>
    );
    return renderHook(() => usePushRegistration(), { wrapper });
  }

  it('when a field user is signed in, then push is set up 2 seconds later, not before', async () => {
    vi.useFakeTimers();
    renderFor(sessionUser('user'));
    await act(() => vi.advanceTimersByTimeAsync(PUSH_START_DELAY_MS - 100));
    expect(register).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });

  it('when an admin is signed in, then push is set up 2 seconds later too', async () => {
    vi.useFakeTimers();
    renderFor(sessionUser('admin'));
    await act(() => vi.advanceTimersByTimeAsync(PUSH_START_DELAY_MS));
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });

  it('when the superadmin is signed in, then push is never set up', async () => {
    vi.useFakeTimers();
    renderFor(sessionUser('superadmin'));
    await act(() => vi.advanceTimersByTimeAsync(PUSH_START_DELAY_MS * 3));
    expect(register).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
