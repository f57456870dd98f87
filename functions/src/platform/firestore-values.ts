import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Firestore dates in any stored shape (Timestamp, Date, ISO string) as an ISO string. */
export function toIso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
}

/**
 * One page of an ordered query. Reads `offset + limit` documents and drops the first `offset`:
 * the local emulator ignores `offset()`, and real Firestore bills skipped documents anyway.
 */
export async function readPage(query: Query, offset: number, limit: number): Promise<QueryDocumentSnapshot[]> {
  const snap = await query.limit(offset + limit).get();
  return snap.docs.slice(offset);
}
