import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { DocumentChange } from '../jobs/document-trigger';
import { db } from '../platform/firebase';
import { checklistEventOf } from '../checklists/checklist-events';
import { newCompanyId } from '../testing/accounts';
import { newChecklist, newUser } from '../testing/checklist-events';
import { adminSession, createCompanyDoc } from '../testing/fixtures';
import { checklistActivityTrigger } from './activity.triggers';
import { companyDashboard } from './dashboard.service';

describe('the dashboard activity', () => {
  const activityOf = async (companyId: string) =>
    Object.fromEntries(
      (await db().collection(`companies/${companyId}/activity`).get()).docs.map((d) => [d.id, d.data().type]),
    );
  const reviewedAt = '2026-11-22T13:00:00.000Z';
  const rejectedFields = {
    status: 'rejected',
    completedAt: Timestamp.fromDate(new Date('2026-11-22T12:00:00.000Z')),
    reviewedAt: Timestamp.fromDate(new Date(reviewedAt)),
    rejectedAt: Timestamp.fromDate(new Date(reviewedAt)),
    questions: [{ id: 'q1', type: 'boolean', question: 'Foto do painel', required: true, order: 1, answer: false }],
    reviews: { q1: { status: 'rejected', rejectionReason: 'Ilegível', reviewedAt, reviewedBy: 'admin@teste.dev' } },
  };
  const rejectedOnDashboard = async (companyId: string) =>
    (await companyDashboard(adminSession(companyId), new Date('2026-11-23T12:00:00.000Z'))).mostRejectedQuestions;

  it('when a rejection is delivered twice, even at once, then the checklist has one entry per kind and the rejection counts once', async () => {
    const company = newCompanyId();
    await createCompanyDoc(company);
    const { id, after, created } = await newChecklist(company, await newUser(company));
    await checklistActivityTrigger.handler(created);
    expect(await activityOf(company)).toEqual({ [`${id}_assigned`]: 'assigned' });

    const ref = db().doc(`companies/${company}/checklists/${id}`);
    await ref.update(rejectedFields);
    const rejected: DocumentChange = {
      ...created,
      eventId: `evt-${randomUUID()}`,
      before: after,
      after: checklistEventOf((await ref.get()).data()!),
    };
    await Promise.all([checklistActivityTrigger.handler(rejected), checklistActivityTrigger.handler(rejected)]);
    await checklistActivityTrigger.handler(rejected);

    expect(await activityOf(company)).toEqual({ [`${id}_assigned`]: 'assigned', [`${id}_reviewed`]: 'rejected' });
    expect(await rejectedOnDashboard(company)).toEqual([{ question: 'Foto do painel', rejections: 1 }]);

    await ref.delete();
    await checklistActivityTrigger.handler({
      ...rejected,
      eventId: `evt-${randomUUID()}`,
      before: rejected.after,
      after: null,
    });
    expect(await activityOf(company)).toEqual({});
    expect(await rejectedOnDashboard(company)).toEqual([{ question: 'Foto do painel', rejections: 1 }]);
  });

  it('when only an answer is saved, then the activity is left alone', async () => {
    const company = newCompanyId();
    await createCompanyDoc(company);
    const { after, created } = await newChecklist(company, await newUser(company));
    const answered = checklistEventOf({ ...after, questions: [{ id: 'q1', answer: true }] });
    await checklistActivityTrigger.handler({ ...created, before: after, after: answered });
    expect(await activityOf(company)).toEqual({});
  });
});
