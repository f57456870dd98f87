import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@domain/roles';
import { returnPathFrom } from '@/lib/return-to';
import { SessionContext } from '@/lib/session-context';
import { sessionUser, sessionValue } from '@/testing/session';
import { RequireRole } from './require-role';
import { RoleRedirect } from './role-redirect';

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname} from=${returnPathFrom(location.state) ?? '-'}`}</p>;
}

function visit(path: string, user: SessionUser | null, status = sessionValue(user).status) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <RoleRedirect /> },
      { path: '/admin/templates', element: <RequireRole roles={['admin']}>página de templates</RequireRole> },
      { path: '/mobile', element: <RequireRole roles={['user']}>página mobile</RequireRole> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext.Provider value={{ ...sessionValue(user), status }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

describe('route guards', () => {
  it('when nobody is signed in, then a guarded page sends to /login keeping the original location', () => {
    visit('/admin/templates?search=freio', null);
    expect(screen.getByTestId('landing')).toHaveTextContent('/login from=/admin/templates?search=freio');
  });

  it('when the role may see the page, then it is shown', () => {
    visit('/admin/templates', sessionUser('admin'));
    expect(screen.getByText('página de templates')).toBeInTheDocument();
  });

  it('when a field user opens an admin page, then they go to /mobile', () => {
    visit('/admin/templates', sessionUser('user'));
    expect(screen.getByText('página mobile')).toBeInTheDocument();
  });

  it('when a superadmin opens a user page, then they go to /admin', () => {
    visit('/mobile', sessionUser('superadmin'));
    expect(screen.getByTestId('landing')).toHaveTextContent('/admin from=-');
  });

  it('when / is opened by nobody, then it goes to /login', () => {
    visit('/', null);
    expect(screen.getByTestId('landing')).toHaveTextContent('/login');
  });

  it('when / is opened by a field user, then it goes to /mobile', () => {
    visit('/', sessionUser('user'));
    expect(screen.getByText('página mobile')).toBeInTheDocument();
  });

  it('when / is opened by an admin, then it goes to /admin', () => {
    visit('/', sessionUser('admin'));
    expect(screen.getByTestId('landing')).toHaveTextContent('/admin from=-');
  });

  it.each(['/admin/templates', '/'])('when %s is opened before the session is known, then the splash stays', (path) => {
    visit(path, null, 'loading');
    expect(screen.getByRole('heading', { name: 'CheckFrota' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    expect(screen.queryByTestId('landing')).not.toBeInTheDocument();
  });
});
