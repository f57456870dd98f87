import { usePushRegistration } from '@/data/notifications/push-hooks';

/** Sets push up for field users once their session is known (see lib/push.ts). Renders nothing. */
export function PushRegistration() {
  usePushRegistration();
  return null;
}
