import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notificationMessages } from '@domain/notifications/messages';
import type { AppNotification } from '@domain/notifications/notification.schema';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LoadingState } from '@/components/ui/spinner';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '@/data/notifications/mark-notification-read';
import { useEnableNotifications } from '@/data/notifications/push-hooks';
import { notificationQueries } from '@/data/notifications/notification-queries';
import { formatDateTime } from '@/lib/format';
import './notifications-panel.css';

/**
 * The bell's list: the latest notifications, each opening its link (a checklist; for an admin,
 * the dashboard's missed list). `offerPush`: where no banner offers push, the list does.
 */
export function NotificationsPanel({ offerPush, onClose }: { offerPush: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const latest = useQuery(notificationQueries.latest());
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = latest.data?.unread ?? 0;

  function openNotification(notification: AppNotification) {
    if (!notification.readAt) markRead.mutate(notification.id);
    onClose();
    navigate(notification.link);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Notificações"
      footer={
        unread > 0 && (
          <Button variant="secondary" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            Marcar todas como lidas
          </Button>
        )
      }
    >
      {offerPush && <PushOffer />}
      {latest.isPending ? (
        <LoadingState text="Carregando notificações..." />
      ) : latest.isError ? (
        <p className="muted">Erro ao carregar notificações</p>
      ) : latest.data.items.length === 0 ? (
        <p className="muted">Nenhuma notificação</p>
      ) : (
        <ul className="stack-list notification-list">
          {latest.data.items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={`notification-item ${n.readAt ? '' : 'is-unread'}`}
                onClick={() => openNotification(n)}
              >
                <strong>{n.title}</strong>
                <span>{n.body}</span>
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/**
 * For the admin screens, which have no permission banner: turning push on from a click (browsers
 * ignore permission requests otherwise), or why it cannot be.
 */
function PushOffer() {
  const { permission, busy, enable } = useEnableNotifications(notificationMessages.enabledFromBell);
  if (permission === 'granted' || permission === 'unsupported') return null;
  if (permission === 'denied') return <p className="muted">{notificationMessages.blocked}</p>;
  return (
    <div className="notification-push-offer">
      <p className="muted">Receba também no navegador os checklists agendados não realizados.</p>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void enable()}>
        {busy ? 'Ativando...' : 'Ativar notificações'}
      </Button>
    </div>
  );
}
