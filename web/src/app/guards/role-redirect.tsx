import { Navigate } from 'react-router-dom';
import { paths } from '@domain/paths';
import { AppSplash } from '@/components/ui/app-splash';
import { useSession } from '@/lib/session-context';
import { homePathFor } from '@domain/roles';

/** `/`, `/dashboard` and unknown paths: everyone to the start of their role. */
export function RoleRedirect() {
  const { status, user } = useSession();
  if (status === 'loading') return <AppSplash />;
  return <Navigate to={user ? homePathFor(user.role) : paths.login} replace />;
}
