import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_EVENTS_COLLECTION } from '../domain/checklists/checklist.schema';
import { assignChecklist, removeUserChecklist } from './checklists.service';
import { startEventBridge, type EventBridge } from '../dev/event-bridge';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { recordingPushSender, type PushOutcome } from '../platform/messaging';
import { createTemplate } from '../templates/templates.service';
import { TemplateCreateInputSchema } from '../domain/templates/template.schema';
import { newCompanyId } from '../testing/accounts';
import { adminSession, createCompanyDoc, eventually, inMinutes, validTemplate } from '../testing/fixtures';
import { listNotifications, notifyAdmins } from '../notifications/notifications.service';
import { missedNotification, type NotificationContent } from '../domain/notifications/notification.schema';
import { companiesRepository } from '../companies/companies.repository';
import { pushTokensRepository } from '../notifications/push-tokens.repository';
import { backgroundJobs } from '../features';
import { newChecklist, newUser } from '../testing/checklist-events';
import {
  checklistAssignedTrigger,
  checklistCountersTrigger,
  checklistRemovedTrigger,
  checklistReviewedTrigger,
} from './checklists.triggers';
import type { DocumentChange, DocumentTrigger } from '../jobs/document-trigger';

const userDoc = (companyId: string, userId: string) => db().doc(`companies/${companyId}/users/${userId}`);
const notificationsOf = async (companyId: string, userId: string) =>
  (await userDoc(companyId, userId).collection('notifications').get()).docs.map((d) => d.data());
const countersOf = async (companyId: string, userId: string) => {
  const data = (await userDoc(companyId, userId).get()).data();
  return { checklistsCount: data?.checklistsCount, completedCount: data?.completedCount };
};

describe('the assignment notification', () => {
  it('when the same creation event is delivered twice, even at once, then one notification and one push go out', async () => {
    const company = newCompanyId();
    const userId = await newUser(company, ['device-1']);
    const { id, created } = await newChecklist(company, userId, '2026-12-01T13:30:00.000Z');
    const push = recordingPushSender();
    const trigger = checklistAssignedTrigger(push);

    await Promise.all([trigger.handler(created), trigger.handler(created)]);
    await trigger.handler(created);

    const notifications = await notificationsOf(company, userId);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'checklist_assigned',
      title: 'Novo checklist atribuído',
      body: 'Inspeção diária — prazo 01/12/2026 10:30',
      checklistId: id,
      link: `/mobile/checklist/${id}`,
      readAt: null,
    });
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]).toEqual({
      tokens: ['device-1'],
      message: {
        title: 'Novo checklist atribuído',
        body: 'Inspeção diária — prazo 01/12/2026 10:30',
        data: { type: 'checklist_assigned', checklistId: id, link: `/mobile/checklist/${id}` },
      },
    });
  });

  it('when the checklist was started on demand from the vehicle’s QR code, then its user is not told of it', async () => {
    const company = newCompanyId();
    const userId = await newUser(company, ['device-1']);
    const { created } = await newChecklist(company, userId, inMinutes(60), 'on_demand');
    const push = recordingPushSender();
    await checklistAssignedTrigger(push).handler(created);
    expect(await notificationsOf(company, userId)).toEqual([]);
    expect(push.sent).toEqual([]);
    // An assigned one is told, with the same handler.
    await checklistAssignedTrigger(push).handler((await newChecklist(company, userId)).created);
    expect(await notificationsOf(company, userId)).toHaveLength(1);
  });

  it("when the company is in Manaus, then the due date in the text is on Manaus's clock", async () => {
    const company = newCompanyId();
    await db().collection('companies').doc(company).set({ name: 'Manaus Cargas', timeZone: 'America/Manaus' });
    const userId = await newUser(company, ['device-1']);
    const { created } = await newChecklist(company, userId, '2026-12-01T13:30:00.000Z');
    const push = recordingPushSender();

    await checklistAssignedTrigger(push).handler(created);

    expect((await notificationsOf(company, userId)).map((n) => n.body)).toEqual([
      'Inspeção diária — prazo 01/12/2026 09:30',
    ]);
    expect(push.sent.map((p) => p.message.body)).toEqual(['Inspeção diária — prazo 01/12/2026 09:30']);
  });

  it('when the user has 1,200 devices, then three multicasts go out and only unregistered tokens are forgotten', async () => {
    const company = newCompanyId();
    const tokens = Array.from({ length: 1200 }, (_, i) => `device-${i}`);
    const userId = await newUser(company, tokens);
    const outcome = (token: string): PushOutcome =>
      token.endsWith('7') ? 'unregistered' : token.endsWith('3') ? 'failed' : 'sent';
    const push = recordingPushSender({ outcome });
    const { created } = await newChecklist(company, userId);

    await checklistAssignedTrigger(push).handler(created);

    expect(push.sent.map((call) => call.tokens.length)).toEqual([500, 500, 200]);
    const kept = await pushTokensRepository.listForUser(company, userId);
    expect(kept).toHaveLength(1080);
    expect(kept.some((t) => t.endsWith('7'))).toBe(false);
    expect(kept.filter((t) => t.endsWith('3'))).toHaveLength(120);
  });

  it('when FCM fails altogether, then the handler still succeeds and the assignment and notification are kept', async () => {
    const company = newCompanyId();
    const userId = await newUser(company, ['device-1', 'device-2']);
    const push = recordingPushSender({ outcome: () => new Error('FCM indisponível') });
    const { id, created } = await newChecklist(company, userId);

    await expect(checklistAssignedTrigger(push).handler(created)).resolves.toBeUndefined();

    expect((await db().doc(`companies/${company}/checklists/${id}`).get()).exists).toBe(true);
    expect(await notificationsOf(company, userId)).toHaveLength(1);
    expect((await pushTokensRepository.listForUser(company, userId)).sort()).toEqual(['device-1', 'device-2']);
  });
});

describe('the user counters', () => {
  const change = (
    c: DocumentChange,
    before: unknown,
    after: unknown,
    eventId = `evt-${randomUUID()}`,
  ): DocumentChange => ({
    ...c,
    eventId,
    before: before as DocumentChange['before'],
    after: after as DocumentChange['after'],
  });

  it('when events arrive twice and out of order, then the counters equal a recount', async () => {
    const company = newCompanyId();
    const userId = await newUser(company);
    const { after, created } = await newChecklist(company, userId);
    const completed = change(created, after, { ...after, status: 'completed' });
    const run = checklistCountersTrigger.handler;

    await run(completed); // the update overtakes the creation
    await Promise.all([run(created), run(created)]);
    await run(completed);
    expect(await countersOf(company, userId)).toEqual({ checklistsCount: 1, completedCount: 1 });

    const removed = change(created, { ...after, status: 'completed' }, null);
    await Promise.all([run(removed), run(removed)]);
    expect(await countersOf(company, userId)).toEqual({ checklistsCount: 0, completedCount: 0 });
  });

  it('when a checklist changes without changing what is counted, then the counters stay', async () => {
    const company = newCompanyId();
    const userId = await newUser(company);
    const { after, created } = await newChecklist(company, userId);
    await checklistCountersTrigger.handler(created);
    await checklistCountersTrigger.handler(change(created, after, { ...after, status: 'in_progress' }));
    expect(await countersOf(company, userId)).toEqual({ checklistsCount: 1, completedCount: 0 });
  });

  it('when the user was deleted, then the handler succeeds and no user document is made again', async () => {
    const company = newCompanyId();
    const userId = await newUser(company);
    const { created } = await newChecklist(company, userId);
    await userDoc(company, userId).delete();

    await expect(checklistCountersTrigger.handler(created)).resolves.toBeUndefined();

    expect((await userDoc(company, userId).get()).exists).toBe(false);
  });
});

describe('the review notification', () => {
  const reviewed = (
    companyId: string,
    docId: string,
    userId: string,
    from: string,
    to: string,
    reviewedAt: string,
  ): DocumentChange => ({
    eventId: `evt-${randomUUID()}`,
    time: Timestamp.now(),
    params: { companyId, docId },
    before: { userId, status: from, templateName: 'Inspeção diária' },
    after: {
      userId,
      status: to,
      templateName: 'Inspeção diária',
      reviewedAt: Timestamp.fromDate(new Date(reviewedAt)),
    },
  });

  it('when a rejection is delivered twice, then one notification and one push go out, and a later rejection notifies again', async () => {
    const company = newCompanyId();
    const userId = await newUser(company, ['device-revisao']);
    const push = recordingPushSender();
    const trigger = checklistReviewedTrigger(push);
    const first = reviewed(company, 'c1', userId, 'completed', 'rejected', '2026-11-22T10:00:00.000Z');

    await Promise.all([trigger.handler(first), trigger.handler(first)]);
    await trigger.handler(reviewed(company, 'c1', userId, 'completed', 'rejected', '2026-11-23T10:00:00.000Z'));

    const notifications = await notificationsOf(company, userId);
    expect(notifications).toHaveLength(2);
    expect(notifications[0]).toMatchObject({
      type: 'checklist_rejected',
      title: 'Questões para corrigir',
      body: 'Inspeção diária: há questões para corrigir',
      link: '/mobile/checklist/c1',
    });
    expect(push.sent).toHaveLength(2);
  });

  it('when a checklist is approved, then its user is told; a write that keeps the status, or another status, tells nothing', async () => {
    const company = newCompanyId();
    const userId = await newUser(company);
    const trigger = checklistReviewedTrigger(recordingPushSender());
    await trigger.handler(reviewed(company, 'c2', userId, 'in_review', 'approved', '2026-11-22T10:00:00.000Z'));
    await trigger.handler(reviewed(company, 'c3', userId, 'rejected', 'rejected', '2026-11-22T11:00:00.000Z'));
    await trigger.handler(reviewed(company, 'c4', userId, 'completed', 'in_review', '2026-11-22T12:00:00.000Z'));
    const notifications = await notificationsOf(company, userId);
    expect(notifications.map((n) => [n.type, n.checklistId])).toEqual([['checklist_approved', 'c2']]);
  });
});

describe('a removed checklist', () => {
  const adminInbox = async (companyId: string, adminId: string) =>
    (await db().collection(`companies/${companyId}/admins/${adminId}/notifications`).get()).docs.map(
      (d) => d.data().checklistId as string,
    );
  const custodyNotice = (checklistId: string): NotificationContent => ({
    type: 'vehicle_custody_changed',
    title: 'Troca de motorista',
    body: 'Van 1: Maria assumiu o veículo de João',
    checklistId,
    link: '/admin/vehicles/v1',
  });

  it("when it is removed, then its user's and every admin's notifications of it go ('Checklist não realizado', 'Troca de motorista'), and other checklists' stay", async () => {
    const company = newCompanyId('remocao');
    await createCompanyDoc(company);
    const admins = [`admin-${randomUUID().slice(0, 8)}`, `admin-${randomUUID().slice(0, 8)}`];
    for (const adminId of admins) {
      await companiesRepository.createAdmin(
        company,
        adminId,
        { name: adminId, email: `${adminId}@teste.dev` },
        'super@teste.dev',
      );
    }
    const userId = await newUser(company);
    const removed = await newChecklist(company, userId);
    const kept = await newChecklist(company, userId);
    const push = recordingPushSender();
    await checklistAssignedTrigger(push).handler(removed.created);
    await checklistAssignedTrigger(push).handler(kept.created);
    for (const { id } of [removed, kept]) {
      const ref = { id, templateName: 'Inspeção diária', dueDate: inMinutes(60), userName: 'João' };
      expect(await notifyAdmins(push, company, missedNotification(ref, 'admin'))).toBe(2);
      expect(await notifyAdmins(push, company, custodyNotice(id))).toBe(2);
    }

    await checklistRemovedTrigger.handler({
      eventId: `evt-${randomUUID()}`,
      time: Timestamp.now(),
      params: { companyId: company, docId: removed.id },
      before: removed.after,
      after: null,
    });

    expect((await notificationsOf(company, userId)).map((n) => n.checklistId)).toEqual([kept.id]);
    for (const adminId of admins) expect(await adminInbox(company, adminId)).toEqual([kept.id, kept.id]);
  });
});

describe('through the event bridge, as on the local stack', () => {
  let bridge: EventBridge;
  const push = recordingPushSender();
  let company: string;
  /**
   * Deliveries to the checklists' trigger finished for this company (other test files write to the
   * same store), so a test can wait for every delivery rather than for a while. Only the checklists'
   * trigger counts: the vehicles', not under test here, may deliver for it too.
   */
  let handled = 0;
  const counted = (trigger: DocumentTrigger): DocumentTrigger => ({
    ...trigger,
    handler: async (change) => {
      try {
        await trigger.handler(change);
      } finally {
        if (change.params.companyId === company && trigger.collection === CHECKLIST_EVENTS_COLLECTION) handled += 1;
      }
    },
  });

  beforeAll(async () => {
    company = newCompanyId('ponte');
    bridge = startEventBridge(
      db(),
      backgroundJobs({ push, blobs: blobStore() }).triggers.map(counted),
      (trigger, error) => {
        throw new Error(`${trigger}: ${String(error)}`);
      },
    );
    await bridge.ready;
    await createCompanyDoc(company);
  });

  afterAll(() => bridge.stop());

  it('when 30 assignments for one user are made at once, then the counters end at exactly 30 with 30 notifications and 30 activity entries', async () => {
    const session = adminSession(company);
    const userId = await newUser(company, ['device-ponte']);
    const template = await createTemplate(session, TemplateCreateInputSchema.parse(validTemplate()));

    const handledBefore = handled;
    await Promise.all(
      Array.from({ length: 30 }, () =>
        assignChecklist(session, { templateId: template.id, dueDate: inMinutes(60), userIds: [userId] }),
      ),
    );

    // Each creation is one delivery to the checklists' trigger, which runs the three handlers that
    // fire on it (assigned, counters, activity): once all 30 have run, nothing is pending.
    await eventually(
      async () => handled - handledBefore,
      (n) => n >= 30,
    );
    expect(handled - handledBefore).toBe(30);
    expect(await notificationsOf(company, userId)).toHaveLength(30);
    expect(await countersOf(company, userId)).toEqual({ checklistsCount: 30, completedCount: 0 });
    expect(push.sent.filter((p) => p.tokens[0] === 'device-ponte')).toHaveLength(30);
    const activity = await db()
      .collection(`companies/${company}/activity`)
      .where('type', '==', 'assigned')
      .count()
      .get();
    expect(activity.data().count).toBe(30);
  });
  it('when an assigned checklist is removed, then its notifications go with it, the unread count and the counters follow', async () => {
    const session = adminSession(company);
    const userId = await newUser(company);
    const template = await createTemplate(session, TemplateCreateInputSchema.parse(validTemplate()));
    const { ids } = await assignChecklist(session, {
      templateId: template.id,
      dueDate: inMinutes(60),
      userIds: [userId],
    });
    const { ids: kept } = await assignChecklist(session, {
      templateId: template.id,
      dueDate: inMinutes(90),
      userIds: [userId],
    });
    const userSession = { ...session, uid: userId, role: 'user' as const };
    const bell = () => listNotifications(userSession, { page: 1, pageSize: 10, unread: true });
    await eventually(bell, (page) => page.unread === 2);
    await eventually(
      () => countersOf(company, userId),
      (c) => c.checklistsCount === 2,
    );

    await removeUserChecklist(session, userId, ids[0]!);

    const after = await eventually(bell, (page) => page.unread === 1);
    expect(after.items.map((n) => n.checklistId)).toEqual(kept);
    expect((await notificationsOf(company, userId)).map((n) => n.checklistId)).toEqual(kept);
    expect(
      await eventually(
        () => countersOf(company, userId),
        (c) => c.checklistsCount === 1,
      ),
    ).toEqual({ checklistsCount: 1, completedCount: 0 });
  });
});
