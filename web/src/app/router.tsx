import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { RequireRole } from './guards/require-role';
import { RoleRedirect } from './guards/role-redirect';
import { legacyRoutes } from './routes/legacy-routes';
import { PlaceholderRoute } from './routes/placeholder-route';
import { RouteError } from './routes/route-error';

/** React.lazy for a named export: each screen is its own chunk, fetched on first visit. */
function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginRoute = lazyNamed(() => import('@/features/auth/routes/login-route'), 'LoginRoute');
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
const DashboardRoute = lazyNamed(() => import('@/features/dashboard/routes/dashboard-route'), 'DashboardRoute');
const CompaniesRoute = lazyNamed(() => import('@/features/companies/routes/companies-route'), 'CompaniesRoute');
const TemplatesRoute = lazyNamed(() => import('@/features/templates/routes/templates-route'), 'TemplatesRoute');
const TemplateCreateRoute = lazyNamed(
  () => import('@/features/templates/routes/template-create-route'),
  'TemplateCreateRoute',
);
const TemplateEditRoute = lazyNamed(() => import('@/features/templates/routes/template-edit-route'), 'TemplateEditRoute');
const UsersRoute = lazyNamed(() => import('@/features/users/routes/users-route'), 'UsersRoute');
const UserCreateRoute = lazyNamed(() => import('@/features/users/routes/user-create-route'), 'UserCreateRoute');
const UserEditRoute = lazyNamed(() => import('@/features/users/routes/user-edit-route'), 'UserEditRoute');
const MobileChecklistsRoute = lazyNamed(
  () => import('@/features/checklists/routes/mobile-checklists-route'),
  'MobileChecklistsRoute',
);
const ChecklistPlaceholderRoute = lazyNamed(
  () => import('@/features/checklists/routes/checklist-placeholder-route'),
  'ChecklistPlaceholderRoute',
);

function suspended(element: ReactNode) {
  return <Suspense fallback={<LoadingState />}>{element}</Suspense>;
}

const placeholder = (title: string, subtitle?: string) => <PlaceholderRoute title={title} subtitle={subtitle} />;

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', element: <DashboardRoute /> },
  {
    element: <RequireRole roles={['superadmin']} />,
    children: [
      { path: 'companies', element: <CompaniesRoute /> },
      { path: 'companies/new', element: placeholder('Nova Empresa') },
      { path: 'companies/:id/edit', element: placeholder('Editar Empresa') },
    ],
  },
  {
    element: <RequireRole roles={['admin']} />,
    children: [
      { path: 'templates', element: <TemplatesRoute /> },
      { path: 'templates/new', element: <TemplateCreateRoute /> },
      { path: 'templates/:id/edit', element: <TemplateEditRoute /> },
      { path: 'users', element: <UsersRoute /> },
      { path: 'users/new', element: <UserCreateRoute /> },
      { path: 'users/:id/edit', element: <UserEditRoute /> },
      { path: 'vehicles', element: placeholder('Veículos', 'Gerencie a frota de veículos da empresa') },
      { path: 'vehicles/new', element: placeholder('Novo Veículo') },
      { path: 'vehicles/:id', element: placeholder('Detalhes do Veículo') },
      { path: 'vehicles/:id/edit', element: placeholder('Editar Veículo') },
    ],
  },
  { path: 'responses', element: placeholder('Respostas dos Checklists') },
  { path: 'responses/:id', element: placeholder('Detalhes da Resposta') },
  { path: 'debug/images', element: placeholder('Diagnóstico de Imagens') },
];

const userScreens: RouteObject[] = [
  { path: '/mobile', element: suspended(<MobileChecklistsRoute />) },
  { path: '/mobile/checklist/:id', element: suspended(<ChecklistPlaceholderRoute title="Checklist" />) },
  { path: '/user-dashboard', element: suspended(<ChecklistPlaceholderRoute title="Meus Checklists" />) },
  { path: '/user-checklist/:id', element: suspended(<ChecklistPlaceholderRoute title="Checklist" />) },
];

const routes: RouteObject[] = [
  { path: '/login', element: suspended(<LoginRoute />) },
  { path: '/', element: <RoleRedirect /> },
  { path: '/dashboard', element: <RoleRedirect /> },
  ...legacyRoutes,
  {
    path: '/admin',
    element: <RequireRole roles={['admin', 'superadmin']}>{suspended(<AdminLayout />)}</RequireRole>,
    children: adminRoutes,
  },
  { element: <RequireRole roles={['user']} />, children: userScreens },
  { path: '*', element: <RoleRedirect /> },
];

const router = createBrowserRouter([{ errorElement: <RouteError />, children: routes }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
