import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { LEGACY_ADMIN_PATTERNS, paths } from '@domain/paths';

function LegacyRedirect() {
  // The real location (not the route pattern) is prefixed, so ids survive the redirect.
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${paths.admin.root}${pathname}${search}${hash}`} replace />;
}

export const legacyRoutes: RouteObject[] = LEGACY_ADMIN_PATTERNS.map((path) => ({ path, element: <LegacyRedirect /> }));
