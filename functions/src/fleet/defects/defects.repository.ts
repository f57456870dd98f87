import { FieldValue, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import {
  byHistoryOrder,
  DEFECT_EVENTS,
  DEFECT_STATUSES,
  OPEN_DEFECT_STATUSES,
  type Defect,
  type DefectEvent,
  type DefectEventKind,
  type DefectReport,
  type DefectStatus,
} from '../../domain/fleet/defect';
import { DEFECT_SEVERITIES, type DefectSeverity } from '../../domain/templates/template.schema';
import type { PageRequest } from '../../domain/cursor';
import { db } from '../../platform/firebase';
import { processedEvents } from '../../platform/processed-events';
import type { DefectListQuery } from '../../domain/fleet/defect.schema';
import type { ReporterDefectReport } from '../../domain/users/personal-data';
import type { ChecklistVehicle } from '../../domain/fleet/inspection';
import { createdOnce, isNotFound, toIso } from '../../platform/firestore-values';
import { pagesInOrder, readPage, type ListOrder } from '../../platform/list-pages';

/**
 * `companies/{c}/defects/{id}`: one per failure of an inspection item on a vehicle while open;
 * each report of it in `reports/{checklistId}` (a report per checklist, so a redelivered submit
 * writes the same report again). `isOpen` is kept beside `status` so lists order open ones first;
 * `vehicleId` beside `vehicle` because the local emulator cannot count on a nested field; and
 * `reporterIds` (who reported it) so a person's reports are found without a collection-group query,
 * which the local emulator does not answer (DESIGN section 2).
 */
export const DEFECTS_COLLECTION = 'defects';
export const DEFECT_REPORTS_COLLECTION = 'reports';
/**
 * `companies/{c}/defect_slots/{vehicleId}__{questionId}`: present while a defect of that item is
 * open, naming it. Its create() is the gate that lets two checklists failing the same item at once
 * open one defect (the local emulator's transactions do not isolate, DESIGN section 2).
 */
export const DEFECT_SLOTS_COLLECTION = 'defect_slots';

export const defects = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(DEFECTS_COLLECTION);

const iso = (value: unknown) => toIso(value) ?? new Date(0).toISOString();
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function toReport(d: DocumentData): DefectReport {
  return {
    checklistId: String(d.checklistId ?? ''),
    reportedBy: String(d.reportedBy ?? ''),
    reportedByName: String(d.reportedByName ?? ''),
    reportedAt: iso(d.reportedAt),
    comment: text(d.comment),
    photos: Array.isArray(d.photos) ? d.photos.filter((p: unknown): p is string => typeof p === 'string') : [],
  };
}

function toEvent(d: DocumentData): DefectEvent {
  return {
    kind: DEFECT_EVENTS.includes(d.kind) ? (d.kind as DefectEventKind) : 'opened',
    at: iso(d.at),
    byUid: String(d.byUid ?? ''),
    byName: String(d.byName ?? ''),
    note: text(d.note),
    ...(text(d.maintenanceRecordId) && { maintenanceRecordId: String(d.maintenanceRecordId) }),
    ...(text(d.checklistId) && { checklistId: String(d.checklistId) }),
  };
}

export function toDefect(companyId: string, id: string, d: DocumentData): Defect {
  const vehicle = (d.vehicle ?? {}) as DocumentData;
  const firstReport = toReport(d.firstReport ?? {});
  return {
    id,
    companyId,
    vehicle: { id: String(vehicle.id ?? ''), name: String(vehicle.name ?? ''), plate: String(vehicle.plate ?? '') },
    questionId: String(d.questionId ?? ''),
    templateId: String(d.templateId ?? ''),
    title: String(d.title ?? ''),
    severity: DEFECT_SEVERITIES.includes(d.severity) ? (d.severity as DefectSeverity) : 'non_critical',
    status: DEFECT_STATUSES.includes(d.status) ? (d.status as DefectStatus) : 'open',
    openedAt: iso(d.openedAt),
    updatedAt: iso(d.updatedAt),
    firstReport,
    lastReport: d.lastReport ? toReport(d.lastReport) : firstReport,
    reportsCount: typeof d.reportsCount === 'number' ? d.reportsCount : 1,
    checklistIds: Array.isArray(d.checklistIds) ? d.checklistIds.map(String) : [],
    maintenanceRecordId: text(d.maintenanceRecordId),
    history: Array.isArray(d.history) ? d.history.map((e: DocumentData) => toEvent(e)) : [],
    ...(d.newSinceCheckOut?.driverId && {
      newSinceCheckOut: {
        driverId: String(d.newSinceCheckOut.driverId),
        driverName: String(d.newSinceCheckOut.driverName ?? ''),
        checkOutChecklistId: String(d.newSinceCheckOut.checkOutChecklistId ?? ''),
      },
    }),
  };
}

const slots = (companyId: string) => db().collection('companies').doc(companyId).collection(DEFECT_SLOTS_COLLECTION);
const slotId = (vehicleId: string, questionId: string) => `${vehicleId}__${questionId}`;
/** Each pass follows a report written meanwhile; past these the event fails and is retried. */
const MAX_SYNC_PASSES = 20;
const reportsOf = (companyId: string, defectId: string) =>
  defects(companyId).doc(defectId).collection(DEFECT_REPORTS_COLLECTION);

/** What opens a defect: the failed item, its vehicle and the first report. */
export interface NewDefect {
  vehicle: ChecklistVehicle;
  questionId: string;
  templateId: string;
  title: string;
  severity: DefectSeverity;
  report: DefectReport;
}

/** An item's slot: the open defect, and the checklist that opened it. */
export interface DefectSlot {
  defectId: string;
  checklistId: string;
}

/** A defect as read, with who reported it. */
export interface VersionedDefect {
  defect: Defect;
  /** Who reported it (stored for the LGPD export's lookup, not shown). */
  reporterIds: string[];
}

/** What an admin's action changes (defects.service decides it). */
export interface DefectMove {
  status: DefectStatus;
  event: DefectEvent;
  maintenanceRecordId?: string | null;
}

const storedEvent = (event: DefectEvent): DocumentData =>
  Object.fromEntries(Object.entries(event).filter(([, v]) => v !== undefined));

/** The aggregates a defect keeps from its reports, decided from them alone (so a redelivery ends the same). */
function aggregatesOf(defect: Defect, reports: DefectReport[]) {
  const byTime = [...reports].sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
  const first = reports.find((r) => r.checklistId === defect.firstReport.checklistId) ?? defect.firstReport;
  const reported = new Set(
    defect.history.filter((e) => e.kind === 'opened' || e.kind === 'reported_again').map((e) => e.checklistId),
  );
  const missing: DefectEvent[] = byTime
    .filter((r) => r.checklistId !== first.checklistId && !reported.has(r.checklistId))
    .map((r) => ({
      kind: 'reported_again',
      at: r.reportedAt,
      byUid: r.reportedBy,
      byName: r.reportedByName,
      note: r.comment,
      checklistId: r.checklistId,
    }));
  return {
    firstReport: first,
    lastReport: byTime.at(-1) ?? first,
    reportsCount: Math.max(1, reports.length),
    checklistIds: [...new Set([first.checklistId, ...byTime.map((r) => r.checklistId)])],
    reporterIds: [...new Set([first.reportedBy, ...byTime.map((r) => r.reportedBy)])],
    history: [...defect.history, ...missing].sort(byHistoryOrder),
  };
}

/** The list's filters, apart from its page. */
type DefectListFilter = Omit<DefectListQuery, 'page' | 'pageSize' | 'after'>;

function filtered(companyId: string, filter: DefectListFilter): Query {
  let query: Query = defects(companyId);
  if (filter.status === 'active') query = query.where('isOpen', '==', true);
  else if (filter.status !== 'all') query = query.where('status', '==', filter.status);
  if (filter.severity) query = query.where('severity', '==', filter.severity);
  if (filter.vehicleId) query = query.where('vehicleId', '==', filter.vehicleId);
  if (filter.checklistId) query = query.where('checklistIds', 'array-contains', filter.checklistId);
  return query;
}

const NEWEST_OPENED: ListOrder = { field: 'openedAt', direction: 'desc' };

/**
 * The list's queries under these filters: with 'all', two in a row (open, then closed) so the open
 * ones come first with no ordering on a boolean, and a page may span both.
 */
const listParts = (companyId: string, filter: DefectListFilter): Query[] =>
  filter.status === 'all'
    ? [filtered(companyId, { ...filter, status: 'active' }), filtered(companyId, filter).where('isOpen', '==', false)]
    : [filtered(companyId, filter)];

export const defectsRepository = {
  newId(companyId: string): string {
    return defects(companyId).doc().id;
  },

  /** Newest first, the open ones first under 'all' (listParts). */
  async list(
    companyId: string,
    filter: DefectListFilter,
    request: PageRequest,
  ): Promise<{ items: Defect[]; total: number; nextCursor: string | null }> {
    const parts = listParts(companyId, filter);
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(parts, NEWEST_OPENED, request),
      this.count(companyId, filter),
    ]);
    return { items: docs.map((doc) => toDefect(companyId, doc.id, doc.data())), total, nextCursor };
  },

  /** How many defects the list has under these filters. */
  async count(companyId: string, filter: DefectListFilter): Promise<number> {
    const counts = await Promise.all(listParts(companyId, filter).map((query) => query.count().get()));
    return counts.reduce((sum, count) => sum + count.data().count, 0);
  },

  /** The list under these filters, in its order, `pageSize` at a time (an export's rows). */
  async *pages(companyId: string, filter: DefectListFilter, pageSize: number): AsyncGenerator<Defect[]> {
    for await (const docs of pagesInOrder(listParts(companyId, filter), NEWEST_OPENED, pageSize))
      yield docs.map((doc) => toDefect(companyId, doc.id, doc.data()));
  },

  /** Open defects of the company, or of one vehicle; `critical` counts only the critical ones. */
  async countOpen(companyId: string, options: { vehicleId?: string; critical?: boolean } = {}): Promise<number> {
    let query: Query = defects(companyId).where('isOpen', '==', true);
    if (options.vehicleId) query = query.where('vehicleId', '==', options.vehicleId);
    if (options.critical) query = query.where('severity', '==', 'critical');
    return (await query.count().get()).data().count;
  },

  async get(companyId: string, id: string): Promise<VersionedDefect | null> {
    const snap = await defects(companyId).doc(id).get();
    return snap.exists
      ? {
          defect: toDefect(companyId, id, snap.data()!),
          reporterIds: Array.isArray(snap.data()!.reporterIds) ? snap.data()!.reporterIds.map(String) : [],
        }
      : null;
  },

  /** The defect's reports, oldest first. */
  async listReports(companyId: string, id: string): Promise<DefectReport[]> {
    const snap = await reportsOf(companyId, id).get();
    return snap.docs.map((doc) => toReport(doc.data())).sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
  },

  /** The defects a checklist has reported (opened or joined), oldest first. */
  async listReportedBy(companyId: string, checklistId: string): Promise<Defect[]> {
    const snap = await defects(companyId).where('checklistIds', 'array-contains', checklistId).get();
    return snap.docs
      .map((doc) => toDefect(companyId, doc.id, doc.data()))
      .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  },

  /** Every report `uid` made in the company, newest first, with its defect's id (the LGPD export). */
  async listReportsByReporter(companyId: string, uid: string): Promise<ReporterDefectReport[]> {
    const reported = await defects(companyId).where('reporterIds', 'array-contains', uid).get();
    const lists = await Promise.all(
      reported.docs.map(async (doc) => {
        const { title, vehicle } = toDefect(companyId, doc.id, doc.data());
        return (await reportsOf(companyId, doc.id).where('reportedBy', '==', uid).get()).docs.map((report) => ({
          ...toReport(report.data()),
          defectId: doc.id,
          title,
          vehicle,
        }));
      }),
    );
    return lists.flat().sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
  },

  /**
   * A deleted user's reports keep what they found (the vehicle's safety record) under `pseudonym`:
   * each report, and the copies the defect keeps (first and last report, history).
   */
  async pseudonymiseReporter(companyId: string, uid: string, pseudonym: string): Promise<void> {
    const reports = await this.listReportsByReporter(companyId, uid);
    for (const report of reports)
      await reportsOf(companyId, report.defectId).doc(report.checklistId).update({ reportedByName: pseudonym });
    for (const defectId of new Set(reports.map((r) => r.defectId))) await this.syncReports(companyId, defectId);
    for (const defectId of new Set(reports.map((r) => r.defectId))) {
      const current = await this.get(companyId, defectId);
      if (!current) continue;
      const rename = <T extends { reportedBy: string; reportedByName: string }>(r: T): T =>
        r.reportedBy === uid ? { ...r, reportedByName: pseudonym } : r;
      const { defect } = current;
      await this.write(companyId, defectId, {
        firstReport: rename(defect.firstReport),
        lastReport: rename(defect.lastReport),
        history: defect.history.map((e) => storedEvent(e.byUid === uid ? { ...e, byName: pseudonym } : e)),
        // The check-in's driver is its reporter: 'Novo desde a saída' names them.
        ...(defect.newSinceCheckOut?.driverId === uid && {
          newSinceCheckOut: { ...defect.newSinceCheckOut, driverName: pseudonym },
        }),
      });
    }
  },

  /** Takes the item's slot for `slot.defectId`: false when a defect of the item is open already. */
  async claimSlot(companyId: string, vehicleId: string, questionId: string, slot: DefectSlot): Promise<boolean> {
    return createdOnce(() =>
      slots(companyId)
        .doc(slotId(vehicleId, questionId))
        .create({ ...slot, vehicleId, questionId, at: FieldValue.serverTimestamp() }),
    );
  },

  async readSlot(companyId: string, vehicleId: string, questionId: string): Promise<DefectSlot | null> {
    const snap = await slots(companyId).doc(slotId(vehicleId, questionId)).get();
    const d = snap.data();
    return d ? { defectId: String(d.defectId ?? ''), checklistId: String(d.checklistId ?? '') } : null;
  },

  /** Frees the item's slot if it still names this defect (a reopened or newer one keeps its own). */
  async releaseSlot(companyId: string, vehicleId: string, questionId: string, defectId: string): Promise<void> {
    const ref = slots(companyId).doc(slotId(vehicleId, questionId));
    const snap = await ref.get();
    if (snap.data()?.defectId !== defectId) return;
    await ref.delete();
  },

  /** Opens the defect under `id` once: false when it exists already (a redelivery). */
  async create(companyId: string, id: string, fields: NewDefect): Promise<boolean> {
    const { report, ...rest } = fields;
    const opened: DefectEvent = {
      kind: 'opened',
      at: report.reportedAt,
      byUid: report.reportedBy,
      byName: report.reportedByName,
      note: report.comment,
      checklistId: report.checklistId,
    };
    return createdOnce(() =>
      defects(companyId)
        .doc(id)
        .create({
          ...rest,
          vehicleId: rest.vehicle.id,
          reporterIds: [report.reportedBy],
          status: 'open',
          isOpen: true,
          openedAt: Timestamp.fromDate(new Date(report.reportedAt)),
          updatedAt: FieldValue.serverTimestamp(),
          firstReport: report,
          lastReport: report,
          reportsCount: 1,
          checklistIds: [report.checklistId],
          maintenanceRecordId: null,
          history: [storedEvent(opened)],
        }),
    );
  },

  /**
   * The checklist's report of the defect, keyed by the checklist: true when it is new, false when
   * it replaced the checklist's earlier one (a redelivery, or a resubmit after corrections).
   */
  async putReport(companyId: string, defectId: string, report: DefectReport): Promise<boolean> {
    const ref = reportsOf(companyId, defectId).doc(report.checklistId);
    if (await createdOnce(() => ref.create(report))) return true;
    await ref.set(report);
    return false;
  },

  /**
   * Brings the defect's reportsCount, first/last report, checklistIds and 'Reportado novamente'
   * events in step with its reports, until a read after its write agrees: a pass that read fewer
   * reports and wrote last is corrected by its own next pass (no transaction or precondition: the
   * local emulator's do not isolate, DESIGN section 2).
   */
  async syncReports(companyId: string, id: string): Promise<void> {
    for (let pass = 0; pass < MAX_SYNC_PASSES; pass++) {
      const current = await this.get(companyId, id);
      if (!current) return;
      const next = aggregatesOf(current.defect, await this.listReports(companyId, id));
      const { defect } = current;
      const same =
        JSON.stringify([
          defect.firstReport,
          defect.lastReport,
          defect.reportsCount,
          defect.checklistIds,
          defect.history,
        ]) === JSON.stringify([next.firstReport, next.lastReport, next.reportsCount, next.checklistIds, next.history]);
      if (same) return;
      const written = await this.write(companyId, id, {
        ...next,
        history: next.history.map(storedEvent),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (written === 'missing') return;
    }
    throw new Error(`defect ${id}: reports kept changing`);
  },

  /**
   * The gate of the defect's history step `step` (an admin's move): true for the one caller whose
   * create() made it, so two admins acting at once make one move, the other is refused.
   */
  async claimStep(companyId: string, id: string, step: number): Promise<boolean> {
    return createdOnce(() =>
      processedEvents(companyId)
        .doc(`defect-step|${id}|${step}`)
        .create({ defectId: id, step, processedAt: Timestamp.now() }),
    );
  },

  /** An admin's move (its step claimed first): the new status and the event appended to the history. */
  move(companyId: string, id: string, before: Defect, move: DefectMove): Promise<'written' | 'missing'> {
    return this.write(companyId, id, {
      status: move.status,
      isOpen: OPEN_DEFECT_STATUSES.includes(move.status),
      updatedAt: FieldValue.serverTimestamp(),
      history: [...before.history, move.event].map(storedEvent),
      ...(move.maintenanceRecordId !== undefined && { maintenanceRecordId: move.maintenanceRecordId }),
    });
  },

  /** A plain update: 'missing' when the defect is gone. */
  async write(companyId: string, id: string, fields: DocumentData): Promise<'written' | 'missing'> {
    try {
      await defects(companyId).doc(id).update(fields);
      return 'written';
    } catch (error) {
      if (isNotFound(error)) return 'missing';
      throw error;
    }
  },

  /** The company's open critical defects (open or in progress), oldest first. */
  async listOpenCritical(companyId: string): Promise<Defect[]> {
    const snap = await defects(companyId).where('isOpen', '==', true).where('severity', '==', 'critical').get();
    return snap.docs
      .map((doc) => toDefect(companyId, doc.id, doc.data()))
      .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  },

  /** The vehicle's open defects (open or in progress), oldest first. */
  async listOpenForVehicle(companyId: string, vehicleId: string): Promise<Defect[]> {
    const snap = await defects(companyId).where('vehicleId', '==', vehicleId).where('isOpen', '==', true).get();
    return snap.docs
      .map((doc) => toDefect(companyId, doc.id, doc.data()))
      .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  },
};
