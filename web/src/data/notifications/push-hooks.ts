import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { checklistQueries } from '@/data/checklists/checklist-queries';
import type { EnableOutcome, SetUpPushOptions } from '@/lib/push';
import { requestPushPermission, usePushPermission, type PushPermission } from '@/lib/push-permission';
import { useSession, useSessionUser } from '@/lib/session-context';
import { onSessionEnd } from '@/lib/session-end';
import { notificationQueries } from './notification-queries';

/** Push is set up this long after sign-in (spec section 9). */
export const PUSH_START_DELAY_MS = 2000;

/** Who gets pushes: field users (their checklists) and admins (scheduled checklists not done). */
const PUSHED_ROLES: ReadonlySet<string> = new Set(['user', 'admin']);

/**
 * Push code is fetched only for a field user's or an admin's session: the login and superadmin screens never load it.
 * Once loaded, a session's end drops this browser's token (this hook's layout is gone by then).
 */
let pushLoaded = false;
const loadPush = async () => {
  const push = await import('@/lib/push');
  if (!pushLoaded) {
    pushLoaded = true;
    onSessionEnd(() => void push.tearDownPush());
  }
  return push;
};

/** A push received with the app open: the field user's checklists may have changed. */
function usePushOptions(): SetUpPushOptions {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onMessageReceived: () => {
        void queryClient.invalidateQueries({ queryKey: checklistQueries.all() });
        void queryClient.invalidateQueries({ queryKey: notificationQueries.all() });
      },
    }),
    [queryClient],
  );
}

/**
 * The automatic part, for the signed-in screens: 2 s after a field user's or an admin's session starts (and again
 * when the permission changes) push is set up; when a session ends, this browser's token is dropped.
 */
export function usePushRegistration(): void {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const role = user?.role ?? null;
  const pushed = role !== null && PUSHED_ROLES.has(role);
  const [permission] = usePushPermission(pushed);
  const options = usePushOptions();

  useEffect(() => {
    if (!uid || !role || !pushed) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const push = await loadPush();
        if (!cancelled) await push.setUpPush(role, options);
      } catch (error) {
        console.warn('[push] could not load', error);
      }
    }, PUSH_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [uid, role, pushed, permission, options]);
}

export interface EnableNotifications {
  permission: PushPermission;
  busy: boolean;
  /** 'Ativar notificações': must run from a click (browsers ignore permission requests otherwise). */
  enable: () => Promise<EnableOutcome>;
}

/**
 * The permission, and the action that asks for it; `confirmation` is the toast once they are on
 * (spec section 8 has two: the place that offers them chooses).
 */
export function useEnableNotifications(confirmation?: string): EnableNotifications {
  const { role } = useSessionUser();
  const [permission, refresh] = usePushPermission();
  const [busy, setBusy] = useState(false);
  const options = usePushOptions();

  const enable = useCallback(async () => {
    // Asked before anything is awaited: the request must stay inside the click.
    const request = requestPushPermission();
    setBusy(true);
    try {
      const push = await loadPush();
      return await push.enableNotifications(role, request, options, confirmation);
    } finally {
      setBusy(false);
      refresh();
    }
  }, [role, options, refresh, confirmation]);

  return { permission, busy, enable };
}
