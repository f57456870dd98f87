import { ClipboardCheck, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NotBuiltNotice } from '@/components/ui/not-built-notice';
import { useSessionUser, useSignOut } from '@/lib/session-context';
import { NotificationPermissionBanner } from '../components/notification-permission-banner';
import '../components/mobile.css';

export function MobileChecklistsRoute() {
  const user = useSessionUser();
  const handleSignOut = useSignOut();

  return (
    <div className="mobile-page">
      <header className="mobile-header">
        <div className="mobile-header-text">
          <h1>
            <ClipboardCheck size={22} aria-hidden="true" /> Meus Checklists
          </h1>
          <p>Olá, {user.name || user.email}!</p>
        </div>
        <Button variant="ghost" size="sm" onClick={handleSignOut}>
          <LogOut size={16} aria-hidden="true" />
          Sair
        </Button>
      </header>
      <main className="mobile-content">
        <NotificationPermissionBanner />
        <NotBuiltNotice>
          A lista dos seus checklists ainda não foi construída. Ela chega em uma próxima versão.
        </NotBuiltNotice>
      </main>
    </div>
  );
}
