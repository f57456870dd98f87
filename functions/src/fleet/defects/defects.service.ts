import { actorOf, recordAudit } from '../../audit';
import {
  auditEntry,
  type AuditActor,
  type AuditEntryDraft,
  type CompanyActor,
  type AuditRecordRef,
} from '../../domain/audit/audit';
import type { Page } from '../../domain/api';
import type { Checklist } from '../../domain/checklists/checklist.schema';
import { conflict, notFound } from '../../domain/errors';
import {
  DEFECT_ACTION_EVENTS,
  defectTransition,
  isOpenDefect,
  type Defect,
  type DefectAction,
  type DefectCounts,
  type DefectDetail,
  type DefectReport,
} from '../../domain/fleet/defect';
import type { DefectListQuery, ValidResolveDefectBody } from '../../domain/fleet/defect.schema';
import { failedItems, type FailedItem } from '../../domain/fleet/inspection';
import { MESSAGES } from '../../domain/messages';
import type { CompanySession } from '../../domain/roles';
import { findChecklist } from '../../checklists';
import { passedAtCheckOut, type NewSinceCheckOut } from '../../domain/fleet/custody';
import { custodiesStartedBy } from '../custody';
import {
  addRecord,
  countOutOfService,
  endReleaseOnCriticalFailure,
  hasMaintenanceRecord,
  syncVehicleService,
} from '../vehicles';
import { defectsRepository as repo } from './defects.repository';
import { defectOpenedEvent, defectResolvedEvent } from '../../domain/webhooks/events';
import { publishWebhookEvent } from '../../webhooks';

const m = MESSAGES.defects;
const defectRef = (d: Pick<Defect, 'id' | 'title' | 'vehicle'>): AuditRecordRef => ({
  type: 'defect',
  id: d.id,
  label: `${d.title} (${d.vehicle.plate})`,
});

/** When the inspection was sent: its submit, its completion, or now for data without either. */
const submittedAt = (checklist: Checklist) =>
  checklist.submittedAt ?? checklist.completedAt ?? new Date().toISOString();

/** How many times an item's slot may be found taken by a defect that then closed, before giving up (a retry follows). */
const MAX_SLOT_PASSES = 5;

/**
 * A failed item of a completed inspection: joins the open defect of that item on the vehicle
 * ('Reportado novamente'), or opens one. Once-only: the checklist's report is keyed by the
 * checklist, and the item's slot (create()) lets one defect open however many checklists and
 * deliveries race; a later delivery of the same checklist rewrites its report (a resubmit after
 * corrections) and opens nothing. Returns the audit entries of what was new.
 */
async function reportItem(
  companyId: string,
  checklist: Checklist & { vehicle: NonNullable<Checklist['vehicle']> },
  item: FailedItem,
  report: DefectReport,
  actor: AuditActor,
): Promise<AuditEntryDraft[]> {
  const vehicle = checklist.vehicle;
  const ref = (id: string) => defectRef({ id, title: item.title, vehicle });
  const already = (await repo.listReportedBy(companyId, checklist.id)).find(
    (d) => d.vehicle.id === vehicle.id && d.questionId === item.questionId,
  );
  if (already) {
    await repo.putReport(companyId, already.id, report);
    await repo.syncReports(companyId, already.id);
    return [];
  }
  for (let pass = 0; pass < MAX_SLOT_PASSES; pass++) {
    const candidate = repo.newId(companyId);
    const claimed = await repo.claimSlot(companyId, vehicle.id, item.questionId, {
      defectId: candidate,
      checklistId: checklist.id,
    });
    const slot = claimed
      ? { defectId: candidate, checklistId: checklist.id }
      : await repo.readSlot(companyId, vehicle.id, item.questionId);
    if (!slot) continue;
    if (slot.checklistId === checklist.id) {
      // This checklist opened the defect (now, or in a delivery that stopped halfway).
      const opened = await repo.create(companyId, slot.defectId, {
        vehicle,
        questionId: item.questionId,
        templateId: checklist.templateId,
        title: item.title,
        severity: item.severity,
        report,
      });
      await repo.putReport(companyId, slot.defectId, report);
      await repo.syncReports(companyId, slot.defectId);
      // Published on every delivery that finds this checklist opened it: the event is once per defect.
      const stored = await repo.get(companyId, slot.defectId);
      if (stored) await publishWebhookEvent(companyId, defectOpenedEvent(stored.defect));
      return opened ? [auditEntry(actor, 'defect.opened', ref(slot.defectId))] : [];
    }
    const added = await repo.putReport(companyId, slot.defectId, report);
    await repo.syncReports(companyId, slot.defectId);
    return added ? [auditEntry(actor, 'defect.reported_again', ref(slot.defectId))] : [];
  }
  throw new Error(`defect slot of ${vehicle.id}/${item.questionId} kept changing`);
}

/**
 * A vehicle inspection that reached 'completed' (a submit, or a resubmit after corrections): each
 * failed item opens or joins a defect on its vehicle, reported by the checklist's user, and the
 * vehicle's service state follows. Safe to run again for the same checklist.
 */
export async function reportInspectionDefects(companyId: string, checklist: Checklist): Promise<void> {
  const vehicle = checklist.vehicle;
  if (!vehicle) return;
  const items = failedItems(checklist.questions);
  if (items.length === 0) return;
  const actor: AuditActor = { uid: checklist.userId, name: checklist.userName, role: 'user' };
  const reportedAt = submittedAt(checklist);
  const entries: AuditEntryDraft[] = [];
  let newCriticalDefect = false;
  for (const item of items) {
    const report: DefectReport = {
      checklistId: checklist.id,
      reportedBy: checklist.userId,
      reportedByName: checklist.userName,
      reportedAt,
      comment: item.comment,
      photos: item.photos,
    };
    const reported = await reportItem(companyId, { ...checklist, vehicle }, item, report, actor);
    if (item.severity === 'critical' && reported.some((e) => e.action === 'defect.opened')) newCriticalDefect = true;
    entries.push(...reported);
  }
  await recordAudit(companyId, entries);
  await syncServiceOf(companyId, vehicle.id, actor);
  // A vehicle released with its critical defects is stopped again by a new one (the known ones,
  // reported again, are what the release was given for).
  if (newCriticalDefect) await endReleaseOnCriticalFailure(companyId, vehicle.id, reportedAt, actor);
}

/** The vehicle's service state follows its open defects (counted here, decided by serviceStateOf). */
export function syncServiceOf(companyId: string, vehicleId: string, actor: AuditActor): Promise<void> {
  return syncVehicleService(companyId, vehicleId, actor, async () => {
    const [openDefects, openCriticalDefects] = await Promise.all([
      repo.countOpen(companyId, { vehicleId }),
      repo.countOpen(companyId, { vehicleId, critical: true }),
    ]);
    return { openDefects, openCriticalDefects };
  });
}

/** How many custodies back the check-in looks for its driver's check-out. */
const CHECK_OUT_LOOKBACK = 20;

/**
 * 'Novo desde a saída': each defect a check-in opened on an item that passed at its driver's
 * check-out names that driver. The check-out is found by time (its driver's latest custody that
 * started before the check-in), not as the vehicle's current one, so it does not matter whether
 * the custody trigger has ended it yet. Writing the same mark again is harmless.
 */
export async function markNewSinceCheckOut(companyId: string, checkIn: Checklist): Promise<void> {
  const { vehicle } = checkIn;
  if (!vehicle || checkIn.custodyRole !== 'check_in') return;
  const opened = (await repo.listReportedBy(companyId, checkIn.id)).filter(
    (d) => d.firstReport.checklistId === checkIn.id && !d.newSinceCheckOut,
  );
  if (opened.length === 0) return;
  const before = await custodiesStartedBy(companyId, vehicle.id, submittedAt(checkIn), CHECK_OUT_LOOKBACK);
  const custody = before.find((c) => c.driverId === checkIn.userId);
  if (!custody) return;
  const checkOut = await findChecklist(companyId, custody.id);
  if (!checkOut) return;
  const passed = passedAtCheckOut(checkIn.questions, checkOut.questions);
  const mark: NewSinceCheckOut = {
    driverId: custody.driverId,
    driverName: custody.driverName,
    checkOutChecklistId: custody.id,
  };
  for (const defect of opened)
    if (passed.has(defect.questionId)) await repo.write(companyId, defect.id, { newSinceCheckOut: mark });
}

export async function listDefects(session: CompanySession, query: DefectListQuery): Promise<Page<Defect>> {
  const { page, pageSize, after, ...filter } = query;
  return { ...(await repo.list(session.companyId, filter, { page, pageSize, after })), page, pageSize };
}

/** The list's filters without its page: what an export of it takes. */
type DefectExportFilter = Omit<DefectListQuery, 'page' | 'pageSize' | 'after' | 'search'>;

/** Defects a page of an export reads: their history makes them larger than a vehicle. */
const EXPORT_PAGE_SIZE = 200;

/** How many defects an export of the list under these filters gives. */
export const countDefectsForExport = (companyId: string, filter: DefectExportFilter): Promise<number> =>
  repo.count(companyId, filter);

/** The defects of the list under these filters, in its order, a page at a time: an export's rows. */
export async function* defectsForExport(companyId: string, filter: DefectExportFilter): AsyncGenerator<Defect> {
  for await (const page of repo.pages(companyId, filter, EXPORT_PAGE_SIZE)) yield* page;
}

export async function defectCounts(session: CompanySession): Promise<DefectCounts> {
  const [open, openCritical, vehiclesOutOfService] = await Promise.all([
    repo.countOpen(session.companyId),
    repo.countOpen(session.companyId, { critical: true }),
    countOutOfService(session.companyId),
  ]);
  return { open, openCritical, vehiclesOutOfService };
}

async function detailOf(companyId: string, defect: Defect): Promise<DefectDetail> {
  return { ...defect, reports: await repo.listReports(companyId, defect.id) };
}

export async function getDefect(session: CompanySession, id: string): Promise<DefectDetail> {
  const found = await repo.get(session.companyId, id);
  if (!found) throw notFound(m.notFound);
  return detailOf(session.companyId, found.defect);
}

interface ActionOptions {
  note: string | null;
  /** Checks and side work before the move is written (the maintenance record); returns the record's id. */
  prepare?: (defect: Defect) => Promise<string | null>;
}

/**
 * An admin's move on a defect: refused (409, pt-BR) when the status does not allow it. The move's
 * history step is claimed with a create() marker first, so of two admins acting at once one moves
 * it and the other is refused as if it came after. The item's slot follows the defect's openness
 * (a reopen is refused while another defect of the item is open); history, audit and the
 * vehicle's service follow.
 */
async function act(session: CompanyActor, id: string, action: DefectAction, options: ActionOptions) {
  const { companyId } = session;
  for (let pass = 0; pass < MAX_SLOT_PASSES; pass++) {
    const current = await repo.get(companyId, id);
    if (!current) throw notFound(m.notFound);
    const { defect } = current;
    const transition = defectTransition(defect.status, action);
    if (!transition.ok) throw conflict(transition.message);
    if (action === 'reopen') {
      const claimed = await repo.claimSlot(companyId, defect.vehicle.id, defect.questionId, {
        defectId: defect.id,
        checklistId: defect.firstReport.checklistId,
      });
      const slot = claimed ? null : await repo.readSlot(companyId, defect.vehicle.id, defect.questionId);
      if (slot && slot.defectId !== defect.id) throw conflict(m.alreadyOpenForItem);
    }
    const maintenanceRecordId = options.prepare ? await options.prepare(defect) : undefined;
    if (!(await repo.claimStep(companyId, id, defect.history.length))) continue;
    const written = await repo.move(companyId, id, defect, {
      status: transition.status,
      event: {
        kind: DEFECT_ACTION_EVENTS[action],
        at: new Date().toISOString(),
        byUid: session.uid,
        byName: session.name,
        note: options.note,
        ...(maintenanceRecordId && { maintenanceRecordId }),
      },
      ...(maintenanceRecordId !== undefined && { maintenanceRecordId }),
    });
    if (written === 'missing') throw notFound(m.notFound);
    if (!isOpenDefect(transition.status))
      await repo.releaseSlot(companyId, defect.vehicle.id, defect.questionId, defect.id);
    await recordAudit(companyId, [
      auditEntry(
        actorOf(session),
        `defect.${DEFECT_ACTION_EVENTS[action]}` as const,
        defectRef(defect),
        [{ field: 'status', before: defect.status, after: transition.status }],
        options.note,
      ),
    ]);
    await syncServiceOf(companyId, defect.vehicle.id, actorOf(session));
    const after = await repo.get(companyId, id);
    if (!after) throw notFound(m.notFound);
    if (action === 'resolve') {
      const at = after.defect.history.at(-1)?.at ?? new Date().toISOString();
      const resolution = { step: defect.history.length, at, note: options.note };
      await publishWebhookEvent(companyId, defectResolvedEvent(after.defect, resolution));
    }
    return detailOf(companyId, after.defect);
  }
  // Its step kept being taken: someone else is moving it now.
  throw conflict(MESSAGES.defects.changedMeanwhile);
}

export const startDefect = (session: CompanySession, id: string) => act(session, id, 'start', { note: null });

export const dismissDefect = (session: CompanySession, id: string, reason: string) =>
  act(session, id, 'dismiss', { note: reason });

export const reopenDefect = (session: CompanySession, id: string, reason: string) =>
  act(session, id, 'reopen', { note: reason });

/**
 * 'Resolver': with a maintenance record of the vehicle (linked by id, or created from the form as
 * any maintenance record is: it raises currentKm and resets the reminders of its service).
 */
export function resolveDefect(session: CompanyActor, id: string, body: ValidResolveDefectBody) {
  return act(session, id, 'resolve', {
    note: body.note,
    async prepare(defect) {
      if (body.maintenanceRecordId) {
        const exists = await hasMaintenanceRecord(session.companyId, defect.vehicle.id, body.maintenanceRecordId);
        if (!exists) throw notFound(m.maintenanceNotFound);
        return body.maintenanceRecordId;
      }
      if (body.maintenance) {
        const record = await addRecord(session, defect.vehicle.id, { kind: 'maintenance', input: body.maintenance });
        return record.id;
      }
      return null;
    },
  });
}

/** A defect of the company by id, or null (a work order carries the defects it repairs). */
export async function findDefect(companyId: string, id: string): Promise<Defect | null> {
  return (await repo.get(companyId, id))?.defect ?? null;
}

/** The defects the checklist opened or was reported on again (its report's PDF lists them). */
export const defectsReportedBy = (companyId: string, checklistId: string): Promise<Defect[]> =>
  repo.listReportedBy(companyId, checklistId);

/** The vehicle's open critical defects, oldest first: what keeps it out of service (the field user's card). */
export async function openCriticalDefects(companyId: string, vehicleId: string): Promise<Defect[]> {
  return (await repo.listOpenForVehicle(companyId, vehicleId)).filter((d) => d.severity === 'critical');
}

/** The company's open critical defects, oldest first (the admins' morning summary). */
export const companyOpenCriticalDefects = (companyId: string): Promise<Defect[]> => repo.listOpenCritical(companyId);

/** Every report the person made, with its defect (their data export). */
export const defectReportsBy = (companyId: string, uid: string) => repo.listReportsByReporter(companyId, uid);

/** A deleted user's reports stay under `pseudonym`. */
export const pseudonymiseDefectReportsOf = (companyId: string, uid: string, pseudonym: string) =>
  repo.pseudonymiseReporter(companyId, uid, pseudonym);
