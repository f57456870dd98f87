import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { getToken, onMessage } from 'firebase/messaging';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '@domain/users/contract';
import { PUSH_START_DELAY_MS } from '@/data/notifications/push-hooks';
import { installFakeApi } from '@/testing/fake-api';
import { sessionUser, WithSession } from '@/testing/session';
import { PushRegistration } from './push-registration';

// A deployed project with its web-push key: setting push up asks FCM for a token and sends it to the API.
vi.mock('@/lib/firebase', async () => ({
  ...(await import('@/testing/fake-firebase')),
  firebaseApp: { name: 'test-app' },
  firebaseSettings: { options: {}, useEmulators: false, vapidKey: 'public-vapid-key' },
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(async () => 'fcm-token-1'),
  onMessage: vi.fn(() => vi.fn()),
  deleteToken: vi.fn(),
}));

const api = installFakeApi();
const register = vi.fn();

beforeEach(() => {
  register.mockResolvedValue({ scope: '/' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, addEventListener: vi.fn() },
  });
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  api.on(usersApi.registerFcmToken, () => ({ stored: true as const }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushRegistration', () => {
  it('when it mounts under StrictMode (effects run, are cleaned up and run again), then push is set up once: one worker, one token sent, one listener', async () => {
    vi.useFakeTimers();
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <WithSession user={sessionUser('user')}>
            <PushRegistration />
          </WithSession>
        </QueryClientProvider>
      </StrictMode>,
    );

    await act(() => vi.advanceTimersByTimeAsync(PUSH_START_DELAY_MS * 3));
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalled());

    expect(register).toHaveBeenCalledOnce();
    expect(getToken).toHaveBeenCalledOnce();
    expect(api.sent(usersApi.registerFcmToken).map((request) => request.body)).toEqual([{ fcmToken: 'fcm-token-1' }]);
    expect(onMessage).toHaveBeenCalledOnce();
  });
});
