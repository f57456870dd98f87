import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { ROLES } from './domain/roles';
import { createAccount, newCompanyId } from './testing/accounts';
import { call } from './testing/http';
import { featureRouters } from './app';

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: { roles?: readonly string[] } }> };
}

function routesOf(router: Router) {
  return (router.stack as Layer[])
    .filter((layer) => layer.route)
    .map(({ route }) => ({
      name: `${Object.keys(route!.methods).join(',').toUpperCase()} ${route!.path}`,
      roles: route!.stack.at(-1)?.handle.roles,
    }));
}

/** The API's routes (method and path) across the feature routers; a route added or removed changes it. */
const ROUTE_COUNT = 180;

describe('route table', () => {
  const routes = featureRouters.flatMap(routesOf);

  it('when the API is assembled, then every route of the features is there, each method and path once', () => {
    expect(routes).toHaveLength(ROUTE_COUNT);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  it('when any route is mounted, then it was declared with endpoint() and names the roles that may call it', () => {
    const unguarded = routes.filter(
      (r) => !r.roles?.length || !r.roles.every((role) => (ROLES as readonly string[]).includes(role)),
    );
    expect(unguarded.map((r) => r.name)).toEqual([]);
  });
});

describe('caching and type headers of /api answers', () => {
  it('when /api answers JSON, signed in or not, then nothing may store it and no browser sniffs its type', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    const answers = await Promise.all([
      call('get', '/api/templates', admin.token),
      call('get', '/api/templates'),
      call('get', '/api/nao-existe', admin.token),
    ]);
    expect(answers.map((res) => [res.status, res.headers['content-type']])).toEqual([
      [200, expect.stringMatching(/^application\/json/)],
      [401, expect.stringMatching(/^application\/json/)],
      [404, expect.stringMatching(/^application\/json/)],
    ]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('ids Firestore reserves', () => {
  const withId = featureRouters
    .flatMap(routesOf)
    .filter((r) => r.name.startsWith('GET ') && r.name.includes('/:id'))
    .map((r) => ({ ...r, path: r.name.slice('GET '.length) }));

  it('when any GET route with an id is called with "__x__", then it answers 400 "Parâmetros inválidos", never a 500', async () => {
    expect(withId.length).toBeGreaterThan(10);
    const companyId = newCompanyId();
    const accounts = {
      superadmin: await createAccount({ role: 'superadmin' }),
      admin: await createAccount({ role: 'admin', companyId }),
      user: await createAccount({ role: 'user', companyId }),
    };
    const answers = await Promise.all(
      withId.map(async (route) => {
        const role = route.roles!.find((r): r is keyof typeof accounts => r in accounts)!;
        const res = await call('get', `/api${route.path.replace(/:[A-Za-z]+/g, '__x__')}`, accounts[role].token);
        return [route.name, res.status, res.body.error?.message];
      }),
    );
    expect(answers).toEqual(withId.map((route) => [route.name, 400, 'Parâmetros inválidos']));
  });
});
