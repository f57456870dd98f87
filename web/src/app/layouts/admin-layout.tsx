import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { NotificationsBell } from '@/components/notifications/notifications-bell';
import { PasswordChangeGate } from '@/features/auth/components/password-change-gate';
import { SecondFactorGate } from '@/features/auth/components/second-factor-gate';
import { LoadingState } from '@/components/ui/spinner';
import { Toaster } from '@/lib/toast';
import { useSessionUser, useSignOut } from '@/lib/session-context';
import { AssignChecklistProvider } from '../assign-checklist-provider';
import { SignedInProviders } from '../signed-in-providers';
import { AdminSidebar } from './admin-sidebar';
import './admin-layout.css';

const SIDEBAR_ID = 'admin-sidebar';

/** The admin shell, inside the signed-in providers (the sign-in screen does not load them). */
export function AdminLayout() {
  return (
    // Outside the providers: an account that must set its password registers no device meanwhile.
    <PasswordChangeGate>
      <SignedInProviders>
        <SecondFactorGate>
          <AdminShell />
        </SecondFactorGate>
      </SignedInProviders>
    </PasswordChangeGate>
  );
}

function AdminShell() {
  const user = useSessionUser();
  const handleSignOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div
      className="admin-shell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
      }}
    >
      <header className="admin-topbar">
        <button
          type="button"
          className="icon-button"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
        <span className="admin-topbar-brand">
          <ClipboardCheck size={20} aria-hidden="true" /> CheckFrota
        </span>
      </header>

      <AdminSidebar
        id={SIDEBAR_ID}
        user={user}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        onSignOut={handleSignOut}
      />
      {menuOpen && <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}

      <main className="admin-main">
        {/* Scheduled checklists not done and custody changes reach a company's admins here (and by push). */}
        {user.role === 'admin' && (
          <div className="admin-toolbar">
            <NotificationsBell offerPush />
          </div>
        )}
        <AssignChecklistProvider>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </AssignChecklistProvider>
      </main>
      <Toaster />
    </div>
  );
}
