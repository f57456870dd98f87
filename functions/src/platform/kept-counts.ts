import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type CollectionReference, type DocumentReference } from 'firebase-admin/firestore';
import { addCounts, type Counts } from '../domain/counts';
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

/**
 * A document of numbers summed over a collection (a company's fleet or staff), so a summary
 * reads one document however large the collection. Each write's trigger adds its delta once;
 * `complete` is set by a recount from the documents themselves, which a summary runs when the
 * document has never been counted whole (data stored before the counts were kept).
 */
export function keptCounts<K extends string>(keys: readonly K[]) {
  const numbers = (data: Record<string, unknown> | undefined): Counts<K> =>
    Object.fromEntries(keys.map((key) => [key, typeof data?.[key] === 'number' ? data[key] : 0])) as Counts<K>;
  return {
    /** Adds `delta` once per `event`; false when the event was applied already. */
    async apply(companyId: string, doc: DocumentReference, event: string, delta: Counts<K>): Promise<boolean> {
      const marker = onceMarker(companyId, event, doc.path);
      const batch = db().batch();
      batch.create(marker.ref, marker.data);
      batch.set(doc, Object.fromEntries(keys.map((key) => [key, FieldValue.increment(delta[key])])), { merge: true });
      try {
        await batch.commit();
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },

    /** The counts, or null when they were never counted whole. */
    async read(doc: DocumentReference): Promise<Counts<K> | null> {
      const snap = await doc.get();
      return snap.get('complete') === true ? numbers(snap.data()) : null;
    },

    /** Counts `collection` whole (each document's part by `countsOf`) and stores the sums as complete. */
    async recount(
      doc: DocumentReference,
      collection: CollectionReference,
      countsOf: (data: Record<string, unknown>) => Counts<K>,
    ): Promise<Counts<K>> {
      return db().runTransaction(async (tx) => {
        const all = await tx.get(collection);
        const sums = all.docs.reduce((sum, d) => addCounts(keys, sum, countsOf(d.data())), numbers(undefined));
        tx.set(doc, { ...sums, complete: true, countedAt: Timestamp.now() });
        return sums;
      });
    },
  };
}
