import { describe, expect, it } from 'vitest';
import { PageQuerySchema } from '../domain/api';
import type { DocumentChange } from '../jobs/document-trigger';
import { newCompanyId } from '../testing/accounts';
import { changeOf, deliverTwice as deliver } from '../testing/deliveries';
import { newChecklist, newUser } from '../testing/checklist-events';
import { adminSession } from '../testing/fixtures';
import '../features';
import { reviewCounts } from './checklist-records.service';
import { checklistCountsTrigger } from './checklists.triggers';
import { listUserChecklists } from './checklists.service';

const deliverTwice = (change: DocumentChange) => deliver(checklistCountsTrigger, change);

const userCounts = async (companyId: string, userId: string) => {
  const page = await listUserChecklists(adminSession(companyId), userId, PageQuerySchema.parse({}));
  return { total: page.total, ...page.counts };
};
const noReviews = { pending: 0, in_review: 0, approved: 0, rejected: 0, in_progress: 0 };

describe("the checklists' counts trigger", () => {
  it("when checklists are assigned, sent and removed, each event delivered twice, then the review list's and the user's counts count each once", async () => {
    const companyId = newCompanyId('contagem-checklists');
    const userId = await newUser(companyId);
    expect(await reviewCounts(companyId)).toEqual(noReviews);
    expect(await userCounts(companyId, userId)).toEqual({ total: 0, completed: 0, inProgress: 0, pending: 0 });

    const first = await newChecklist(companyId, userId);
    const second = await newChecklist(companyId, userId);
    await deliverTwice(first.created);
    await deliverTwice(second.created);
    expect(await userCounts(companyId, userId)).toEqual({ total: 2, completed: 0, inProgress: 0, pending: 2 });

    const sent = { ...first.after, status: 'completed', reviewStatus: 'pending' };
    await deliverTwice(changeOf(companyId, first.id, first.after, sent));
    await deliverTwice(changeOf(companyId, first.id, sent, { ...sent, status: 'rejected', reviewStatus: 'rejected' }));
    await deliverTwice(changeOf(companyId, second.id, second.after, null));

    expect(await reviewCounts(companyId)).toEqual({ ...noReviews, rejected: 1 });
    expect(await userCounts(companyId, userId)).toEqual({ total: 1, completed: 0, inProgress: 1, pending: 0 });
  });

  it("when a checklist's user changes, then it leaves the first user's counts and enters the other's", async () => {
    const companyId = newCompanyId('contagem-troca');
    const [joao, maria] = [await newUser(companyId), await newUser(companyId)];
    expect(await userCounts(companyId, maria)).toEqual({ total: 0, completed: 0, inProgress: 0, pending: 0 });
    const checklist = await newChecklist(companyId, joao);
    expect(await userCounts(companyId, joao)).toEqual({ total: 1, completed: 0, inProgress: 0, pending: 1 });

    await deliverTwice(changeOf(companyId, checklist.id, checklist.after, { ...checklist.after, userId: maria }));

    expect(await userCounts(companyId, joao)).toEqual({ total: 0, completed: 0, inProgress: 0, pending: 0 });
    expect(await userCounts(companyId, maria)).toEqual({ total: 1, completed: 0, inProgress: 0, pending: 1 });
  });

  it('when a checklist is stored before the first read, then that read counts it, and its creation delivered after adds nothing', async () => {
    const companyId = newCompanyId('contagem-pendente');
    const userId = await newUser(companyId);
    const checklist = await newChecklist(companyId, userId);
    expect(await userCounts(companyId, userId)).toEqual({ total: 1, completed: 0, inProgress: 0, pending: 1 });

    await deliverTwice(checklist.created);

    expect(await userCounts(companyId, userId)).toEqual({ total: 1, completed: 0, inProgress: 0, pending: 1 });
  });
});
