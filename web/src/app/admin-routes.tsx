import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@domain/paths';
import { RequireRole } from './guards/require-role';
import { AdminLayout } from './layouts/admin-layout';
import { lazyNamed, suspended } from './lazy-screens';

/*
 * The admin screens' routes, in the admin shell's own chunk: the field app's first load neither
 * fetches nor matches them.
 */

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
const WorkOrdersRoute = lazyNamed(() => import('@/features/work-orders/routes/work-orders-route'), 'WorkOrdersRoute');
const WorkOrderDetailRoute = lazyNamed(
  () => import('@/features/work-orders/routes/work-order-detail-route'),
  'WorkOrderDetailRoute',
);
const WorkshopsRoute = lazyNamed(() => import('@/features/work-orders/routes/workshops-route'), 'WorkshopsRoute');
const SecurityRoute = lazyNamed(() => import('@/features/auth/routes/security-route'), 'SecurityRoute');
const ImportRoute = lazyNamed(() => import('@/features/imports/routes/import-route'), 'ImportRoute');
const DebugImagesRoute = lazyNamed(() => import('@/features/responses/routes/debug-images-route'), 'DebugImagesRoute');
const WebhooksRoute = lazyNamed(() => import('@/features/integrations/webhooks-route'), 'WebhooksRoute');
const ApiKeysRoute = lazyNamed(() => import('@/features/integrations/api-keys-route'), 'ApiKeysRoute');
const ApiReferenceRoute = lazyNamed(() => import('@/features/integrations/api-reference-route'), 'ApiReferenceRoute');

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
      { path: a.workOrders, element: suspended(<WorkOrdersRoute />) },
      { path: a.workOrder, element: suspended(<WorkOrderDetailRoute />) },
      { path: a.workshops, element: suspended(<WorkshopsRoute />) },
      { path: a.settings, element: suspended(<CompanySettingsRoute />) },
      { path: a.notifications, element: suspended(<NotificationPreferencesRoute />) },
      { path: a.vehicleImport, element: suspended(<ImportRoute kind="vehicles" />) },
      { path: a.userImport, element: suspended(<ImportRoute kind="users" />) },
      { path: a.webhooks, element: suspended(<WebhooksRoute />) },
      { path: a.integrations, element: suspended(<ApiKeysRoute />) },
      { path: a.apiReference, element: suspended(<ApiReferenceRoute />) },
    ],
  },
  { path: a.responses, element: suspended(<ResponsesRoute />) },
  { path: a.response, element: suspended(<ResponseDetailRoute />) },
  { path: a.debugImages, element: suspended(<DebugImagesRoute />) },
  { path: a.security, element: suspended(<SecurityRoute />) },
];

/** Everything under /admin: the shell and the screen the rest of the path names. */
export function AdminRoutes() {
  return useRoutes([{ element: <AdminLayout />, children: adminRoutes }]);
}
