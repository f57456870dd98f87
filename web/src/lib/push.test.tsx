import { deleteToken, getToken, isSupported, onMessage, type MessagePayload } from 'firebase/messaging';
import { toast } from './toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/roles';
import { usersApi } from '@domain/users/contract';
import { installFakeApi } from '@/testing/fake-api';
import {
  enableNotifications,
  LOCAL_NOTICE_STORAGE_KEY,
  planPush,
  setUpPush,
  showForegroundMessage,
  tearDownPush,
  type PushEnvironment,
} from './push';
import { requestPushPermission } from './push-permission';

const settings = vi.hoisted(() => ({ options: {}, useEmulators: true, vapidKey: null as string | null }));

vi.mock('./firebase', async () => ({
  ...(await import('@/testing/fake-firebase')),
  firebaseApp: { name: 'test-app' },
  firebaseSettings: settings,
}));
vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const api = installFakeApi();
const tokensSent = () => api.sent(usersApi.registerFcmToken).map((request) => request.body);

vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(),
  onMessage: vi.fn(),
  deleteToken: vi.fn(),
}));

const registration = { scope: '/' } as ServiceWorkerRegistration;
const register = vi.fn();
const requestPermission = vi.fn();
let permission: NotificationPermission = 'default';

function useLocalStack() {
  settings.useEmulators = true;
  settings.vapidKey = null;
}

function useRealProject(vapidKey: string | null = 'public-vapid-key') {
  settings.useEmulators = false;
  settings.vapidKey = vapidKey;
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  useLocalStack();
  permission = 'default';
  register.mockResolvedValue(registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, addEventListener: vi.fn() },
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  vi.mocked(isSupported).mockResolvedValue(true);
  vi.mocked(getToken).mockResolvedValue('fcm-token-1');
  vi.mocked(onMessage).mockReturnValue(vi.fn());
  api.on(usersApi.registerFcmToken, () => ({ stored: true as const }));
});

// Each test's session ends as the app ends one, so the next starts with no token registered.
afterEach(async () => {
  await tearDownPush();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('planPush', () => {
  const env = (overrides: Partial<PushEnvironment>): PushEnvironment => ({
    role: 'user',
    permission: 'granted',
    localStack: false,
    vapidKey: 'key',
    ...overrides,
  });

  it('when the session is the superadmin, then push is skipped, even on the local stack', () => {
    expect(planPush(env({ role: 'superadmin' }))).toBe('skip');
    expect(planPush(env({ role: 'superadmin', localStack: true }))).toBe('skip');
  });

  it.each<Role>(['user', 'admin'])('when the session is a %s, then push is planned like a field user’s', (role) => {
    expect(planPush(env({ role }))).toBe('register-token');
    expect(planPush(env({ role, localStack: true }))).toBe('local-stack');
    expect(planPush(env({ role, permission: 'default' }))).toBe('await-permission');
  });

  it('when a field user is on the local stack, then no token is asked for whatever the permission', () => {
    expect(planPush(env({ localStack: true }))).toBe('local-stack');
    expect(planPush(env({ localStack: true, permission: 'default' }))).toBe('local-stack');
  });

  it('when the browser has no push or no permission yet, then no token is asked for', () => {
    expect(planPush(env({ permission: 'unsupported' }))).toBe('skip');
    expect(planPush(env({ permission: 'default' }))).toBe('await-permission');
    expect(planPush(env({ permission: 'denied' }))).toBe('await-permission');
  });

  it('when permission is granted, then a token is asked for only with a VAPID key', () => {
    expect(planPush(env({ vapidKey: null }))).toBe('no-vapid-key');
    expect(planPush(env({}))).toBe('register-token');
  });
});

describe('setUpPush', () => {
  it('when the session is the superadmin, then nothing is registered, requested or shown', async () => {
    useRealProject();
    permission = 'granted';
    expect(await setUpPush('superadmin')).toBe('skip');
    expect(register).not.toHaveBeenCalled();
    expect(getToken).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('when a field user is on the local project, then the worker is registered, no token is requested and the notice shows once per browser', async () => {
    permission = 'granted';
    expect(await setUpPush('user')).toBe('local-stack');
    await setUpPush('user');

    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(getToken).not.toHaveBeenCalled();
    expect(tokensSent()).toEqual([]);
    expect(toast.info).toHaveBeenCalledOnce();
    expect(toast.info).toHaveBeenCalledWith(
      'Notificações push não estão disponíveis no ambiente local; as notificações do app continuam funcionando.',
    );
    expect(localStorage.getItem(LOCAL_NOTICE_STORAGE_KEY)).not.toBeNull();
  });

  it('when the local notice was shown in an earlier visit, then it is not shown again', async () => {
    localStorage.setItem(LOCAL_NOTICE_STORAGE_KEY, '2025-01-01T00:00:00.000Z');
    await setUpPush('user');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('when a field user has granted permission on a real project, then the token is asked with the key and the worker and sent once', async () => {
    useRealProject('public-vapid-key');
    permission = 'granted';
    expect(await setUpPush('user')).toBe('register-token');
    await setUpPush('user');

    expect(getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: 'public-vapid-key',
      serviceWorkerRegistration: registration,
    });
    expect(tokensSent()).toEqual([{ fcmToken: 'fcm-token-1' }]);
    expect(onMessage).toHaveBeenCalledOnce();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('when an admin has granted permission on a real project, then the token is sent like a field user’s (admins are told of missed checklists)', async () => {
    useRealProject('public-vapid-key');
    permission = 'granted';
    expect(await setUpPush('admin')).toBe('register-token');
    expect(tokensSent()).toEqual([{ fcmToken: 'fcm-token-1' }]);
  });

  it('when permission has not been given, then the worker is registered but no token is requested and nothing is shown', async () => {
    useRealProject();
    expect(await setUpPush('user')).toBe('await-permission');
    expect(register).toHaveBeenCalledOnce();
    expect(getToken).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('when the deployment has no VAPID key, then no token is requested and it is only logged', async () => {
    useRealProject(null);
    permission = 'granted';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await setUpPush('user')).toBe('no-vapid-key');
    expect(getToken).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('when FCM fails, then the failure is only logged', async () => {
    useRealProject();
    permission = 'granted';
    vi.mocked(getToken).mockRejectedValue(new Error('messaging/token-subscribe-failed'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await expect(setUpPush('user')).resolves.toBe('register-token');
    expect(warn).toHaveBeenCalledWith('[push] setup failed', expect.any(Error));
    expect(tokensSent()).toEqual([]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('when the user signs out after registering, then the browser token is dropped', async () => {
    useRealProject();
    permission = 'granted';
    await setUpPush('user');
    await tearDownPush();
    expect(deleteToken).toHaveBeenCalledOnce();
  });
});

describe('showForegroundMessage', () => {
  it('when a push arrives with the app open, then a toast shows its title and body with a button to the checklist', () => {
    const onReceived = vi.fn();
    const payload = {
      notification: { title: 'Novo checklist atribuído', body: 'Inspeção da frota — prazo 10/05/2099 14:30' },
      data: { checklistId: 'c-42', link: '/mobile/checklist/c-42' },
    } as unknown as MessagePayload;

    showForegroundMessage(payload, onReceived);

    expect(onReceived).toHaveBeenCalledOnce();
    expect(toast.info).toHaveBeenCalledWith('Novo checklist atribuído', {
      description: 'Inspeção da frota — prazo 10/05/2099 14:30',
      duration: 5000,
      action: { label: 'Abrir checklist', onClick: expect.any(Function) },
    });
  });
});

describe('enableNotifications', () => {
  it('when the person allows notifications, then it says so and sets push up', async () => {
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    expect(await enableNotifications('user', requestPushPermission())).toBe('enabled');
    expect(toast.success).toHaveBeenCalledWith('Notificações ativadas com sucesso!');
    expect(register).toHaveBeenCalledOnce();
  });

  it('when the person blocks notifications, then the blocked message is shown for 10 s (it asks for a browser setting)', async () => {
    requestPermission.mockResolvedValue('denied');
    expect(await enableNotifications('user', requestPushPermission())).toBe('blocked');
    expect(toast.error).toHaveBeenCalledWith('Notificações foram bloqueadas. Ative nas configurações do navegador.', {
      duration: 10_000,
    });
  });

  it('when the request is dismissed or fails, then it could not enable them', async () => {
    requestPermission.mockResolvedValueOnce('default').mockRejectedValueOnce(new Error('no'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await enableNotifications('user', requestPushPermission())).toBe('failed');
    expect(await enableNotifications('user', requestPushPermission())).toBe('failed');
    expect(toast.error).toHaveBeenNthCalledWith(1, 'Não foi possível ativar as notificações');
    expect(toast.error).toHaveBeenNthCalledWith(2, 'Não foi possível ativar as notificações');
  });

  it('when the browser has no notifications, then it suggests adding the app to the home screen', async () => {
    vi.unstubAllGlobals();
    expect(await enableNotifications('user', requestPushPermission())).toBe('unsupported');
    expect(toast.error).toHaveBeenCalledWith(
      'Erro ao ativar notificações, por favor adicione o App na tela inicial do seu dispositivo.',
      { duration: 10_000 },
    );
  });
});
