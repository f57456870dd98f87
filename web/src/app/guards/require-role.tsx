import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@domain/roles';
import { LoadingState } from '@/components/ui/spinner';
import type { ReturnToState } from '@/lib/return-to';
import { useSession } from '@/lib/session-context';

/** Where a signed-in person lands when a screen is not for their role (spec section 2). */
export function landingPathFor(role: Role): string {
  return role === 'user' ? '/mobile' : '/admin';
}

interface RequireRoleProps {
  roles: readonly Role[];
  children?: ReactNode;
}

export function RequireRole({ roles, children }: RequireRoleProps) {
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'loading') return <LoadingState />;
  if (!user) {
    const state: ReturnToState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!roles.includes(user.role)) return <Navigate to={landingPathFor(user.role)} replace />;
  return children ?? <Outlet />;
}
