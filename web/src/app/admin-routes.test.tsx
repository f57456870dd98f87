import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '@domain/dashboard/contract';
import type { SessionUser } from '@domain/roles';
import { failure, installFakeApi } from '@/testing/fake-api';
import { WithSession, sessionUser } from '@/testing/session';
import { RequireRole } from './guards/require-role';
import { adminRoutes } from './admin-routes';
// Loaded with the test file, as a visited app has them by then: the lazy screen resolves at once.
import '@/features/companies/routes/companies-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

function Landing() {
  return <p data-testid="landing">{useLocation().pathname}</p>;
}

function ShellAddress() {
  return <p data-testid="shell">{useLocation().pathname}</p>;
}

/** The admin shell as the app mounts it, with its real route table, without the sidebar. */
function visit(path: string, user: SessionUser) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <RequireRole roles={['admin', 'superadmin']}>
            <ShellAddress />
            <Suspense fallback={<p>carregando</p>}>
              <Outlet />
            </Suspense>
          </RequireRole>
        ),
        children: adminRoutes,
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WithSession user={user}>
        <RouterProvider router={router} />
      </WithSession>
    </QueryClientProvider>,
  );
}

describe('the admin route table', () => {
  it('when an admin opens /admin/companies, then the page says Acesso Negado with the spec texts and asks for nothing', async () => {
    visit('/admin/companies', sessionUser('admin'));

    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Apenas super administradores podem acessar esta página.')).toBeInTheDocument();
    expect(screen.getByText('Acesso negado. Apenas super administradores podem ver esta página.')).toBeInTheDocument();
    expect(screen.getByTestId('shell')).toHaveTextContent(/^\/admin\/companies$/);
    expect(api.requests).toEqual([]);
  });

  it('when an admin opens /admin/companies/new, then they go to their dashboard', async () => {
    // The dashboard's content is not this test's: its request is answered, and may fail.
    api.on(dashboardApi.get, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    visit('/admin/companies/new', sessionUser('admin'));
    await waitFor(() => expect(screen.getByTestId('shell')).toHaveTextContent(/^\/admin\/dashboard$/));
    expect(screen.queryByRole('button', { name: 'Criar Empresa' })).not.toBeInTheDocument();
  });

  it('when a field user opens /admin/companies, then they go to /mobile', async () => {
    visit('/admin/companies', sessionUser('user'));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/mobile');
  });
});
