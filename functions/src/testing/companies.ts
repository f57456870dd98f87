import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signIn, type TestAccount } from './accounts';
import { call } from './http';

/**
 * An admin the superadmin added, signed in as they are at their first sign-in: they set their own
 * password (here the same one again) before anything else, then sign in with it.
 */
export async function firstAdminSignIn(email: string, password: string): Promise<string> {
  const changed = await call('post', '/api/me/password', await signIn(email, password), { password });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return signIn(email, password);
}

/** A company made as the superadmin makes one, with its admin and a field user, each signed in. */
export async function companyWithPeople(
  superadmin: TestAccount,
  body: { name: string; email: string } & Record<string, unknown> = {
    name: `Transportes ${randomUUID().slice(0, 8)}`,
    email: `c-${randomUUID()}@x.dev`,
  },
) {
  const { name } = body;
  const created = await call('post', '/api/companies', superadmin.token, body);
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const adminEmail = `gestor-${randomUUID().slice(0, 8)}@empresa.dev`;
  const adminId = (
    await call('post', `/api/companies/${id}/admins`, superadmin.token, {
      name: 'Gestor',
      email: adminEmail,
      password: 'senha-segura-1',
    })
  ).body.data.id as string;
  const adminToken = await firstAdminSignIn(adminEmail, 'senha-segura-1');
  const userEmail = `campo-${randomUUID().slice(0, 8)}@empresa.dev`;
  const user = await call('post', '/api/users', adminToken, {
    name: 'Campo',
    email: userEmail,
    password: 'senha-segura-1',
    phone: '',
    isActive: true,
  });
  expect(user.status).toBe(201);
  return {
    id,
    name,
    adminId,
    adminEmail,
    adminToken,
    userId: user.body.data.id as string,
    userToken: await signIn(userEmail, 'senha-segura-1'),
  };
}
export type CompanyWithPeople = Awaited<ReturnType<typeof companyWithPeople>>;
