import { Timestamp } from 'firebase-admin/firestore';
import { TemplateCreateInputSchema } from '../domain/templates/template.schema';
import { auth, db } from '../platform/firebase';
import { createTemplate } from '../templates/templates.service';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_SUPERADMIN, type DemoAccount } from './demo-data';

async function createAccount(account: DemoAccount, claims: Record<string, string>): Promise<void> {
  await auth().createUser({
    uid: account.uid,
    email: account.email,
    password: DEMO_PASSWORD,
    displayName: account.name,
    disabled: account.isActive === false,
  });
  await auth().setCustomUserClaims(account.uid, claims);
}

/**
 * Loads the demo companies, accounts and templates into empty emulators. Company, admin and user
 * documents are written here directly: their features (and repositories) arrive with later issues.
 */
export async function seedDemoData(): Promise<void> {
  const now = Timestamp.now();
  await createAccount(DEMO_SUPERADMIN, { role: 'superadmin' });

  for (const company of DEMO_COMPANIES) {
    const companyRef = db().collection('companies').doc(company.id);
    const claims = { companyId: company.id, companyName: company.name };
    await companyRef.set({
      name: company.name,
      email: company.email,
      phone: company.phone,
      address: company.address,
      ...(company.cnpj ? { cnpj: company.cnpj } : {}),
      createdAt: now,
      createdBy: DEMO_SUPERADMIN.email,
      updatedAt: null,
      updatedBy: null,
    });

    await createAccount(company.admin, { role: 'admin', ...claims });
    await companyRef.collection('admins').doc(company.admin.uid).set({
      id: company.admin.uid,
      name: company.admin.name,
      email: company.admin.email,
      role: 'admin',
      createdAt: now,
      createdBy: DEMO_SUPERADMIN.email,
    });

    for (const user of company.users) {
      await createAccount(user, { role: 'user', ...claims });
      await companyRef.collection('users').doc(user.uid).set({
        id: user.uid,
        name: user.name,
        email: user.email,
        phone: user.phone ?? '',
        role: 'user',
        isActive: user.isActive !== false,
        createdAt: now,
        lastLogin: null,
        checklistsCount: 0,
        completedCount: 0,
      });
    }

    const admin = { uid: company.admin.uid, email: company.admin.email, name: company.admin.name, role: 'admin' as const, ...claims };
    // Lists show the newest first: create in reverse so the first template listed leads.
    for (const template of [...company.templates].reverse()) {
      await createTemplate(admin, TemplateCreateInputSchema.parse(template));
    }
  }
}
