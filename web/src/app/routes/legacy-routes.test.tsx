import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WithSession, sessionUser } from '@/testing/session';
import { UnknownPath } from './legacy-routes';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** The app's order: the screens' own paths first, then UnknownPath for everything else. */
function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <CurrentLocation /> },
      { path: '/mobile', element: <CurrentLocation /> },
      { path: '*', element: <UnknownPath /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <WithSession user={sessionUser('user')}>
      <RouterProvider router={router} />
    </WithSession>,
  );
  return screen.getByTestId('location').textContent;
}

describe('legacy paths', () => {
  it.each([
    ['/companies/c-1/edit', '/admin/companies/c-1/edit'],
    ['/templates/t-42/edit', '/admin/templates/t-42/edit'],
    ['/users/u-7/edit', '/admin/users/u-7/edit'],
    ['/vehicles/v-3/edit', '/admin/vehicles/v-3/edit'],
    ['/responses/r-9', '/admin/responses/r-9'],
  ])('when %s is opened, then it redirects to %s keeping the id', (from, to) => {
    expect(visit(from)).toBe(to);
  });

  it.each([
    ['/companies', '/admin/companies'],
    ['/companies/new', '/admin/companies/new'],
    ['/templates', '/admin/templates'],
    ['/templates/new', '/admin/templates/new'],
    ['/users', '/admin/users'],
    ['/users/new', '/admin/users/new'],
    ['/vehicles', '/admin/vehicles'],
    ['/vehicles/new', '/admin/vehicles/new'],
    ['/responses', '/admin/responses'],
  ])('when %s is opened, then it redirects to %s', (from, to) => {
    expect(visit(from)).toBe(to);
  });

  it('when the legacy path has a query string, then it is kept too', () => {
    expect(visit('/templates?search=freio')).toBe('/admin/templates?search=freio');
  });

  it.each(['/nada', '/companies/c-1/edit/extra', '/mobile/nada'])(
    'when %s is no screen and no path of the previous app, then a field user goes to /mobile',
    (from) => {
      expect(visit(from)).toBe('/mobile');
    },
  );
});
