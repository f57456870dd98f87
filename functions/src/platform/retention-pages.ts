import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { updateInBatches } from './batched-writes';
import type { RetentionCursor, RetentionStep } from '../domain/users/personal-data';

const cursorOf = (doc: QueryDocumentSnapshot, field: string): RetentionCursor | null => {
  const at: unknown = doc.get(field);
  return at instanceof Timestamp ? { seconds: at.seconds, nanoseconds: at.nanoseconds, id: doc.id } : null;
};

/** Whether `doc` comes after `after` in (time, id) order. */
const isAfter = (doc: QueryDocumentSnapshot, field: string, after: RetentionCursor): boolean => {
  const at = cursorOf(doc, field);
  if (!at) return false;
  return (
    at.seconds > after.seconds ||
    (at.seconds === after.seconds &&
      (at.nanoseconds > after.nanoseconds || (at.nanoseconds === after.nanoseconds && at.id > after.id)))
  );
};

/**
 * One page of `query`'s documents in `field` (a time) order, then by id, after `after`: a pass reads
 * a collection once, a bounded page at a time, and its next step goes on from `last`. The cursor is
 * a range on the time (from its value, the local emulator ignoring Firestore's cursors) with the
 * documents of that very time already read skipped here; a page of those only is read again larger,
 * so many documents written at one instant (an assignment to hundreds) are never skipped or looped on.
 */
export async function pageInOrder(
  query: Query,
  field: string,
  after: RetentionCursor | null,
  limit: number,
): Promise<{ docs: QueryDocumentSnapshot[]; last: RetentionCursor | null; more: boolean }> {
  let ranged = query;
  if (after) ranged = ranged.where(field, '>=', new Timestamp(after.seconds, after.nanoseconds));
  ranged = ranged.orderBy(field).orderBy('__name__');
  for (let size = limit; ; size *= 2) {
    const read = (await ranged.limit(size).get()).docs;
    const docs = after ? read.filter((doc) => isAfter(doc, field, after)) : read;
    const more = read.length === size;
    if (docs.length > 0 || !more) {
      const page = docs.slice(0, limit);
      const lastDoc = page.at(-1);
      return { docs: page, last: lastDoc ? cursorOf(lastDoc, field) : after, more: more || docs.length > limit };
    }
  }
}

/** The same, of the documents whose `field` is before `before` (what a retention removes). */
export const pageBefore = (query: Query, field: string, before: Date, after: RetentionCursor | null, limit: number) =>
  pageInOrder(query.where(field, '<', Timestamp.fromDate(before)), field, after, limit);

/** Retention of positions kept in a `location` field: one page of documents from before `before` lose theirs. */
export async function clearLocationsBefore(
  query: Query,
  field: string,
  before: Date,
  after: RetentionCursor | null,
  limit: number,
): Promise<RetentionStep> {
  const { docs, last, more } = await pageBefore(query, field, before, after, limit);
  const located = docs.filter((doc) => doc.data().location != null).map((doc) => doc.ref);
  await updateInBatches(located, { location: null });
  return { removed: located.length, last, more };
}
