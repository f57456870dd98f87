import { Timestamp } from 'firebase-admin/firestore';
import { TemplateCreateInputSchema } from '../domain/templates/template.schema';
import { auth, db } from '../platform/firebase';
import { assignChecklist } from '../checklists/checklists.service';
import { createTemplate } from '../templates/templates.service';
import { usersRepository } from '../users/users.repository';
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

const HOUR = 60 * 60 * 1000;

/**
 * Loads the demo companies, accounts and templates into empty emulators. Company and admin
 * documents are written here directly: the companies feature arrives with a later issue. Run
 * with the event bridge listening, the assignments notify their users and count as in production.
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
      await usersRepository.create(company.id, user.uid, {
        name: user.name,
        email: user.email,
        phone: user.phone ?? '',
        isActive: user.isActive !== false,
      });
    }

    const admin = { uid: company.admin.uid, email: company.admin.email, name: company.admin.name, role: 'admin' as const, ...claims };
    // Lists show the newest first: create in reverse so the first template listed leads.
    const templates = [];
    for (const template of [...company.templates].reverse()) {
      templates.unshift(await createTemplate(admin, TemplateCreateInputSchema.parse(template)));
    }

    for (const assignment of company.assignments) {
      const dueDate = new Date(Date.now() + assignment.dueInHours * HOUR);
      // A late one is checked as of two days before its due date, so the overdue schedule has work.
      const asOf = new Date(Math.min(Date.now(), dueDate.getTime() - 48 * HOUR));
      await assignChecklist(
        admin,
        { templateId: templates[assignment.template]!.id, dueDate: dueDate.toISOString(), userIds: assignment.users },
        asOf,
      );
    }
  }
}
