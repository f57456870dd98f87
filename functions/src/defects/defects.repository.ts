import type { DocumentData } from 'firebase-admin/firestore';
import {
  DEFECT_EVENTS,
  DEFECT_STATUSES,
  OPEN_DEFECT_STATUSES,
  type Defect,
  type DefectEvent,
  type DefectEventKind,
  type DefectReport,
  type DefectStatus,
} from '../domain/fleet/defect';
import { DEFECT_SEVERITIES, type DefectSeverity } from '../domain/templates/template.schema';
import { db } from '../platform/firebase';
import { toIso } from '../platform/firestore-values';

/**
 * `companies/{c}/defects/{id}`: one per failure of an inspection item on a vehicle while open;
 * each report of it in `reports/{checklistId}` (a report per checklist, so a redelivered submit
 * writes the same report again). `isOpen` is kept beside `status` so lists order open ones first.
 */
export const DEFECTS_COLLECTION = 'defects';
export const DEFECT_REPORTS_COLLECTION = 'reports';

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
  };
}

export const defectsRepository = {
  /** The vehicle's open defects (open or in progress), oldest first. */
  async listOpenForVehicle(companyId: string, vehicleId: string): Promise<Defect[]> {
    const snap = await defects(companyId)
      .where('vehicle.id', '==', vehicleId)
      .where('status', 'in', [...OPEN_DEFECT_STATUSES])
      .get();
    return snap.docs
      .map((doc) => toDefect(companyId, doc.id, doc.data()))
      .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  },
};
