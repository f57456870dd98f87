import {
  auditDateRange,
  auditEntry,
  changedFields,
  type AuditAction,
  type AuditActor,
  type AuditActorRole,
  type AuditChange,
  type AuditEntry,
  type AuditEntryDraft,
  type AuditListQuery,
  type AuditPage,
  type AuditRecordRef,
} from '../domain/audit/audit';
import type { AuditField } from '../domain/audit/audit-fields';
import type { CompanySession, SessionUser } from '../domain/roles';
import type { AuditEntryText } from '../domain/users/personal-data';
import { auditRepository, type AuditFilter } from './audit.repository';

/**
 * Who an entry names: the session's person, or what the session stands for when it is not a
 * person's (`actorRole`: an API key's calls, whose session acts with an admin's reach).
 */
export const actorOf = (
  session: Pick<SessionUser, 'uid' | 'name'> & { role: AuditActorRole; actorRole?: AuditActorRole },
): AuditActor => ({
  uid: session.uid,
  name: session.name,
  role: session.actorRole ?? session.role,
});

/**
 * Appends entries to the company's audit trail. Written after the change they record and awaited:
 * a failed write fails the request, so a change is never reported done without its entry.
 */
export function recordAudit(companyId: string, entries: AuditEntryDraft[]): Promise<void> {
  return auditRepository.append(companyId, entries);
}

/** One entry by the signed-in person. */
export function audit(
  session: SessionUser,
  companyId: string,
  action: AuditAction,
  record: AuditRecordRef,
  changes: AuditChange[] = [],
  reason: string | null = null,
): Promise<void> {
  return recordAudit(companyId, [auditEntry(actorOf(session), action, record, changes, reason)]);
}

/** A record the signed-in person created or deleted, as an entry: the audited `fields` it had (`values`). */
type LifecycleAudit = (
  session: CompanySession,
  action: AuditAction,
  record: AuditRecordRef,
  values: object,
  fields: readonly AuditField[],
) => Promise<void>;

const lifecycleAudit =
  (created: boolean): LifecycleAudit =>
  (session, action, record, values, fields) => {
    const stored = { ...values };
    const changes = created ? changedFields(null, stored, fields) : changedFields(stored, null, fields);
    return audit(session, session.companyId, action, record, changes);
  };

/** A record created: its fields go from nothing to what it has. */
export const auditCreated = lifecycleAudit(true);

/** A record deleted: its fields go from what it had to nothing. */
export const auditDeleted = lifecycleAudit(false);

/** A superadmin reading a company's data leaves an entry in that company's trail; others' reads do not. */
export function auditSuperadminRead(session: SessionUser, companyId: string, record: AuditRecordRef): Promise<void> {
  if (session.role !== 'superadmin') return Promise.resolve();
  return audit(session, companyId, 'company.read_by_superadmin', record);
}

/** `/admin/audit`: the company's entries, newest first. */
/** The trail's filters without its page: what an export of it takes. */
type AuditExportFilter = Omit<AuditListQuery, 'page' | 'pageSize' | 'after'>;

/** The filters as the entries are read: the days are the company's calendar. */
function filterOf(query: AuditExportFilter, timeZone: string): AuditFilter {
  const { start, end } = auditDateRange(query.from, query.to, timeZone);
  return { actorUid: query.actorUid, recordType: query.recordType, recordId: query.recordId, start, end };
}

export async function listAudit(session: CompanySession, query: AuditListQuery): Promise<AuditPage> {
  const found = await auditRepository.list(session.companyId, filterOf(query, session.timeZone), query);
  return { ...found, page: query.page, pageSize: query.pageSize };
}

const EXPORT_PAGE_SIZE = 500;

/** How many entries an export of the trail under these filters gives. */
export const countAuditForExport = (companyId: string, query: AuditExportFilter, timeZone: string): Promise<number> =>
  auditRepository.count(companyId, filterOf(query, timeZone));

/** The trail under these filters, newest first, a page at a time: an export's rows. */
export async function* auditForExport(
  companyId: string,
  query: AuditExportFilter,
  timeZone: string,
): AsyncGenerator<AuditEntry> {
  for await (const page of auditRepository.pages(companyId, filterOf(query, timeZone), EXPORT_PAGE_SIZE)) yield* page;
}

/** The entries where the person acted or is the record changed, newest first (their data export). */
export async function auditEntriesOfPerson(companyId: string, uid: string, limit: number): Promise<AuditEntry[]> {
  const none = { start: null, end: null };
  const [acted, changed] = await Promise.all([
    auditRepository.list(companyId, { actorUid: uid, ...none }, { page: 1, pageSize: limit }),
    auditRepository.list(companyId, { recordType: 'user', recordId: uid, ...none }, { page: 1, pageSize: limit }),
  ]);
  return [...acted.items, ...changed.items.filter((e) => !acted.items.some((a) => a.id === e.id))].sort((a, b) =>
    b.at.localeCompare(a.at),
  );
}

/** LGPD erasure: every entry `rewrite` changes is rewritten (the trail is read whole, a page at a time). */
export const rewriteAuditEntries = (
  companyId: string,
  rewrite: (entry: AuditEntryText) => AuditEntryText | null,
): Promise<number> => auditRepository.rewriteEach(companyId, rewrite);

/** Retention: up to `limit` entries older than `cutoff` go, oldest first; how many went. */
export const removeAuditEntriesBefore = (companyId: string, cutoff: Date, limit: number): Promise<number> =>
  auditRepository.removeBefore(companyId, cutoff, limit);
