import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@domain/paths';
import { AppSplash } from '@/components/ui/app-splash';
import { LoadingState } from '@/components/ui/spinner';
import { RequireRole } from './guards/require-role';
import { RoleRedirect } from './guards/role-redirect';
import { legacyRoutes } from './routes/legacy-routes';
import { RouteError } from './routes/route-error';

/** React.lazy for a named export: each screen is its own chunk, fetched on first visit. */
function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginRoute = lazyNamed(() => import('@/features/auth/routes/login-route'), 'LoginRoute');
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
const FieldLayout = lazyNamed(() => import('./layouts/field-layout'), 'FieldLayout');
const DashboardRoute = lazyNamed(() => import('@/features/dashboard/routes/dashboard-route'), 'DashboardRoute');
const CompaniesRoute = lazyNamed(() => import('@/features/companies/routes/companies-route'), 'CompaniesRoute');
const CompanyCreateRoute = lazyNamed(
  () => import('@/features/companies/routes/company-create-route'),
  'CompanyCreateRoute',
);
const CompanyEditRoute = lazyNamed(() => import('@/features/companies/routes/company-edit-route'), 'CompanyEditRoute');
const TemplatesRoute = lazyNamed(() => import('@/features/templates/routes/templates-route'), 'TemplatesRoute');
const TemplateCreateRoute = lazyNamed(
  () => import('@/features/templates/routes/template-create-route'),
  'TemplateCreateRoute',
);
const TemplateEditRoute = lazyNamed(
  () => import('@/features/templates/routes/template-edit-route'),
  'TemplateEditRoute',
);
const UsersRoute = lazyNamed(() => import('@/features/users/routes/users-route'), 'UsersRoute');
const UserCreateRoute = lazyNamed(() => import('@/features/users/routes/user-create-route'), 'UserCreateRoute');
const UserEditRoute = lazyNamed(() => import('@/features/users/routes/user-edit-route'), 'UserEditRoute');
const VehiclesRoute = lazyNamed(() => import('@/features/vehicles/routes/vehicles-route'), 'VehiclesRoute');
const VehicleCreateRoute = lazyNamed(
  () => import('@/features/vehicles/routes/vehicle-create-route'),
  'VehicleCreateRoute',
);
const VehicleDetailRoute = lazyNamed(
  () => import('@/features/vehicles/routes/vehicle-detail-route'),
  'VehicleDetailRoute',
);
const VehicleEditRoute = lazyNamed(() => import('@/features/vehicles/routes/vehicle-edit-route'), 'VehicleEditRoute');
const ResponsesRoute = lazyNamed(() => import('@/features/responses/routes/responses-route'), 'ResponsesRoute');
const ResponseDetailRoute = lazyNamed(
  () => import('@/features/responses/routes/response-detail-route'),
  'ResponseDetailRoute',
);
const SchedulesRoute = lazyNamed(() => import('@/features/schedules/routes/schedules-route'), 'SchedulesRoute');
const ScheduleCreateRoute = lazyNamed(
  () => import('@/features/schedules/routes/schedule-create-route'),
  'ScheduleCreateRoute',
);
const ScheduleEditRoute = lazyNamed(
  () => import('@/features/schedules/routes/schedule-edit-route'),
  'ScheduleEditRoute',
);
const AuditRoute = lazyNamed(() => import('@/features/audit/routes/audit-route'), 'AuditRoute');
const CompanySettingsRoute = lazyNamed(
  () => import('@/features/settings/routes/company-settings-route'),
  'CompanySettingsRoute',
);
const DefectsRoute = lazyNamed(() => import('@/features/defects/routes/defects-route'), 'DefectsRoute');
const DeadlinesRoute = lazyNamed(() => import('@/features/deadlines/routes/deadlines-route'), 'DeadlinesRoute');
const NotificationPreferencesRoute = lazyNamed(
  () => import('@/features/alerts/routes/notification-preferences-route'),
  'NotificationPreferencesRoute',
);
const FinesRoute = lazyNamed(() => import('@/features/fines/routes/fines-route'), 'FinesRoute');
const DebugImagesRoute = lazyNamed(() => import('@/features/responses/routes/debug-images-route'), 'DebugImagesRoute');
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

/**
 * Each screen and layout waits for its code in a boundary of its own, told apart by its key: a new
 * screen mounts a new boundary, so its loading state never reuses the one of the screen left
 * behind (Back right after a link), and the layout around it stays on screen.
 */
let boundaries = 0;

/** A screen inside a layout: the layout stays while its code loads. */
function suspended(element: ReactNode) {
  return (
    <Suspense key={`screen-${++boundaries}`} fallback={<LoadingState />}>
      {element}
    </Suspense>
  );
}

/** A whole screen (sign-in, a layout): the splash stays while its code loads. */
function suspendedScreen(element: ReactNode) {
  return (
    <Suspense key={`screen-${++boundaries}`} fallback={<AppSplash />}>
      {element}
    </Suspense>
  );
}

const a = routePatterns.admin;

/** The admin shell's screens (the shell itself lets in admins and the superadmin). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
  { path: a.dashboard, element: suspended(<DashboardRoute />) },
  // Spec section 2: an admin opening the companies list sees 'Acesso Negado' there, not a redirect.
  { path: a.companies, element: suspended(<CompaniesRoute />) },
  {
    element: <RequireRole roles={['superadmin']} />,
    children: [
      { path: a.newCompany, element: suspended(<CompanyCreateRoute />) },
      { path: a.editCompany, element: suspended(<CompanyEditRoute />) },
    ],
  },
  {
    element: <RequireRole roles={['admin']} />,
    children: [
      { path: a.templates, element: suspended(<TemplatesRoute />) },
      { path: a.newTemplate, element: suspended(<TemplateCreateRoute />) },
      { path: a.editTemplate, element: suspended(<TemplateEditRoute />) },
      { path: a.users, element: suspended(<UsersRoute />) },
      { path: a.newUser, element: suspended(<UserCreateRoute />) },
      { path: a.editUser, element: suspended(<UserEditRoute />) },
      { path: a.vehicles, element: suspended(<VehiclesRoute />) },
      { path: a.newVehicle, element: suspended(<VehicleCreateRoute />) },
      { path: a.vehicle, element: suspended(<VehicleDetailRoute />) },
      { path: a.editVehicle, element: suspended(<VehicleEditRoute />) },
      { path: a.schedules, element: suspended(<SchedulesRoute />) },
      { path: a.newSchedule, element: suspended(<ScheduleCreateRoute />) },
      { path: a.editSchedule, element: suspended(<ScheduleEditRoute />) },
      { path: a.audit, element: suspended(<AuditRoute />) },
      { path: a.defects, element: suspended(<DefectsRoute />) },
      { path: a.deadlines, element: suspended(<DeadlinesRoute />) },
      { path: a.fines, element: suspended(<FinesRoute />) },
      { path: a.settings, element: suspended(<CompanySettingsRoute />) },
      { path: a.notifications, element: suspended(<NotificationPreferencesRoute />) },
    ],
  },
  { path: a.responses, element: suspended(<ResponsesRoute />) },
  { path: a.response, element: suspended(<ResponseDetailRoute />) },
  { path: a.debugImages, element: suspended(<DebugImagesRoute />) },
];

const userScreens: RouteObject[] = [
  { path: paths.field.list, element: suspended(<MobileChecklistsRoute />) },
  { path: routePatterns.field.checklist, element: suspended(<MobileChecklistRoute />) },
  { path: routePatterns.field.vehicle, element: suspended(<VehicleAccessRoute />) },
  { path: routePatterns.field.scan, element: suspended(<VehicleScanRoute />) },
  { path: paths.field.driver, element: suspended(<MyDriverRoute />) },
  { path: paths.field.sent, element: suspended(<MobileSentRoute />) },
  { path: paths.field.desktopList, element: suspended(<UserDashboardRoute />) },
  { path: routePatterns.field.desktopChecklist, element: suspended(<UserChecklistRoute />) },
];

const routes: RouteObject[] = [
  { path: paths.login, element: suspendedScreen(<LoginRoute />) },
  { path: paths.root, element: <RoleRedirect /> },
  { path: paths.dashboardAlias, element: <RoleRedirect /> },
  ...legacyRoutes,
  {
    path: paths.admin.root,
    element: <RequireRole roles={['admin', 'superadmin']}>{suspendedScreen(<AdminLayout />)}</RequireRole>,
    children: adminRoutes,
  },
  { element: <RequireRole roles={['user']}>{suspendedScreen(<FieldLayout />)}</RequireRole>, children: userScreens },
  { path: '*', element: <RoleRedirect /> },
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
