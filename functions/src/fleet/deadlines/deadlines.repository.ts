import type { DocumentData, Query, WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  DEADLINE_KINDS,
  type DeadlineChange,
  type DeadlineEntry,
  type DeadlineKind,
} from '../../domain/deadlines/deadlines';
import { db } from '../../platform/firebase';
import type { PageRequest } from '../../domain/cursor';
import { createdOnce } from '../../platform/firestore-values';
import { pagesInOrder, readPage, type ListOrder } from '../../platform/list-pages';

/** `companies/{c}/deadlines/{key}`: one entry per item with a deadline (domain/deadlines/deadlines.ts). */
export const DEADLINES_COLLECTION = 'deadlines';
/** `companies/{c}/deadline_notices/{id}`: one marker per notice sent (entry, due day, threshold) and per day done. */
export const DEADLINE_NOTICES_COLLECTION = 'deadline_notices';

export const deadlinesCollection = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(DEADLINES_COLLECTION);
const noticesCollection = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(DEADLINE_NOTICES_COLLECTION);

export interface DeadlineFilter {
  kind?: DeadlineKind;
  vehicleId?: string;
  driverId?: string;
  /** Due days, both ends included. */
  from: string | null;
  to: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ref = (value: unknown) => {
  const r = value as { id?: unknown; name?: unknown; plate?: unknown } | null | undefined;
  return r && typeof r.id === 'string' ? { id: r.id, name: text(r.name), plate: text(r.plate) } : null;
};

function toEntry(id: string, d: DocumentData): DeadlineEntry {
  const vehicle = ref(d.vehicle);
  const driver = ref(d.driver);
  return {
    key: id,
    kind: DEADLINE_KINDS.includes(d.kind) ? (d.kind as DeadlineKind) : 'document',
    sourceId: text(d.sourceId),
    dueDay: text(d.dueDay),
    title: text(d.title),
    vehicle,
    driver: driver && { id: driver.id, name: driver.name },
    nicAmount: typeof d.nicAmount === 'number' ? d.nicAmount : null,
    link: text(d.link),
  };
}

function filtered(companyId: string, filter: DeadlineFilter): Query {
  // Equality on the top-level copies, a range on the day: a composite index each (firestore.indexes.json).
  let query: Query = deadlinesCollection(companyId);
  if (filter.kind) query = query.where('kind', '==', filter.kind);
  if (filter.vehicleId) query = query.where('vehicleId', '==', filter.vehicleId);
  if (filter.driverId) query = query.where('driverId', '==', filter.driverId);
  if (filter.from) query = query.where('dueDay', '>=', filter.from);
  if (filter.to) query = query.where('dueDay', '<=', filter.to);
  return query;
}

/**
 * Puts the entries (or removes those with `entry: null`) in the caller's batch, beside the write
 * of the item they come from, so an item and its deadline never disagree. `vehicleId` and
 * `driverId` are copied to the top level, where the local emulator can filter on them.
 */
export function stageDeadlines(batch: WriteBatch, companyId: string, changes: readonly DeadlineChange[]): void {
  for (const { key, entry } of changes) {
    const ref = deadlinesCollection(companyId).doc(key);
    if (!entry) batch.delete(ref);
    else
      batch.set(ref, {
        ...entry,
        vehicleId: entry.vehicle?.id ?? null,
        driverId: entry.driver?.id ?? null,
        updatedAt: FieldValue.serverTimestamp(),
      });
  }
}

const SOONEST: ListOrder = { field: 'dueDay', direction: 'asc' };

export const deadlinesRepository = {
  /** One page, soonest first (ties by key, the document's id, so pages do not overlap), and how many match. */
  async list(
    companyId: string,
    filter: DeadlineFilter,
    request: PageRequest,
  ): Promise<{ items: DeadlineEntry[]; total: number; nextCursor: string | null }> {
    const query = filtered(companyId, filter);
    const [{ docs, nextCursor }, total] = await Promise.all([readPage(query, SOONEST, request), query.count().get()]);
    return { items: docs.map((doc) => toEntry(doc.id, doc.data())), total: total.data().count, nextCursor };
  },

  /** Every entry under the filter, soonest first, `pageSize` at a time (an export's rows). */
  async *pages(companyId: string, filter: DeadlineFilter, pageSize: number): AsyncGenerator<DeadlineEntry[]> {
    for await (const docs of pagesInOrder(filtered(companyId, filter), SOONEST, pageSize))
      yield docs.map((doc) => toEntry(doc.id, doc.data()));
  },

  async count(companyId: string, filter: DeadlineFilter): Promise<number> {
    return (await filtered(companyId, filter).count().get()).data().count;
  },

  /** Every entry due from `from` to `to` (both included): what the daily notices look at. */
  async listDueBetween(companyId: string, from: string, to: string): Promise<DeadlineEntry[]> {
    const snap = await filtered(companyId, { from, to }).get();
    return snap.docs.map((doc) => toEntry(doc.id, doc.data()));
  },

  /** The ids among `ids` whose marker exists: notices already sent, days already done. */
  async existingNotices(companyId: string, ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    // A few hundred documents a read, well inside a request's size.
    for (let i = 0; i < ids.length; i += 300) {
      const refs = ids.slice(i, i + 300).map((id) => noticesCollection(companyId).doc(id));
      for (const snap of await db().getAll(...refs)) if (snap.exists) found.add(snap.id);
    }
    return found;
  },

  /** Records a notice (or a day) as done; false when another run recorded it first. */
  markNotice(companyId: string, id: string, data: Record<string, unknown>): Promise<boolean> {
    return createdOnce(() =>
      noticesCollection(companyId)
        .doc(id)
        .create({ ...data, at: FieldValue.serverTimestamp() }),
    );
  },
};
