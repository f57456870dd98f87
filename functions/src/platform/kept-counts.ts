import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type Query } from 'firebase-admin/firestore';
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

/**
 * Where one set of counts lives, what it counts, and each counted document's part. `S` is what
 * names the set within a company besides its id (nothing for the company's own, a user's id for
 * one user's).
 */
export interface CountsSource<K extends string, S extends unknown[] = []> {
  keys: readonly K[];
  doc: (companyId: string, ...scope: S) => DocumentReference;
  /** The documents counted, as a recount reads them. */
  documents: (companyId: string, ...scope: S) => Query;
  partOf: (companyId: string) => (data: DocumentData) => Counts<K>;
}

/** A trigger's delivery: its id (the same for every delivery of one change) and the change's commit time. */
export interface CountedEvent {
  id: string;
  time: Timestamp;
}

/** 'recounted': the change was in the documents the first recount read, so its delta is in the sums already. */
export type CountResult = 'applied' | 'duplicate' | 'unchanged' | 'recounted';

/** Whether a change committed at `time` is in a recount that read the documents at `countedAt`. */
const inRecount = (countedAt: unknown, time: Timestamp) =>
  countedAt instanceof Timestamp && time.valueOf() <= countedAt.valueOf();

/**
 * A document of numbers summed over a collection (a company's fleet or staff), so a summary
 * reads one document however large the collection. Each write's trigger adds its delta once;
 * `complete` is set by a recount from the documents themselves, which a read runs when the
 * document has never been counted whole (data stored before the counts were kept). The recount
 * keeps the time it read the documents at (`countedAt`): a change committed by then is in its
 * sums, so that change's event, delivered after it, adds nothing.
 */
export function keptCounts<K extends string, S extends unknown[] = []>({
  keys,
  doc,
  documents,
  partOf,
}: CountsSource<K, S>) {
  const numbers = (data: DocumentData | undefined): Counts<K> =>
    Object.fromEntries(keys.map((key) => [key, typeof data?.[key] === 'number' ? data[key] : 0])) as Counts<K>;

  /**
   * Adds `delta` once per event, unless the recount already read the change. In one transaction
   * with the counts' read, so a recount cannot commit between the check and the increment.
   */
  async function apply(companyId: string, event: CountedEvent, ref: DocumentReference, delta: Counts<K>) {
    const marker = onceMarker(companyId, event.id, ref.path);
    try {
      return await db().runTransaction(async (tx): Promise<CountResult> => {
        const [counts, done] = await tx.getAll(ref, marker.ref);
        if (done!.exists) return 'duplicate';
        tx.create(marker.ref, marker.data);
        if (counts!.get('complete') === true && inRecount(counts!.get('countedAt'), event.time)) return 'recounted';
        tx.set(ref, Object.fromEntries(keys.map((key) => [key, FieldValue.increment(delta[key])])), { merge: true });
        return 'applied';
      });
    } catch (error) {
      if (isAlreadyExists(error)) return 'duplicate';
      throw error;
    }
  }

  /** Counts the documents whole and stores the sums as complete, with the time they were read at. */
  function recount(companyId: string, scope: S): Promise<Counts<K>> {
    return db().runTransaction(async (tx) => {
      const all = await tx.get(documents(companyId, ...scope));
      const part = partOf(companyId);
      const sums = all.docs.reduce((sum, d) => addCounts(keys, sum, part(d.data())), numbers(undefined));
      tx.set(doc(companyId, ...scope), { ...sums, complete: true, countedAt: all.readTime });
      return sums;
    });
  }

  return {
    /** A document's write (before → after, null when absent) in the counts, once per event. */
    async countWrite(
      companyId: string,
      event: CountedEvent,
      before: DocumentData | null,
      after: DocumentData | null,
      ...scope: S
    ): Promise<CountResult> {
      const delta = countsDelta(keys, partOf(companyId), before, after);
      if (!delta) return 'unchanged';
      return apply(companyId, event, doc(companyId, ...scope), delta);
    },

    /** The counts: one document, counted from the documents once if it never was. */
    async read(companyId: string, ...scope: S): Promise<Counts<K>> {
      const snap = await doc(companyId, ...scope).get();
      return snap.get('complete') === true ? numbers(snap.data()) : recount(companyId, scope);
    },
  };
}
