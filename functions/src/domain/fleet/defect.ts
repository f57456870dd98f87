// Without zod: the web's defect screens read these rules (the inputs' schemas are in defect.schema.ts).
import type { DefectSeverity } from '../templates/template.schema';
import { keysOf } from '../labels';
import type { NewSinceCheckOut } from './custody';
import type { ChecklistVehicle } from './inspection';

/**
 * Defects: a failed inspection item becomes work on the vehicle. An open critical
 * defect takes the vehicle out of service until the last one is resolved or dismissed.
 */

export const DEFECT_STATUS_LABELS = {
  open: 'Aberto',
  in_progress: 'Em andamento',
  resolved: 'Resolvido',
  dismissed: 'Sem necessidade de correção',
} as const;
export const DEFECT_STATUSES = keysOf(DEFECT_STATUS_LABELS);
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

/** Still to be dealt with: what keeps a vehicle out of service, and what a new report is added to. */
export const OPEN_DEFECT_STATUSES: readonly DefectStatus[] = ['open', 'in_progress'];

export function isOpenDefect(status: DefectStatus): boolean {
  return OPEN_DEFECT_STATUSES.includes(status);
}

/** One driver's report of the failure: the first opens the defect, each later one is 'Reportado novamente'. */
export interface DefectReport {
  checklistId: string;
  reportedBy: string;
  reportedByName: string;
  /** The checklist's submit time (server clock). */
  reportedAt: string;
  comment: string | null;
  /** Image references (`image_ref://…`), the answer's justification photos. */
  photos: string[];
}

/** A step that puts the defect in a status reads as that status. */
export const DEFECT_EVENT_LABELS = {
  opened: DEFECT_STATUS_LABELS.open,
  reported_again: 'Reportado novamente',
  started: DEFECT_STATUS_LABELS.in_progress,
  resolved: DEFECT_STATUS_LABELS.resolved,
  dismissed: DEFECT_STATUS_LABELS.dismissed,
  reopened: 'Reaberto',
} as const;
export const DEFECT_EVENTS = keysOf(DEFECT_EVENT_LABELS);
export type DefectEventKind = (typeof DEFECT_EVENTS)[number];

/** A step of a defect's history: who moved it, when, and why. */
export interface DefectEvent {
  kind: DefectEventKind;
  at: string;
  byUid: string;
  byName: string;
  /** The resolution's note, the dismissal's or reopening's reason. */
  note: string | null;
  /** Resolving with a maintenance record: the record's id. */
  maintenanceRecordId?: string;
  /** A report's checklist. */
  checklistId?: string;
}

/**
 * A defect's history reads from its opening, then step by step in time. Two drivers who fail the
 * same item at once both report it: whichever report is handled first opens the defect, and the
 * other joins it as 'Reportado novamente' even when its checklist was sent a moment earlier.
 */
export function byHistoryOrder(a: DefectEvent, b: DefectEvent): number {
  if (a.kind === 'opened' || b.kind === 'opened') return Number(b.kind === 'opened') - Number(a.kind === 'opened');
  return a.at.localeCompare(b.at);
}

export interface Defect {
  id: string;
  companyId: string;
  vehicle: ChecklistVehicle;
  /** The template question that failed: a later failure of it on this vehicle joins this defect while open. */
  questionId: string;
  templateId: string;
  /** The question's text. */
  title: string;
  severity: DefectSeverity;
  status: DefectStatus;
  openedAt: string;
  updatedAt: string;
  /** The first report (the one that opened it) and the latest. */
  firstReport: DefectReport;
  lastReport: DefectReport;
  reportsCount: number;
  /** Every checklist that reported it, so a response shows the defects it opened or joined. */
  checklistIds: string[];
  /** With 'resolved': the maintenance record that repaired it, when one was linked or created. */
  maintenanceRecordId: string | null;
  history: DefectEvent[];
  /** Opened by a check-in on an item that passed at its driver's check-out ('Novo desde a saída'). */
  newSinceCheckOut?: NewSinceCheckOut;
}

/** `GET /api/defects/:id`: the defect with every report, oldest first. */
export interface DefectDetail extends Defect {
  reports: DefectReport[];
}

/** The sidebar's badge and the dashboard's figures. */
export interface DefectCounts {
  open: number;
  openCritical: number;
  vehiclesOutOfService: number;
}

export const DEFECT_ACTIONS = ['start', 'resolve', 'dismiss', 'reopen'] as const;
export type DefectAction = (typeof DEFECT_ACTIONS)[number];

const MOVES: Record<DefectAction, { from: readonly DefectStatus[]; to: DefectStatus; refusal: string }> = {
  start: { from: ['open'], to: 'in_progress', refusal: 'Só um defeito aberto pode passar para em andamento' },
  resolve: { from: OPEN_DEFECT_STATUSES, to: 'resolved', refusal: 'Este defeito já foi encerrado' },
  dismiss: { from: OPEN_DEFECT_STATUSES, to: 'dismissed', refusal: 'Este defeito já foi encerrado' },
  reopen: { from: ['resolved', 'dismissed'], to: 'open', refusal: 'Este defeito já está aberto' },
};

export const DEFECT_ACTION_EVENTS: Record<DefectAction, DefectEventKind> = {
  start: 'started',
  resolve: 'resolved',
  dismiss: 'dismissed',
  reopen: 'reopened',
};

/** The status an action leads to, or the pt-BR refusal when it does not apply to `status`. */
export function defectTransition(
  status: DefectStatus,
  action: DefectAction,
): { ok: true; status: DefectStatus } | { ok: false; message: string } {
  const move = MOVES[action];
  return move.from.includes(status) ? { ok: true, status: move.to } : { ok: false, message: move.refusal };
}

/**
 * The open defect a new failure of `questionId` on `vehicleId` joins ('Reportado novamente'), or
 * null when it opens a new one: a failure already open is not duplicated.
 */
export function openDefectFor<D extends Pick<Defect, 'vehicle' | 'questionId' | 'status'>>(
  defects: readonly D[],
  vehicleId: string,
  questionId: string,
): D | null {
  return (
    defects.find((d) => d.vehicle.id === vehicleId && d.questionId === questionId && isOpenDefect(d.status)) ?? null
  );
}

/** How many of a vehicle's defects are open, and how many of those are critical. */
export interface OpenDefectCounts {
  openDefects: number;
  openCriticalDefects: number;
}

/** The service state a vehicle's open defects give it: 'Fora de serviço' while one of them is critical. */
export function serviceStateOf(counts: OpenDefectCounts): OpenDefectCounts & { outOfService: boolean } {
  return { ...counts, outOfService: counts.openCriticalDefects > 0 };
}

/** A vehicle with an open critical defect is 'Fora de serviço' (serviceStateOf, from its defects). */
export function isOutOfService(defects: readonly Pick<Defect, 'severity' | 'status'>[]): boolean {
  const open = defects.filter((d) => isOpenDefect(d.status));
  return serviceStateOf({
    openDefects: open.length,
    openCriticalDefects: open.filter((d) => d.severity === 'critical').length,
  }).outOfService;
}

/** Which way a vehicle moved when its defects changed, or null when it stayed. */
export function serviceMove(wasOut: boolean, isOut: boolean): 'out_of_service' | 'back_in_service' | null {
  if (wasOut === isOut) return null;
  return isOut ? 'out_of_service' : 'back_in_service';
}

/**
 * An admin's 'Liberar veículo': the vehicle may be taken out while its open critical defects
 * remain, for the reason given. A move in or out of service, or a new critical failure, ends it.
 */
export interface VehicleRelease {
  byUid: string;
  byName: string;
  at: string;
  reason: string;
}

/** A vehicle's service state, kept on the vehicle from its defects (every move recorded with who and when). */
export interface VehicleService {
  outOfService: boolean;
  /** When and by whom it last moved in or out of service; null if it never did. */
  changedAt: string | null;
  changedBy: string | null;
  openDefects: number;
  openCriticalDefects: number;
  /** Out of service, but released by an admin; null when it is not. */
  release: VehicleRelease | null;
}

export const IN_SERVICE: VehicleService = {
  outOfService: false,
  changedAt: null,
  changedBy: null,
  openDefects: 0,
  openCriticalDefects: 0,
  release: null,
};

export const OUT_OF_SERVICE_LABEL = 'Fora de serviço';
export const VEHICLE_OUT_OF_SERVICE_WARNING = 'Veículo fora de serviço';
