import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { LEGACY_ADMIN_PATTERNS, paths } from '@domain/paths';
import { RoleRedirect } from '../guards/role-redirect';

/**
 * A path no screen has: a path of the previous app (spec section 2) goes to the same path under
 * /admin, any other to the signed-in person's home. Matched here, after every screen, so the
 * router's table stays short for the screens people open.
 */
export function UnknownPath() {
  // The real location (not the route pattern) is prefixed, so ids survive the redirect.
  const { pathname, search, hash } = useLocation();
  if (LEGACY_ADMIN_PATTERNS.some((pattern) => matchPath(pattern, pathname))) {
    return <Navigate to={`${paths.admin.root}${pathname}${search}${hash}`} replace />;
  }
  return <RoleRedirect />;
}
