import { afterEach, describe, expect, it } from 'vitest';
import { checklistsRepository } from './checklists/checklists.repository';
import { CHECKLIST_EVENTS_COLLECTION, snapshotQuestions } from './domain/checklists/checklist.schema';
import * as deployed from './index';
import { blobStore } from './platform/blob-store';
import { db } from './platform/firebase';
import { recordingPushSender } from './platform/messaging';
import { backgroundJobs, TRIGGER_FUNCTIONS } from './features';
import { startEventBridge, type EventBridge } from './dev/event-bridge';
import type { DocumentTrigger } from './jobs/document-trigger';
import { createAccount, newCompanyId } from './testing/accounts';
import { createCompanyDoc, eventually, inMinutes, validTemplate } from './testing/fixtures';
import { call } from './testing/http';
import { fieldUser, startedChecklist } from './testing/world';
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
  it("when deployed, then the API, the upload and PDF functions, one trigger on each of checklists, vehicles and users, the report's renderer, the export builder and the twelve schedules are exported, and nothing else", () => {
    expect(Object.keys(deployed).sort()).toEqual([
      'api',
      'applyRetention',
      'buildExport',
      'continueCompanyDeletions',
      'createScheduledChecklists',
      'flagOverdueChecklists',
      'notifyDeadlines',
      'onChecklistChange',
      'onUserChange',
      'onVehicleChange',
      'pdf',
      'remindDueChecklists',
      'removeOldNotifications',
      'removeOrphanImages',
      'renderReport',
      'retryDeliveries',
      'sendMorningSummaries',
      'sendWebhooks',
      'upload',
      'webhookDeadlines',
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
      pdf: { availableMemoryMb: 512, concurrency: 20, cpu: 1, timeoutSeconds: 60, maxInstances: 10 },
    });
  });

  it('when the report renderer is deployed, then it draws one report at a time, with the memory and time the largest one takes', () => {
    const { availableMemoryMb, concurrency, timeoutSeconds, maxInstances } = endpointOf(deployed.renderReport);
    expect({ availableMemoryMb, concurrency, timeoutSeconds, maxInstances }).toEqual({
      availableMemoryMb: 2048,
      concurrency: 1,
      timeoutSeconds: 540,
      maxInstances: 5,
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
    ['onChecklistChange', 'written', CHECKLIST_EVENTS_COLLECTION],
    ['onVehicleChange', 'written', 'vehicles'],
    ['onUserChange', 'written', 'users'],
    ['renderReport', 'created', 'report_renders'],
    ['buildExport', 'created', 'exports'],
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

  it('when a feature declares a handler, then the one deployed trigger on its collection serves it, on every change the handler asks for', () => {
    const jobs = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() });
    expect(jobs.handlers.length).toBeGreaterThan(jobs.triggers.length);
    for (const handler of jobs.handlers) {
      const serving = DOCUMENT_TRIGGERS.filter(([, , collection]) => collection === handler.collection);
      expect(serving, handler.name).toHaveLength(1);
      const [name, event] = serving[0]!;
      expect(TRIGGER_FUNCTIONS[handler.collection]).toBe(name);
      expect([handler.on, 'written']).toContain(event);
    }
  });

  it('when scheduled, then the overdue sweep, the scheduled checklists, the due reminders and the orphan images’ sweep run every 15 minutes, the deadline notices every hour and company deletions go on every minute', () => {
    expect(endpointOf(deployed.continueCompanyDeletions).scheduleTrigger).toMatchObject({
      schedule: 'every 1 minutes',
    });
    expect(endpointOf(deployed.flagOverdueChecklists).scheduleTrigger).toMatchObject({ schedule: 'every 15 minutes' });
    expect(endpointOf(deployed.createScheduledChecklists).scheduleTrigger).toMatchObject({
      schedule: 'every 15 minutes',
    });
    expect(endpointOf(deployed.remindDueChecklists).scheduleTrigger).toMatchObject({ schedule: 'every 15 minutes' });
    expect(endpointOf(deployed.removeOrphanImages).scheduleTrigger).toMatchObject({ schedule: 'every 15 minutes' });
    // Hourly, so that each company's deadlines are told from 7:00 of its own zone.
    expect(endpointOf(deployed.notifyDeadlines).scheduleTrigger).toMatchObject({ schedule: 'every 1 hours' });
  });
});

describe('a Firestore event through the deployed wrapper', () => {
  it('when production delivers a creation twice, then every checklist handler gets its id, params and data: notified, counted and in the activity once', async () => {
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
    const after = await db().doc(`companies/${company}/${CHECKLIST_EVENTS_COLLECTION}/${id}`).get();
    const before = await db().doc(`companies/${company}/${CHECKLIST_EVENTS_COLLECTION}/nao-existe`).get();
    const params = { companyId: company, docId: id! };
    type Runnable = { run: (event: unknown) => Promise<unknown> };

    for (let i = 0; i < 2; i += 1)
      await (deployed.onChecklistChange as unknown as Runnable).run({
        id: 'evt-1',
        time: after.updateTime!.toDate().toISOString(),
        params,
        data: { before, after },
      });

    const notifications = await db().collection(`companies/${company}/users/u1/notifications`).get();
    expect(notifications.docs.map((d) => d.id)).toEqual([`checklist_assigned_${id}`]);
    const user = (await db().doc(`companies/${company}/users/u1`).get()).data();
    expect([user?.checklistsCount, user?.completedCount]).toEqual([1, 0]);
    const counted = await db().doc(`companies/${company}/checklist_counts/user-u1`).get();
    expect([counted.get('total'), counted.get('pending')]).toEqual([1, 1]);
    const activity = await db().collection(`companies/${company}/activity`).get();
    expect(activity.docs.map((d) => d.data().type)).toEqual(['assigned']);
  });
});

describe('what one saved answer costs in production', () => {
  let bridge: EventBridge | undefined;
  afterEach(() => bridge?.stop());

  it('when a field user saves an answer that changes nothing a handler filters on, then no deployed function is invoked', async () => {
    const company = newCompanyId('leque');
    const admin = await createAccount({ role: 'admin', companyId: company });
    await createCompanyDoc(company);
    const template = await call('post', '/api/templates', admin.token, validTemplate());
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const joao = await fieldUser(admin.token, 'João');
    const { id, questions } = await startedChecklist(joao, admin.token, template.body.data.id as string);
    // The first answer lists the checklist in the review list ('Em andamento'), which its counts follow.
    const first = await call('put', `/api/checklists/${id}/answers/${questions[2]!.id}`, joao.token, {
      answer: 'Tudo certo',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    // Every deployed Firestore function, watching what production would invoke it for: each write
    // from here on to a document on its path, of its event type, is one invocation.
    const invoked: Array<{ name: string; docId: string }> = [];
    const watchers = Object.entries(deployed).flatMap(([name, fn]): DocumentTrigger[] => {
      const trigger = endpointOf(fn).eventTrigger;
      if (!trigger) return [];
      const collection = /^companies\/\{companyId\}\/([^/]+)\/\{docId\}$/.exec(
        trigger.eventFilterPathPatterns?.document ?? '',
      )?.[1];
      expect(collection, `${name} watches a company subcollection`).toBeDefined();
      return [
        {
          name,
          collection: collection!,
          on: trigger.eventType.split('.').pop() as DocumentTrigger['on'],
          handler: async ({ params }) => {
            if (params.companyId === company) invoked.push({ name, docId: params.docId });
          },
        },
      ];
    });
    expect(watchers.map((w) => w.name).sort()).toEqual([
      'buildExport',
      'onChecklistChange',
      'onUserChange',
      'onVehicleChange',
      'renderReport',
    ]);
    bridge = startEventBridge(db(), watchers, (name, error) => {
      throw new Error(`${name}: ${String(error)}`);
    });
    await bridge.ready;

    const saved = await call('put', `/api/checklists/${id}/answers/${questions[0]!.id}`, joao.token, { answer: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A marker written after it on each watched path: changes on one path arrive in order, so once
    // every marker is in, every invocation the answer caused is too.
    const marker = `marcador-${id}`;
    for (const { collection } of watchers) await db().doc(`companies/${company}/${collection}/${marker}`).set({});
    await eventually(
      async () => invoked.filter((i) => i.docId === marker).length,
      (n) => n === watchers.length,
    );

    expect(invoked.filter((i) => i.docId !== marker)).toEqual([]);
  });
});
