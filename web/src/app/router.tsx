import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@domain/paths';
import { RequireRole } from './guards/require-role';
import { RoleRedirect } from './guards/role-redirect';
import { lazyNamed, suspended, suspendedScreen } from './lazy-screens';
import { UnknownPath } from './routes/legacy-routes';
import { RouteError } from './routes/route-error';

const LoginRoute = lazyNamed(() => import('@/features/auth/routes/login-route'), 'LoginRoute');
const AdminRoutes = lazyNamed(() => import('./admin-routes'), 'AdminRoutes');
const FieldLayout = lazyNamed(() => import('./layouts/field-layout'), 'FieldLayout');
// The workshop's page: no account and its own small chunk, nothing of the admin or field screens.
const WorkshopLinkRoute = lazyNamed(
  () => import('@/features/work-orders/routes/workshop-link-route'),
  'WorkshopLinkRoute',
);
const MobileChecklistsRoute = lazyNamed(
  () => import('@/features/checklists/routes/mobile-checklists-route'),
  'MobileChecklistsRoute',
);
const MobileChecklistRoute = lazyNamed(
  () => import('@/features/checklists/routes/mobile-checklist-route'),
  'MobileChecklistRoute',
);
const VehicleAccessRoute = lazyNamed(
  () => import('@/features/checklists/routes/vehicle-access-route'),
  'VehicleAccessRoute',
);
const MyDriverRoute = lazyNamed(() => import('@/features/checklists/routes/my-driver-route'), 'MyDriverRoute');
const FieldNotificationsRoute = lazyNamed(
  () => import('@/features/checklists/routes/field-notifications-route'),
  'FieldNotificationsRoute',
);
const MobileSentRoute = lazyNamed(() => import('@/features/checklists/routes/mobile-sent-route'), 'MobileSentRoute');
const VehicleScanRoute = lazyNamed(() => import('@/features/checklists/routes/vehicle-scan-route'), 'VehicleScanRoute');
const UserDashboardRoute = lazyNamed(
  () => import('@/features/checklists/routes/user-dashboard-route'),
  'UserDashboardRoute',
);
const UserChecklistRoute = lazyNamed(
  () => import('@/features/checklists/routes/user-checklist-route'),
  'UserChecklistRoute',
);

const userScreens: RouteObject[] = [
  { path: paths.field.list, element: suspended(<MobileChecklistsRoute />) },
  { path: routePatterns.field.checklist, element: suspended(<MobileChecklistRoute />) },
  { path: routePatterns.field.vehicle, element: suspended(<VehicleAccessRoute />) },
  { path: routePatterns.field.scan, element: suspended(<VehicleScanRoute />) },
  { path: paths.field.driver, element: suspended(<MyDriverRoute />) },
  { path: paths.field.sent, element: suspended(<MobileSentRoute />) },
  { path: paths.field.notifications, element: suspended(<FieldNotificationsRoute />) },
  { path: paths.field.desktopList, element: suspended(<UserDashboardRoute />) },
  { path: routePatterns.field.desktopChecklist, element: suspended(<UserChecklistRoute />) },
];

const routes: RouteObject[] = [
  { path: paths.login, element: suspendedScreen(<LoginRoute />) },
  { path: routePatterns.workshopLink, element: suspendedScreen(<WorkshopLinkRoute />) },
  { path: paths.root, element: <RoleRedirect /> },
  { path: paths.dashboardAlias, element: <RoleRedirect /> },
  {
    path: `${paths.admin.root}/*`,
    element: <RequireRole roles={['admin', 'superadmin']}>{suspendedScreen(<AdminRoutes />)}</RequireRole>,
  },
  { element: <RequireRole roles={['user']}>{suspendedScreen(<FieldLayout />)}</RequireRole>, children: userScreens },
  { path: '*', element: <UnknownPath /> },
];

/** A screen that crashes, or whose code can no longer be fetched, shows RouteError until the next navigation. */
function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      {element}
    </ErrorBoundary>
  );
}

// The declarative router, not createBrowserRouter: no screen uses loaders or actions, and the data
// router would add about 16 KB (gzip) to the first load.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
