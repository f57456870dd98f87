import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@domain/paths';
import { homePathFor, type Role } from '@domain/roles';
import { AppSplash } from '@/components/ui/app-splash';
import type { ReturnToState } from '@/lib/return-to';
import { useSession } from '@/lib/session-context';

interface RequireRoleProps {
  roles: readonly Role[];
  children?: ReactNode;
}

export function RequireRole({ roles, children }: RequireRoleProps) {
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'loading') return <AppSplash />;
  if (!user) {
    const state: ReturnToState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!roles.includes(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return children ?? <Outlet />;
}
