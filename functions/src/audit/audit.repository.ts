import { FieldValue, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_ROLE_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditActorRole,
  type AuditChange,
  type AuditEntry,
  type AuditEntryDraft,
  type AuditRecordType,
} from '../domain/audit/audit';
import { db } from '../platform/firebase';
import type { PageRequest } from '../domain/cursor';
import { toIso } from '../platform/firestore-values';
import { deleteInBatches } from '../platform/batched-writes';
import { pagesInOrder, readPage, type ListOrder } from '../platform/list-pages';
import type { AuditEntryText, RetentionCursor } from '../domain/users/personal-data';
import { pageInOrder } from '../platform/retention-pages';

/** Entries read at once when a deleted person is taken out of the trail (each page one batch of writes). */
const REWRITE_PAGE = 400;

/**
 * companies/{id}/audit: appended to here; an entry changes only when a person it names is deleted
 * (LGPD erasure), and goes past the trail's retention or with the company.
 */
export const AUDIT_COLLECTION = 'audit';

const collection = (companyId: string) => db().collection('companies').doc(companyId).collection(AUDIT_COLLECTION);

export interface AuditFilter {
  actorUid?: string;
  recordType?: AuditRecordType;
  recordId?: string;
  start: Date | null;
  end: Date | null;
}

function toEntry(id: string, d: DocumentData): AuditEntry {
  const actor = (d.actor ?? {}) as Record<string, unknown>;
  const record = (d.record ?? {}) as Record<string, unknown>;
  return {
    id,
    action: AUDIT_ACTIONS.includes(d.action) ? (d.action as AuditAction) : 'checklist.assigned',
    actor: {
      uid: String(actor.uid ?? ''),
      name: String(actor.name ?? ''),
      role: Object.hasOwn(AUDIT_ACTOR_ROLE_LABELS, String(actor.role)) ? (actor.role as AuditActorRole) : 'user',
    },
    record: {
      type: AUDIT_RECORD_TYPES.includes(record.type as AuditRecordType) ? (record.type as AuditRecordType) : 'company',
      id: String(record.id ?? ''),
      label: String(record.label ?? ''),
    },
    changes: Array.isArray(d.changes) ? (d.changes as AuditChange[]) : [],
    reason: typeof d.reason === 'string' ? d.reason : null,
    at: toIso(d.at) ?? new Date(0).toISOString(),
  };
}

function filtered(companyId: string, filter: AuditFilter): Query {
  // Flat copies of the filtered fields: one composite index each (firestore.indexes.json).
  let query: Query = collection(companyId);
  if (filter.actorUid) query = query.where('actorUid', '==', filter.actorUid);
  if (filter.recordType) query = query.where('recordType', '==', filter.recordType);
  if (filter.recordId) query = query.where('recordId', '==', filter.recordId);
  if (filter.start) query = query.where('at', '>=', Timestamp.fromDate(filter.start));
  if (filter.end) query = query.where('at', '<', Timestamp.fromDate(filter.end));
  return query;
}

const NEWEST_FIRST: ListOrder = { field: 'at', direction: 'desc' };

export const auditRepository = {
  /** Appends entries, each a new document stamped with the server's time. */
  async append(companyId: string, entries: AuditEntryDraft[]): Promise<void> {
    if (entries.length === 0) return;
    const batch = db().batch();
    for (const entry of entries) {
      batch.create(collection(companyId).doc(), {
        ...entry,
        actorUid: entry.actor.uid,
        recordType: entry.record.type,
        recordId: entry.record.id,
        at: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  },

  /**
   * Rewrites every entry `rewrite` changes (null: unchanged), reading the trail a page at a time
   * in time order and writing each page's changes in one batch. How many it rewrote.
   */
  async rewriteEach(companyId: string, rewrite: (entry: AuditEntryText) => AuditEntryText | null): Promise<number> {
    let rewritten = 0;
    let after: RetentionCursor | null = null;
    for (let more = true; more;) {
      const page: Awaited<ReturnType<typeof pageInOrder>> = await pageInOrder(
        collection(companyId),
        'at',
        after,
        REWRITE_PAGE,
      );
      const batch = db().batch();
      let writes = 0;
      for (const doc of page.docs) {
        const d = doc.data();
        const next = rewrite({
          actor: d.actor,
          record: d.record,
          changes: d.changes,
          reason: d.reason ?? null,
          actorUid: d.actorUid,
          recordId: d.recordId,
        });
        if (!next) continue;
        batch.update(doc.ref, { ...next });
        writes += 1;
      }
      if (writes > 0) await batch.commit();
      rewritten += writes;
      ({ last: after, more } = page);
    }
    return rewritten;
  },

  /** Deletes up to `limit` entries written before `cutoff`, oldest first; how many it deleted. */
  async removeBefore(companyId: string, cutoff: Date, limit: number): Promise<number> {
    const { docs } = await collection(companyId)
      .where('at', '<', Timestamp.fromDate(cutoff))
      .orderBy('at')
      .limit(limit)
      .get();
    await deleteInBatches(docs.map((doc) => doc.ref));
    return docs.length;
  },

  async count(companyId: string, filter: AuditFilter): Promise<number> {
    return (await filtered(companyId, filter).count().get()).data().count;
  },

  /** The entries under the filter, newest first, `pageSize` at a time (an export's rows). */
  async *pages(companyId: string, filter: AuditFilter, pageSize: number): AsyncGenerator<AuditEntry[]> {
    for await (const docs of pagesInOrder(filtered(companyId, filter), NEWEST_FIRST, pageSize))
      yield docs.map((doc) => toEntry(doc.id, doc.data()));
  },

  async list(
    companyId: string,
    filter: AuditFilter,
    request: PageRequest,
  ): Promise<{ items: AuditEntry[]; total: number; nextCursor: string | null }> {
    const query = filtered(companyId, filter);
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, NEWEST_FIRST, request),
      query.count().get(),
    ]);
    return { items: docs.map((doc) => toEntry(doc.id, doc.data())), total: total.data().count, nextCursor };
  },
};
