import Bell from 'lucide-react/icons/bell';
import BellOff from 'lucide-react/icons/bell-off';
import { notificationMessages } from '@domain/notifications/messages';
import { Button } from '@/components/ui/button';
import { useEnableNotifications } from '@/data/notifications/push-hooks';

/**
 * The field user's notification-permission banner (spec section 2, /mobile): invites to turn
 * notifications on, or says they are blocked. Hidden once they are allowed.
 */
export function NotificationPermissionBanner() {
  const { permission, busy, enable } = useEnableNotifications();
  if (permission === 'granted') return null;

  if (permission === 'denied') {
    return (
      <div className="notification-banner notification-banner-blocked" role="status">
        <BellOff size={20} aria-hidden="true" />
        <p>{notificationMessages.blocked}</p>
      </div>
    );
  }

  return (
    <div className="notification-banner" role="status">
      <Bell size={20} aria-hidden="true" />
      <p>Ative as notificações para saber na hora quando um checklist for atribuído a você.</p>
      <Button size="sm" onClick={() => void enable()} disabled={busy}>
        {busy ? 'Ativando...' : 'Ativar notificações'}
      </Button>
    </div>
  );
}
