import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { newCompanyId } from '../testing/accounts';
import { changeOf, deliverTwice as deliver } from '../testing/deliveries';
import { adminSession } from '../testing/fixtures';
import { userCountsTrigger } from './user-counts.triggers';
import { createUserRecord, getUserStats } from './users.service';

const user = (fields: DocumentData) => ({
  name: 'Ana',
  isActive: true,
  checklistsCount: 0,
  completedCount: 0,
  ...fields,
});

const deliverTwice = (companyId: string, docId: string, before: DocumentData | null, after: DocumentData | null) =>
  deliver(userCountsTrigger, changeOf(companyId, docId, before, after));

describe('the user stats trigger', () => {
  it('when users are created, counted, deactivated and deleted, each event delivered twice, then the stats count each once', async () => {
    const companyId = newCompanyId('contagem-usuarios');
    const session = adminSession(companyId);
    expect(await getUserStats(session)).toEqual({
      total: 0,
      active: 0,
      inactive: 0,
      checklistsAssigned: 0,
      checklistsCompleted: 0,
    });
    const ana = user({});
    const bia = user({ name: 'Bia', checklistsCount: 4, completedCount: 1 });
    await deliverTwice(companyId, 'ana', null, ana);
    await deliverTwice(companyId, 'bia', null, bia);
    // Ana gets two checklists and finishes one; Bia is deactivated, then deleted.
    await deliverTwice(companyId, 'ana', ana, { ...ana, checklistsCount: 2, completedCount: 1 });
    await deliverTwice(companyId, 'bia', bia, { ...bia, isActive: false });
    expect(await getUserStats(session)).toEqual({
      total: 2,
      active: 1,
      inactive: 1,
      checklistsAssigned: 6,
      checklistsCompleted: 2,
    });
    await deliverTwice(companyId, 'bia', { ...bia, isActive: false }, null);
    expect(await getUserStats(session)).toMatchObject({ total: 1, active: 1, inactive: 0, checklistsAssigned: 2 });
  });

  it('when users were stored before their stats were kept, then the first read counts them', async () => {
    const companyId = newCompanyId('contagem-usuarios-antes');
    const fields = { email: 'x@x.dev', phone: '11999990000' };
    await createUserRecord(companyId, 'u1', { name: 'Caio', isActive: true, ...fields });
    await createUserRecord(companyId, 'u2', { name: 'Duda', isActive: false, ...fields });
    expect(await getUserStats(adminSession(companyId))).toEqual({
      total: 2,
      active: 1,
      inactive: 1,
      checklistsAssigned: 0,
      checklistsCompleted: 0,
    });
  });
});
