import { describe, expect, it } from 'vitest';
import { auth } from '../platform/firebase';
import { createAccount, newCompanyId } from '../testing/accounts';
import { call } from '../testing/http';
import { grantSuperadmin } from './grant-superadmin';

describe('grant superadmin', () => {
  it('when an admin is made superadmin, then only the superadmin claim remains and old sessions stop writing', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    await new Promise((r) => setTimeout(r, 1100));

    await grantSuperadmin(admin.email.toUpperCase());

    expect((await auth().getUser(admin.uid)).customClaims).toEqual({ role: 'superadmin' });
    const write = await call('post', '/api/templates', admin.token, {});
    expect(write.status).toBe(401);
  });

  it('when the e-mail has no account, then it fails and nothing is granted', async () => {
    await expect(grantSuperadmin('ninguem@teste.dev')).rejects.toThrow();
  });
});
