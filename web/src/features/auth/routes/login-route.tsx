import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { Navigate, useLocation } from 'react-router-dom';
import { homePathFor } from '@domain/roles';
import { AppSplash } from '@/components/ui/app-splash';
import { returnPathFrom } from '@/lib/return-to';
import { useSession } from '@/lib/session-context';
import { LoginForm } from '../components/login-form';
import '../components/login.css';

export function LoginRoute() {
  const { status, user, notice, signIn, clearNotice } = useSession();
  const location = useLocation();

  if (status === 'loading') return <AppSplash />;
  if (user) {
    return <Navigate to={returnPathFrom(location.state) ?? homePathFor(user.role)} replace />;
  }

  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <span className="login-logo" aria-hidden="true">
            <ClipboardCheck size={28} />
          </span>
          <h1>CheckFrota</h1>
          <p>Checklists e gestão de frota</p>
        </div>
        <LoginForm
          notice={notice}
          onEdit={clearNotice}
          onSignIn={async (email, password) => {
            await signIn(email, password);
          }}
        />
      </div>
    </main>
  );
}
