import { Navigate, useLocation, type RouteObject } from 'react-router-dom';

/** Paths of the previous app; bookmarks to them keep working under /admin. */
export const LEGACY_PATHS = [
  '/companies',
  '/companies/new',
  '/companies/:id/edit',
  '/templates',
  '/templates/new',
  '/templates/:id/edit',
  '/users',
  '/users/new',
  '/users/:id/edit',
  '/vehicles',
  '/vehicles/new',
  '/vehicles/:id/edit',
  '/responses',
  '/responses/:id',
] as const;

function LegacyRedirect() {
  // The real location (not the route pattern) is prefixed, so ids survive the redirect.
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/admin${pathname}${search}${hash}`} replace />;
}

export const legacyRoutes: RouteObject[] = LEGACY_PATHS.map((path) => ({ path, element: <LegacyRedirect /> }));
