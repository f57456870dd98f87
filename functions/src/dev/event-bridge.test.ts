import { afterEach, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../features';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { newCompanyId } from '../testing/accounts';
import { eventually } from '../testing/fixtures';
import type { DocumentChange, DocumentTrigger } from '../jobs/document-trigger';
import { startEventBridge, type EventBridge } from './event-bridge';

const recorder = (on: DocumentTrigger['on'], collection = 'bridge_things') => {
  const seen: DocumentChange[] = [];
  const trigger: DocumentTrigger = {
    name: `record-${on}-${collection}`,
    collection,
    on,
    handler: async (c) => void seen.push(c),
  };
  return { seen, trigger };
};

let bridge: EventBridge | undefined;
afterEach(() => bridge?.stop());

describe('event bridge', () => {
  it('when documents are created, updated and deleted, then each trigger gets the changes it asked for', async () => {
    const written = recorder('written');
    const created = recorder('created');
    const errors: string[] = [];
    bridge = startEventBridge(db(), [written.trigger, created.trigger], (name) => errors.push(name));
    await bridge.ready;
    const companyId = newCompanyId('bridge');
    await db().doc(`companies/${companyId}`).set({ name: 'Ponte' });
    const ref = db().doc(`companies/${companyId}/bridge_things/t1`);

    await ref.set({ n: 1 });
    await eventually(
      async () => created.seen.length,
      (n) => n === 1,
    );
    await ref.update({ n: 2 });
    await eventually(
      async () => written.seen.length,
      (n) => n === 2,
    );
    await ref.delete();
    await eventually(
      async () => written.seen.length,
      (n) => n === 3,
    );

    expect(written.seen.map((c) => [c.before?.n ?? null, c.after?.n ?? null])).toEqual([
      [null, 1],
      [1, 2],
      [2, null],
    ]);
    expect(created.seen).toHaveLength(1);
    expect(created.seen[0]!.params).toEqual({ companyId, docId: 't1' });
    expect(new Set(written.seen.map((c) => c.eventId)).size).toBe(3);
    expect(errors).toEqual([]);
  });

  it('when two collections are watched, then each trigger gets the changes of its own collection only', async () => {
    const things = recorder('created');
    const others: DocumentChange[] = [];
    const otherTrigger: DocumentTrigger = {
      name: 'record-others',
      collection: 'bridge_others',
      on: 'created',
      handler: async (c) => void others.push(c),
    };
    bridge = startEventBridge(db(), [things.trigger, otherTrigger], () => undefined);
    await bridge.ready;
    const companyId = newCompanyId('bridge');
    await db().doc(`companies/${companyId}`).set({ name: 'Duas' });

    await db().doc(`companies/${companyId}/bridge_things/t1`).set({ n: 1 });
    await db().doc(`companies/${companyId}/bridge_others/o1`).set({ n: 2 });
    await eventually(
      async () => things.seen.length + others.length,
      (n) => n >= 2,
    );

    expect(things.seen.map((c) => c.params.docId)).toEqual(['t1']);
    expect(others.map((c) => c.params.docId)).toEqual(['o1']);
  });

  it('when the bridge starts, then documents already stored are not events', async () => {
    const companyId = newCompanyId('bridge');
    await db().doc(`companies/${companyId}`).set({ name: 'Antiga' });
    await db().doc(`companies/${companyId}/bridge_things/old`).set({ n: 0 });
    const written = recorder('written');
    bridge = startEventBridge(db(), [written.trigger], () => undefined);
    await bridge.ready;

    await db().doc(`companies/${companyId}/bridge_things/new`).set({ n: 1 });
    await eventually(
      async () => written.seen.length,
      (n) => n >= 1,
    );

    // Changes reach handlers in snapshot order, and 'old' could only come with the first snapshot:
    // had it been delivered, it would have been seen before 'new'.
    expect(written.seen.map((c) => c.params.docId)).toEqual(['new']);
  });

  it('when a handler throws, then the error is reported and later changes still arrive', async () => {
    const errors: string[] = [];
    let calls = 0;
    const flaky: DocumentTrigger = {
      name: 'flaky',
      collection: 'bridge_things',
      on: 'created',
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('falhou');
      },
    };
    bridge = startEventBridge(db(), [flaky], (name) => errors.push(name));
    await bridge.ready;
    const companyId = newCompanyId('bridge');
    await db().doc(`companies/${companyId}`).set({ name: 'Instável' });
    await db().doc(`companies/${companyId}/bridge_things/a`).set({});
    await db().doc(`companies/${companyId}/bridge_things/b`).set({});

    await eventually(
      async () => calls,
      (n) => n === 2,
    );
    expect(errors).toEqual(['flaky']);
  });

  it('when triggers watch two collections, then each gets the changes of its own only', async () => {
    const things = recorder('written');
    const others = recorder('written', 'bridge_others');
    bridge = startEventBridge(db(), [things.trigger, others.trigger], () => undefined);
    await bridge.ready;
    const companyId = newCompanyId('bridge');
    await db().doc(`companies/${companyId}`).set({ name: 'Duas' });

    await db().doc(`companies/${companyId}/bridge_things/t1`).set({ n: 1 });
    await db().doc(`companies/${companyId}/bridge_others/o1`).set({ n: 1 });
    await eventually(
      async () => [things.seen.length, others.seen.length],
      ([a, b]) => a! >= 1 && b! >= 1,
    );

    expect(things.seen.map((c) => c.params.docId)).toEqual(['t1']);
    expect(others.seen.map((c) => c.params.docId)).toEqual(['o1']);
  });

  it('when no trigger is registered, then the bridge is ready at once and watches nothing', async () => {
    bridge = startEventBridge(db(), [], () => undefined);
    await expect(bridge.ready).resolves.toBeUndefined();
  });

  it("when the stack's triggers follow vehicles, users and checklists written in one batch, then the fleet's, users' and checklists' counts count each document once, and only its own collection's", async () => {
    const jobs = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() });
    const errors: string[] = [];
    bridge = startEventBridge(
      db(),
      jobs.triggers.filter((t) => !t.sizing),
      (name, error) => errors.push(`${name}: ${String(error)}`),
    );
    await bridge.ready;
    const companyId = newCompanyId('bridge');
    const company = db().doc(`companies/${companyId}`);
    await company.set({ name: 'Contada' });

    const batch = db().batch();
    for (const n of [1, 2])
      batch.set(company.collection('vehicles').doc(`v${n}`), {
        name: `Veículo ${n}`,
        plate: `CNT${n}A11`,
        isActive: true,
        currentKm: 10_000,
        lastOilChangeKm: 9_000,
        oilChangeIntervalKm: 10_000,
        companyId,
      });
    for (const n of [1, 2])
      batch.set(company.collection('users').doc(`u${n}`), {
        name: `Motorista ${n}`,
        email: `m${n}@teste.dev`,
        role: 'user',
        isActive: true,
        checklistsCount: 0,
        completedCount: 0,
        companyId,
      });
    for (const n of [1, 2, 3, 4]) {
      const checklist = {
        userId: `u${(n % 2) + 1}`,
        userName: 'Motorista',
        templateName: 'Inspeção',
        status: 'pending',
      };
      batch.set(company.collection('checklists').doc(`c${n}`), {
        ...checklist,
        companyId,
        templateId: 't1',
        questions: [],
      });
      // Its event document, which the checklists' trigger watches, is written in the same batch.
      batch.set(company.collection('checklist_events').doc(`c${n}`), { ...checklist, reviewStatus: null });
    }
    await batch.commit();

    const counts = async () => {
      const [fleet, users, u1, u2] = await Promise.all([
        company.collection('vehicle_counts').doc('fleet').get(),
        company.collection('user_counts').doc('users').get(),
        company.collection('checklist_counts').doc('user-u1').get(),
        company.collection('checklist_counts').doc('user-u2').get(),
      ]);
      return {
        vehicles: fleet.get('total'),
        users: users.get('total'),
        assigned: users.get('checklistsAssigned'),
        byUser: [u1.get('total'), u2.get('total')],
      };
    };
    // A marker on each counted path, written after the batch: changes on one path arrive in order.
    for (const collection of ['vehicles', 'users'])
      await company.collection(collection).doc('marcador').set({ name: 'Marcador', isActive: true, companyId });
    const counted = await eventually(
      counts,
      (c) => c.assigned === 4 && c.vehicles >= 3 && c.users >= 3 && c.byUser.every((n) => n >= 2),
    );
    expect(counted).toEqual({ vehicles: 3, users: 3, assigned: 4, byUser: [2, 2] });
    expect(errors).toEqual([]);
  });
});
