import { describe, expect, it } from 'vitest';
import { checklistsRepository } from './checklists/checklists.repository';
import { snapshotQuestions } from './domain/checklists/checklist.schema';
import * as deployed from './index';
import { blobStore } from './platform/blob-store';
import { db } from './platform/firebase';
import { recordingPushSender } from './platform/messaging';
import { backgroundJobs } from './features';
import { newCompanyId } from './testing/accounts';
import { inMinutes } from './testing/fixtures';
import { usersRepository } from './users/users.repository';

type Endpoint = {
  eventTrigger?: { eventType: string; eventFilterPathPatterns?: Record<string, string>; retry?: boolean };
  scheduleTrigger?: { schedule: string };
  httpsTrigger?: object;
  region?: string[];
  availableMemoryMb?: number;
  concurrency?: number;
  cpu?: number;
  timeoutSeconds?: number;
  maxInstances?: number;
};
const endpointOf = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

describe('the deployed functions', () => {
  it('when deployed, then the API, the upload and PDF functions, the checklist, vehicle and inspection triggers and the seven schedules are exported, and nothing else', () => {
    expect(Object.keys(deployed).sort()).toEqual([
      'api',
      'continueCompanyDeletions',
      'createScheduledChecklists',
      'flagOverdueChecklists',
      'notifyDeadlines',
      'onChecklistActivity',
      'onChecklistAssigned',
      'onChecklistRemoved',
      'onChecklistReviewed',
      'onChecklistWritten',
      'onCustodyInspectionSubmitted',
      'onInspectionApproved',
      'onInspectionCompleted',
      'onUserCounted',
      'onVehicleCounted',
      'onVehicleFleet',
      'pdf',
      'remindDueChecklists',
      'removeOldNotifications',
      'removeOrphanImages',
      'upload',
    ]);
    for (const fn of [deployed.api, deployed.upload, deployed.pdf]) expect(endpointOf(fn).httpsTrigger).toBeDefined();
  });

  it('when the HTTPS functions are deployed, then each is sized for its work (README, capacity)', () => {
    const sizes = Object.fromEntries(
      (['api', 'upload', 'pdf'] as const).map((name) => {
        const { availableMemoryMb, concurrency, cpu, timeoutSeconds, maxInstances } = endpointOf(deployed[name]);
        return [name, { availableMemoryMb, concurrency, cpu, timeoutSeconds, maxInstances }];
      }),
    );
    expect(sizes).toEqual({
      api: { availableMemoryMb: 512, concurrency: 20, cpu: 1, timeoutSeconds: 60, maxInstances: 20 },
      upload: { availableMemoryMb: 1024, concurrency: 10, cpu: 1, timeoutSeconds: 60, maxInstances: 10 },
      pdf: { availableMemoryMb: 2048, concurrency: 1, cpu: 1, timeoutSeconds: 540, maxInstances: 5 },
    });
  });

  it('when a trigger or schedule is in the list the local stack runs, then it is deployed under its name', () => {
    const jobs = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() });
    const names = [...jobs.triggers, ...jobs.schedules].map((job) => job.name);
    expect(
      Object.keys(deployed)
        .filter((name) => !['api', 'upload', 'pdf'].includes(name))
        .sort(),
    ).toEqual([...names].sort());
  });

  const DOCUMENT_TRIGGERS = [
    ['onChecklistAssigned', 'created', 'checklists'],
    ['onChecklistWritten', 'written', 'checklists'],
    ['onChecklistReviewed', 'updated', 'checklists'],
    ['onChecklistActivity', 'written', 'checklists'],
    ['onChecklistRemoved', 'deleted', 'checklists'],
    ['onVehicleFleet', 'written', 'vehicles'],
    ['onVehicleCounted', 'written', 'vehicles'],
    ['onUserCounted', 'written', 'users'],
    ['onInspectionApproved', 'updated', 'checklists'],
    ['onInspectionCompleted', 'updated', 'checklists'],
    ['onCustodyInspectionSubmitted', 'updated', 'checklists'],
  ] as const;

  it('when the document triggers are deployed, then this table names every one of them', () => {
    const jobs = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() });
    expect(DOCUMENT_TRIGGERS.map(([name]) => name).sort()).toEqual(jobs.triggers.map((t) => t.name).sort());
  });

  it.each(DOCUMENT_TRIGGERS)(
    'when a company document fires %s (%s, in %s), then the trigger listens on its path and retries failures',
    (name, event, collection) => {
      expect(endpointOf(deployed[name]).eventTrigger).toMatchObject({
        eventType: `google.cloud.firestore.document.v1.${event}`,
        eventFilterPathPatterns: { document: `companies/{companyId}/${collection}/{docId}` },
        retry: true,
      });
    },
  );

  it('when scheduled, then the overdue sweep, the scheduled checklists and the due reminders run every 15 minutes, the orphan images go once a day, the deadline notices every hour and company deletions go on every minute', () => {
    expect(endpointOf(deployed.continueCompanyDeletions).scheduleTrigger).toMatchObject({
      schedule: 'every 1 minutes',
    });
    expect(endpointOf(deployed.flagOverdueChecklists).scheduleTrigger).toMatchObject({ schedule: 'every 15 minutes' });
    expect(endpointOf(deployed.createScheduledChecklists).scheduleTrigger).toMatchObject({
      schedule: 'every 15 minutes',
    });
    expect(endpointOf(deployed.remindDueChecklists).scheduleTrigger).toMatchObject({ schedule: 'every 15 minutes' });
    expect(endpointOf(deployed.removeOrphanImages).scheduleTrigger).toMatchObject({ schedule: 'every day 03:00' });
    // Hourly, so that each company's deadlines are told from 7:00 of its own zone.
    expect(endpointOf(deployed.notifyDeadlines).scheduleTrigger).toMatchObject({ schedule: 'every 1 hours' });
  });
});

describe('a Firestore event through the deployed wrapper', () => {
  it('when production delivers a creation, then the handler gets its id, params and data: notified and counted once', async () => {
    const company = newCompanyId();
    await usersRepository.create(company, 'u1', { name: 'João', email: 'u1@teste.dev', phone: '', isActive: true });
    const [id] = await checklistsRepository.createMany(
      company,
      [
        {
          userId: 'u1',
          userName: 'João',
          templateId: 't1',
          templateName: 'Inspeção',
          dueDate: inMinutes(60),
          questions: snapshotQuestions([]),
        },
      ],
      'admin@teste.dev',
    );
    const after = await db().doc(`companies/${company}/checklists/${id}`).get();
    const before = await db().doc(`companies/${company}/checklists/nao-existe`).get();
    const params = { companyId: company, docId: id! };
    type Runnable = { run: (event: unknown) => Promise<unknown> };

    for (let i = 0; i < 2; i += 1) {
      await (deployed.onChecklistAssigned as unknown as Runnable).run({ id: 'evt-1', params, data: after });
      await (deployed.onChecklistWritten as unknown as Runnable).run({ id: 'evt-1', params, data: { before, after } });
    }

    const notifications = await db().collection(`companies/${company}/users/u1/notifications`).get();
    expect(notifications.docs.map((d) => d.id)).toEqual([`checklist_assigned_${id}`]);
    const user = (await db().doc(`companies/${company}/users/u1`).get()).data();
    expect([user?.checklistsCount, user?.completedCount]).toEqual([1, 0]);
  });
});
