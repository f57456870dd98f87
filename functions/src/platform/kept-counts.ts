import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { addCounts, countsDelta, type Counts } from '../domain/counts';
import { db } from './firebase';
import { isAlreadyExists } from './firestore-values';
import { processedEvents } from './processed-events';

/** Markers are only needed while redeliveries can arrive (hours); a TTL policy on expireAt drops them. */
export const MARKER_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The once-only marker of `event` (a trigger's delivery) for `subject`, to `create()` in the batch of its effect. */
export function onceMarker(companyId: string, event: string, subject: string) {
  return {
    ref: processedEvents(companyId).doc(createHash('sha256').update(`${event}|${subject}`).digest('hex')),
    data: {
      event,
      subject,
      processedAt: Timestamp.now(),
      expireAt: Timestamp.fromMillis(Date.now() + MARKER_LIFETIME_MS),
    },
  };
}

/** Where a company's counts live, what they count, and each counted document's part. */
export interface CountsSource<K extends string> {
  keys: readonly K[];
  doc: (companyId: string) => DocumentReference;
  collection: (companyId: string) => CollectionReference;
  partOf: (companyId: string) => (data: DocumentData) => Counts<K>;
}

export type CountResult = 'applied' | 'duplicate' | 'unchanged';

/**
 * A document of numbers summed over a collection (a company's fleet or staff), so a summary
 * reads one document however large the collection. Each write's trigger adds its delta once;
 * `complete` is set by a recount from the documents themselves, which a read runs when the
 * document has never been counted whole (data stored before the counts were kept).
 */
export function keptCounts<K extends string>({ keys, doc, collection, partOf }: CountsSource<K>) {
  const numbers = (data: DocumentData | undefined): Counts<K> =>
    Object.fromEntries(keys.map((key) => [key, typeof data?.[key] === 'number' ? data[key] : 0])) as Counts<K>;

  /** Adds `delta` once per `event`; false when the event was applied already. */
  async function apply(companyId: string, event: string, delta: Counts<K>): Promise<boolean> {
    const ref = doc(companyId);
    const marker = onceMarker(companyId, event, ref.path);
    const batch = db().batch();
    batch.create(marker.ref, marker.data);
    batch.set(ref, Object.fromEntries(keys.map((key) => [key, FieldValue.increment(delta[key])])), { merge: true });
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  }

  /** Counts the collection whole and stores the sums as complete. */
  function recount(companyId: string): Promise<Counts<K>> {
    return db().runTransaction(async (tx) => {
      const all = await tx.get(collection(companyId));
      const part = partOf(companyId);
      const sums = all.docs.reduce((sum, d) => addCounts(keys, sum, part(d.data())), numbers(undefined));
      tx.set(doc(companyId), { ...sums, complete: true, countedAt: Timestamp.now() });
      return sums;
    });
  }

  return {
    /** A document's write (before → after, null when absent) in the counts, once per event. */
    async countWrite(
      companyId: string,
      event: string,
      before: DocumentData | null,
      after: DocumentData | null,
    ): Promise<CountResult> {
      const delta = countsDelta(keys, partOf(companyId), before, after);
      if (!delta) return 'unchanged';
      return (await apply(companyId, event, delta)) ? 'applied' : 'duplicate';
    },

    /** The counts: one document, counted from the collection once if it never was. */
    async read(companyId: string): Promise<Counts<K>> {
      const snap = await doc(companyId).get();
      return snap.get('complete') === true ? numbers(snap.data()) : recount(companyId);
    },
  };
}
