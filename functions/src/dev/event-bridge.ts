import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, Firestore, QuerySnapshot, Timestamp } from 'firebase-admin/firestore';
import { firesOn, type DocumentTrigger } from '../jobs/document-trigger';

/** A promise with the function that resolves it (Promise.withResolvers needs Node 22). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export interface EventBridge {
  /** Resolves once the documents present at start are known; changes after it are events. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Feeds Firestore changes into trigger handlers on the local stack, where no emulator fires
 * triggers (DESIGN section 2). It listens to each company's subcollections that a trigger watches;
 * documents already there when the bridge starts are not events, as in production.
 */
/**
 * Deliveries handled at once. A burst of thousands of writes (the dashboard bench's 10,000
 * checklists) started all together timed out against the emulator (DEADLINE_EXCEEDED after 60 s),
 * and the bridge does not retry, so events were lost; production spreads them over instances.
 */
const MAX_IN_FLIGHT = 32;

export function startEventBridge(
  db: Firestore,
  triggers: DocumentTrigger[],
  onError: (trigger: string, error: unknown) => void,
): EventBridge {
  const collections = [...new Set(triggers.map((t) => t.collection))];
  const perCompany = new Map<string, Array<() => void>>();
  let firstCompanies = true;

  // Deliveries run at most MAX_IN_FLIGHT at once, the rest wait their turn in arrival order.
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  const turn = () =>
    inFlight < MAX_IN_FLIGHT ? (inFlight++, Promise.resolve()) : new Promise<void>((go) => waiting.push(go));
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };

  const deliver = async (
    collection: string,
    companyId: string,
    docId: string,
    before: DocumentData | null,
    after: DocumentData | null,
    time: Timestamp,
  ) => {
    await turn();
    try {
      await deliverNow(collection, companyId, docId, before, after, time);
    } finally {
      done();
    }
  };

  const deliverNow = async (
    collection: string,
    companyId: string,
    docId: string,
    before: DocumentData | null,
    after: DocumentData | null,
    time: Timestamp,
  ) => {
    for (const trigger of triggers) {
      if (trigger.collection !== collection || !firesOn(trigger, before, after)) continue;
      const eventId = `${collection}/${companyId}/${docId}@${time.toMillis()}`;
      try {
        await trigger.handler({ eventId, time, params: { companyId, docId }, before, after });
      } catch (error) {
        onError(trigger.name, error);
      }
    }
  };

  const watch = (companyId: string, existedAtStart: boolean, loaded: Array<Promise<void>>) =>
    collections.map((name) => {
      const known = new Map<string, DocumentData>();
      let first = true;
      const firstSnapshot = signal();
      loaded.push(firstSnapshot.promise);
      return db
        .collection('companies')
        .doc(companyId)
        .collection(name)
        .onSnapshot((snap: QuerySnapshot) => {
          const quiet = first && existedAtStart;
          first = false;
          firstSnapshot.resolve();
          for (const change of snap.docChanges()) {
            const id = change.doc.id;
            const before = known.get(id) ?? null;
            const after = change.type === 'removed' ? null : change.doc.data();
            if (after) known.set(id, after);
            else known.delete(id);
            // A change that changed nothing (the listener can report one) is no event in production.
            if (quiet || (before && after && isDeepStrictEqual(before, after))) continue;
            // A removal's own commit time is not reported: the snapshot's read time follows it.
            const time = change.type === 'removed' ? snap.readTime : change.doc.updateTime;
            void deliver(name, companyId, id, before, after, time);
          }
        });
    });

  const ready = signal();
  const onCompanies = (snap: QuerySnapshot) => {
    const loaded: Array<Promise<void>> = [];
    for (const change of snap.docChanges()) {
      const id = change.doc.id;
      if (change.type === 'added' && !perCompany.has(id)) perCompany.set(id, watch(id, firstCompanies, loaded));
      if (change.type === 'removed') {
        perCompany.get(id)?.forEach((stop) => stop());
        perCompany.delete(id);
      }
    }
    if (firstCompanies) void Promise.all(loaded).then(ready.resolve);
    firstCompanies = false;
  };
  // With no trigger there is nothing to watch.
  const stopCompanies = collections.length > 0 ? db.collection('companies').onSnapshot(onCompanies) : () => undefined;
  if (collections.length === 0) ready.resolve();

  return {
    ready: ready.promise,
    stop() {
      stopCompanies();
      for (const stops of perCompany.values()) stops.forEach((stop) => stop());
      perCompany.clear();
    },
  };
}
