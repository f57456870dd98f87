import { useCallback, useEffect, useState } from 'react';

/** How often the notification permission is read again (spec section 9); browsers fire no event for it. */
export const PERMISSION_POLL_MS = 1000;

/** The permission, or 'unsupported' where the browser has no notifications or no push service worker. */
export type PushPermission = NotificationPermission | 'unsupported';

export function readPushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The notification permission, read again every second while `enabled`. */
export function usePushPermission(enabled = true): [PushPermission, () => void] {
  const [permission, setPermission] = useState(readPushPermission);
  const refresh = useCallback(() => setPermission(readPushPermission()), []);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(refresh, PERMISSION_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, refresh]);
  return [permission, refresh];
}

/**
 * Asks the browser for the permission. Call it synchronously from the click itself: browsers
 * ignore (or quietly deny) a request made after an await. Null where notifications are unsupported.
 */
export function requestPushPermission(): Promise<NotificationPermission> | null {
  if (readPushPermission() === 'unsupported') return null;
  try {
    const request = Promise.resolve(Notification.requestPermission());
    request.catch(() => {}); // Handled by whoever awaits it; not an unhandled rejection meanwhile.
    return request;
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
