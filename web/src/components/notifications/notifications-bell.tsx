import { useQuery } from '@tanstack/react-query';
import Bell from 'lucide-react/icons/bell';
import { lazy, Suspense, useState } from 'react';
import { notificationQueries } from '@/data/notifications/notification-queries';
import './notifications-bell.css';

// The list comes when the bell is pressed: the field list's first load carries only the count.
const NotificationsPanel = lazy(async () => ({
  default: (await import('./notifications-panel')).NotificationsPanel,
}));

/**
 * The bell of the field screens and of the admin layout: the unread count, and on a press the
 * latest notifications. `offerPush`: where no banner offers push, the bell does.
 */
export function NotificationsBell({ offerPush = false }: { offerPush?: boolean }) {
  const [open, setOpen] = useState(false);
  const latest = useQuery(notificationQueries.latest());
  const unread = latest.data?.unread ?? 0;

  return (
    <>
      <button
        type="button"
        className="bell-button"
        aria-label={unread > 0 ? `Notificações: ${unread} não lidas` : 'Notificações'}
        onClick={() => setOpen(true)}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && <span className="bell-count">{unread > 99 ? '99+' : unread}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel offerPush={offerPush} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
