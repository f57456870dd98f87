import type { MessagePayload } from 'firebase/messaging';
import { toast } from './toast';
import { TOAST_DURATIONS } from './toast-durations';
import { notificationMessages } from '@domain/notifications/messages';
import { paths } from '@domain/paths';
import type { Role } from '@domain/roles';
import { usersApi } from '@domain/users/contract';
import { api } from './api-client';
import { firebaseApp, firebaseSettings } from './firebase';
import { readPushPermission, type PushPermission } from './push-permission';
import { registerAppWorker } from './service-worker';

/**
 * Push notifications for field users (spec sections 1, 4 and 9; DESIGN section 2). The browser
 * asks FCM for a push token with the project's public VAPID key and the service worker at the
 * site root, and the API stores it (`POST /users/fcm-token`). FCM cannot be reached on the local
 * stack (demo project), so there push stops after the service worker and says so once.
 *
 * This module is itself loaded lazily (data/notifications/push-hooks.ts), and firebase/messaging lazily again:
 * only a field user's session downloads the one, only a browser that may receive pushes the other.
 */

/** How long a notification received with the app open stays on screen (spec section 9). */
export const FOREGROUND_TOAST_MS = 5000;

/** Remembers, per browser, that the local-stack notice was shown. */
export const LOCAL_NOTICE_STORAGE_KEY = 'checkfrota:push-unavailable-locally-shown';
/** What the service worker posts to an open page when its notification is clicked. */
export const OPEN_MESSAGE_TYPE = 'checkfrota:open';

export interface PushEnvironment {
  role: Role;
  permission: PushPermission;
  /** The demo project of the local stack, where FCM cannot be reached. */
  localStack: boolean;
  vapidKey: string | null;
}

/**
 * What to do for a session:
 * - skip: neither a field user nor an admin (the superadmin gets no pushes), or a browser without push;
 * - local-stack: register the worker, tell once that push is unavailable locally, stop;
 * - await-permission: register the worker; a token needs the person's permission first;
 * - no-vapid-key: a deployment without its web-push key; nothing to ask FCM with;
 * - register-token: ask FCM for the token and hand it to the API.
 */
export type PushPlan = 'skip' | 'local-stack' | 'await-permission' | 'no-vapid-key' | 'register-token';

export function planPush(env: PushEnvironment): PushPlan {
  if (env.role !== 'user' && env.role !== 'admin') return 'skip';
  if (env.localStack) return 'local-stack';
  if (env.permission === 'unsupported') return 'skip';
  if (env.permission !== 'granted') return 'await-permission';
  if (!env.vapidKey) return 'no-vapid-key';
  return 'register-token';
}

export function currentPushEnvironment(role: Role): PushEnvironment {
  return {
    role,
    permission: readPushPermission(),
    localStack: firebaseSettings.useEmulators,
    vapidKey: firebaseSettings.vapidKey,
  };
}

/** Where a push leads: the link the server sent when it is a path of this site, otherwise the field user's list. */
export function pushTargetPath(data: Record<string, string> | undefined): string {
  const link = data?.link ?? '';
  return link.startsWith('/') && !link.startsWith('//') ? link : paths.field.list;
}

function openInApp(path: string): void {
  if (window.location.pathname !== path) window.location.assign(path);
}

let workerListening = false;

async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  if (!workerListening) {
    workerListening = true;
    // A click on a notification while the app is open elsewhere: the worker focuses that tab and asks it to go there.
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as { type?: unknown; path?: unknown } | null;
      if (message?.type === OPEN_MESSAGE_TYPE && typeof message.path === 'string' && message.path.startsWith('/')) {
        openInApp(message.path);
      }
    });
  }
  return registerAppWorker();
}

function showLocalNoticeOnce(): void {
  try {
    if (localStorage.getItem(LOCAL_NOTICE_STORAGE_KEY)) return;
    localStorage.setItem(LOCAL_NOTICE_STORAGE_KEY, new Date().toISOString());
  } catch {
    // Storage refused (private mode): showing it again next time is the lesser harm.
  }
  toast.info(notificationMessages.unavailableLocally);
}

/** A notification that arrives while the app is open and visible: a toast instead of a system notification. */
export function showForegroundMessage(payload: MessagePayload, onReceived?: () => void): void {
  onReceived?.();
  const title = payload.notification?.title ?? 'CheckFrota';
  const path = pushTargetPath(payload.data);
  toast.info(title, {
    description: payload.notification?.body,
    duration: FOREGROUND_TOAST_MS,
    action: payload.data?.checklistId ? { label: 'Abrir checklist', onClick: () => openInApp(path) } : undefined,
  });
}

let registeredToken: string | null = null;
let stopForegroundListener: (() => void) | null = null;

async function registerToken(
  registration: ServiceWorkerRegistration,
  vapidKey: string,
  onMessageReceived?: () => void,
): Promise<boolean> {
  const { getMessaging, getToken, isSupported, onMessage } = await import('firebase/messaging');
  if (!(await isSupported())) return false;
  const messaging = getMessaging(firebaseApp);
  const fcmToken = await getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
  if (!fcmToken) return false;
  if (fcmToken !== registeredToken) {
    await api.call(usersApi.registerFcmToken, { body: { fcmToken } });
    registeredToken = fcmToken;
  }
  stopForegroundListener ??= onMessage(messaging, (payload) => showForegroundMessage(payload, onMessageReceived));
  return true;
}

export interface SetUpPushOptions {
  /** Called when a push arrives with the app open (e.g. to refresh the checklists). */
  onMessageReceived?: () => void;
}

/**
 * Sets push up for the signed-in person and says what happened. Never throws: a push that cannot
 * be set up is logged, and the app carries on (spec section 8, "Push failures are only logged").
 */
export async function setUpPush(role: Role, options: SetUpPushOptions = {}): Promise<PushPlan> {
  const env = currentPushEnvironment(role);
  const plan = planPush(env);
  if (plan === 'skip') return plan;
  try {
    const registration = await registerServiceWorker();
    if (plan === 'local-stack') {
      showLocalNoticeOnce();
      return plan;
    }
    if (plan === 'no-vapid-key') {
      console.warn('[push] VITE_FIREBASE_VAPID_KEY is not set: no push token is requested.');
      return plan;
    }
    if (plan === 'register-token' && registration && env.vapidKey) {
      await registerToken(registration, env.vapidKey, options.onMessageReceived);
    }
  } catch (error) {
    console.warn('[push] setup failed', error);
  }
  return plan;
}

/**
 * On sign-out: the token of this browser is dropped at FCM, so the next person here does not get
 * the last one's pushes (the API forgets a token FCM reports as unregistered).
 */
export async function tearDownPush(): Promise<void> {
  stopForegroundListener?.();
  stopForegroundListener = null;
  if (!registeredToken) return;
  registeredToken = null;
  try {
    const { deleteToken, getMessaging } = await import('firebase/messaging');
    await deleteToken(getMessaging(firebaseApp));
  } catch (error) {
    console.warn('[push] could not drop the push token', error);
  }
}

export type EnableOutcome = 'enabled' | 'blocked' | 'failed' | 'unsupported';

/**
 * 'Ativar notificações', once the browser has answered `request` (see requestPushPermission, which
 * must run in the click itself): tells the person what happened and, when allowed, sets push up.
 */
export async function enableNotifications(
  role: Role,
  request: Promise<NotificationPermission> | null,
  options: SetUpPushOptions = {},
  confirmation: string = notificationMessages.enabled,
): Promise<EnableOutcome> {
  if (!request) {
    // iOS offers notifications only to an app added to the home screen.
    toast.error('Erro ao ativar notificações, por favor adicione o App na tela inicial do seu dispositivo.', {
      duration: TOAST_DURATIONS.lasting,
    });
    return 'unsupported';
  }
  let permission: NotificationPermission;
  try {
    permission = await request;
  } catch (error) {
    console.warn('[push] permission request failed', error);
    toast.error(notificationMessages.couldNotEnable);
    return 'failed';
  }
  if (permission === 'denied') {
    toast.error(notificationMessages.blocked, { duration: TOAST_DURATIONS.lasting });
    return 'blocked';
  }
  if (permission !== 'granted') {
    toast.error(notificationMessages.couldNotEnable);
    return 'failed';
  }
  toast.success(confirmation);
  await setUpPush(role, options);
  return 'enabled';
}
