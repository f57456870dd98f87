// Without zod: the field user's phone screens read these (the assignment's schema is in assign.schema.ts).
import type { ChecklistVehicle, InspectionResult, LastOdometer, OdometerCheck } from '../fleet/inspection';
import type { CustodyRole, Question, TemplateKind } from '../templates/template.schema';
import type { Page } from '../envelope';
import { keysOf } from '../labels';

export const CHECKLIST_STATUS_LABELS = {
  pending: 'Pendente',
  in_progress: 'Em Andamento',
  completed: 'Concluído',
  in_review: 'Em Revisão',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
} as const;
export const CHECKLIST_STATUSES = keysOf(CHECKLIST_STATUS_LABELS);
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** Not yet sent by the field user: what the dashboard and the overdue schedule count as overdue once past due. */
export const UNSENT_STATUSES: readonly ChecklistStatus[] = ['pending', 'in_progress'];
/**
 * Still in the field user's hands: not sent yet, or sent back to them rejected. The phone list
 * shows only these (spec /mobile), and the user screens mark them late once past due.
 */
export const WITH_FIELD_USER_STATUSES: readonly ChecklistStatus[] = ['pending', 'in_progress', 'rejected'];
/** Sent by the field user at least once (every status that is not unsent): the only ones a reviewer acts on. */
export const SUBMITTED_STATUSES: readonly ChecklistStatus[] = ['completed', 'in_review', 'approved', 'rejected'];
/** Sent and no longer in the field user's hands: what `completedCount` counts. */
const DONE_STATUSES: readonly ChecklistStatus[] = CHECKLIST_STATUSES.filter(
  (status) => !WITH_FIELD_USER_STATUSES.includes(status),
);

function isDone(status: ChecklistStatus): boolean {
  return DONE_STATUSES.includes(status);
}

export function isWithFieldUser(status: ChecklistStatus): boolean {
  return WITH_FIELD_USER_STATUSES.includes(status);
}

export const QUESTION_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type QuestionReviewStatus = (typeof QUESTION_REVIEW_STATUSES)[number];

/** Where the field user stood when they gave an answer or took a photo, when they allowed location. */
export interface AnswerLocation {
  latitude: number;
  longitude: number;
  /** Radius of the position's uncertainty, in metres (the browser's `coords.accuracy`). */
  accuracy: number;
}

/** Decimal places kept of a coordinate: 4 is about 11 m at the equator (LGPD: no more than the purpose needs). */
export const LOCATION_DECIMALS = 4;

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * A position as it is stored and shown: coordinates to about 10 m, accuracy in whole metres and
 * never finer than that rounding. Enough to prove the inspection was at the vehicle, not a track
 * of the person.
 */
export function coarseLocation(location: AnswerLocation): AnswerLocation {
  return {
    latitude: roundTo(location.latitude, LOCATION_DECIMALS),
    longitude: roundTo(location.longitude, LOCATION_DECIMALS),
    accuracy: Math.max(10, Math.round(location.accuracy)),
  };
}

/** Where a reviewer sees a position: OpenStreetMap with a marker on it. */
export function mapLink(location: Pick<AnswerLocation, 'latitude' | 'longitude'>): string {
  const { latitude, longitude } = location;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/** A position read back from storage, in this key order (Firestore keeps a map's keys sorted), or null. */
export function locationOf(raw: unknown): AnswerLocation | null {
  if (!raw || typeof raw !== 'object') return null;
  const { latitude, longitude, accuracy } = raw as Record<string, unknown>;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || typeof accuracy !== 'number') return null;
  return { latitude, longitude, accuracy };
}

/**
 * The field user's signature at the submit, as the checklist keeps it (signature.ts reads it): the
 * drawing (an uploaded image), who (their name) and when (the server's clock), the device it was
 * drawn on, and where, when they allowed location.
 */
export interface SubmitSignature {
  image: string;
  name: string;
  signedAt: string;
  device: string;
  location: AnswerLocation | null;
}

/**
 * An earlier answer that a reviewer rejected, kept when the field user corrects it, with the
 * evidence it had (only what it had: an answer without a comment has no `comment` here).
 */
export interface AnswerHistoryEntry {
  answer: unknown;
  answeredAt: string | null;
  rejectionReason: string;
  rejectedAt: string | null;
  rejectedBy: string | null;
  comment?: string;
  evidencePhotos?: string[];
  location?: AnswerLocation;
}

/**
 * Where archived rejections live: each its own document of `companies/{c}/answer_history`, out of
 * the checklist, so that no number of reject/correct rounds can grow the checklist past
 * Firestore's 1 MiB. `seq` counts the question's corrections from 1; `userId` is the
 * checklist's field user, for the LGPD export and pseudonymisation.
 */
export interface AnswerHistoryRecord extends AnswerHistoryEntry {
  checklistId: string;
  questionId: string;
  seq: number;
  userId: string;
}

/** The document id of one archived rejection: the same rejection archived twice is one document. */
export const answerHistoryId = (checklistId: string, questionId: string, seq: number) =>
  `${checklistId}_${questionId}_${seq}`;

/** A template question copied into a checklist at assignment (DESIGN D2), with its answer and review. */
export type ChecklistQuestion = Question & {
  answer: unknown;
  /** The server's time when the answer (or its evidence) last arrived. */
  answeredAt: string | null;
  /** The field user's justification or note, beside the answer. */
  comment: string | null;
  /** Image references (`image_ref://…`) justifying a yes/no answer, apart from a photo question's answer. */
  evidencePhotos: string[];
  /** Where the answer was given, when the field user allowed location. */
  location: AnswerLocation | null;
  status: QuestionReviewStatus;
  rejectionReason: string | null;
  reviewedAt: string | null;
  /** The reviewer's name, as people read it (the audit keeps who by uid). */
  reviewedBy: string | null;
  /** How many rejected answers this one replaced (each archived in `answer_history`, AnswerHistoryRecord). */
  corrections: number;
  /** The review time of the last rejection archived: a rejection is archived once, however often it is corrected. */
  archivedRejectionAt: string | null;
  /**
   * An odometer answer the server found implausible when it was written (odometerCheck), for the
   * reviewer; absent when plausible or not an odometer question.
   */
  odometerCheck?: OdometerCheck;
};

export function snapshotQuestions(questions: Question[]): ChecklistQuestion[] {
  return questions.map((q) => ({
    ...q,
    answer: null,
    answeredAt: null,
    comment: null,
    evidencePhotos: [],
    location: null,
    status: 'pending',
    rejectionReason: null,
    reviewedAt: null,
    reviewedBy: null,
    corrections: 0,
    archivedRejectionAt: null,
  }));
}

export function isAnswered(answer: unknown): boolean {
  if (answer == null) return false;
  if (typeof answer === 'string') return answer.trim().length > 0;
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** What the admin lists show of a checklist (no questions). */
/** A schedule made it, or its user started it from the vehicle's QR code ('Sob demanda'). */
export const CHECKLIST_ORIGINS = ['schedule', 'on_demand'] as const;
export type ChecklistOrigin = (typeof CHECKLIST_ORIGINS)[number];

/**
 * A start through the vehicle label's link. It says what is known, not that the person stood by the
 * vehicle: a photo of the label opens the same link anywhere.
 */
export const STARTED_BY_QR_LABEL = 'Aberto pelo link da etiqueta';

/** Where the vehicle was last seen: the position of the latest answer given at it, and when. */
export interface KnownPosition {
  location: AnswerLocation;
  at: string;
}

/** The position taken at a start through the label's link, and how it compares with the vehicle's last known one (start-place.ts). */
export interface StartPlace {
  location: AnswerLocation;
  /** Set only when the start was near the vehicle's last known position. */
  nearVehicle: { metres: number; lastKnownAt: string } | null;
}

export interface ChecklistSummary {
  id: string;
  companyId: string;
  userId: string;
  userName: string;
  templateId: string;
  templateName: string;
  /** Absent on checklists of templates from before inspections: a general checklist. */
  templateKind?: TemplateKind;
  /** A vehicle inspection's vehicle, as it was when assigned; absent on a general checklist. */
  vehicle?: ChecklistVehicle;
  /** A vehicle inspection's findings, from its last submit. */
  inspection?: InspectionResult;
  /** A check-out or check-in inspection (from its template when assigned): who holds the vehicle follows its submit. */
  custodyRole?: CustodyRole;
  /** How it came to be; absent: assigned by an admin. */
  origin?: ChecklistOrigin;
  /** A scheduled checklist's schedule, and its period: the occurrence's day in the company's time zone ('2026-11-25'). */
  scheduleId?: string;
  periodKey?: string;
  /** Started through the vehicle label's link ('Aberto pelo link da etiqueta'). */
  startedVia?: 'qr';
  /** Such a start's position, when the phone gave one. */
  startPlace?: StartPlace;
  status: ChecklistStatus;
  dueDate: string;
  assignedAt: string;
  assignedBy: string;
  startedAt: string | null;
  completedAt: string | null;
  /** When its user last sent it (a resubmit after corrections moves it), by the server's clock. */
  submittedAt: string | null;
  /** The same submit by the phone's clock, when it said (its time of the action, offline too). */
  clientSubmittedAt?: string;
  /**
   * Seconds from the start to the first submit, by the server's clock (see fillDurationSeconds);
   * null until it is first sent.
   */
  durationSeconds: number | null;
  overdueAt: string | null;
  questionsCount: number;
  answeredCount: number;
  /** An approved checklist taken out of the review list; it may not be deleted (present only when true). */
  archived?: true;
  /** Its template asks the field user to sign at the submit (copied when assigned; present only when true). */
  signatureOnSubmit?: true;
  /** Its template's 'Exigir localização' when assigned: it starts only with the phone's position. */
  requirePosition?: true;
}

export interface Checklist extends ChecklistSummary {
  questions: ChecklistQuestion[];
  /** The client ids of the submits accepted so far (see SubmitBodySchema). */
  submissionIds?: string[];
  /** The field user's signature at the last submit, when the checklist asks for one. */
  submitSignature?: SubmitSignature;
}

/** A checklist as its field user's screens list it: with whether it is late (isOverdue while with the field user). */
export interface FieldChecklistSummary extends ChecklistSummary {
  overdue: boolean;
  /** An inspection's vehicle is out of service now (read live, not from the snapshot). */
  vehicleOutOfService?: boolean;
}

/** What the field user sees of an inspection's vehicle as it is now: out of service, and the last odometer. */
export interface FieldVehicleState {
  outOfService: boolean;
  /** The open critical defects that keep it out of service, shown before the user starts. */
  criticalDefects: Array<{ id: string; title: string; openedAt: string }>;
  /** The hint of the odometer question and the base of its plausibility check. */
  lastOdometer: LastOdometer;
}

/** `GET /api/checklists/:id` for its field user: the summary with every question, answer and review. */
export interface FieldChecklist extends FieldChecklistSummary {
  questions: ChecklistQuestion[];
  /** An inspection's vehicle as it is now; absent on a general checklist or a vehicle since deleted. */
  vehicleState?: FieldVehicleState;
}

/**
 * How long the field user took to fill the checklist: from its start to its first submit, in
 * whole seconds. A resubmit after a rejection keeps this first figure: the time a correction
 * takes would also count the days the checklist waited in review and in the user's list, so
 * adding it would not measure the work. Null without a start (data from before starts were kept).
 * Both times are the server's, taken when the request arrived: a start and a submit queued on an
 * offline phone count from when they reached the server, not from when the user tapped.
 */
export function fillDurationSeconds(startedAt: string | null, submittedAt: string): number | null {
  if (!startedAt) return null;
  const ms = Date.parse(submittedAt) - Date.parse(startedAt);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 1000)) : null;
}

/** Share of questions answered, 0–100, rounded. */
export function progressPercent(c: Pick<ChecklistSummary, 'questionsCount' | 'answeredCount'>): number {
  if (c.questionsCount <= 0) return 0;
  return Math.round((Math.min(c.answeredCount, c.questionsCount) / c.questionsCount) * 100);
}

/**
 * Past its due date while its status is one of `statuses`; one due exactly now is not overdue yet.
 * Two readings: `UNSENT_STATUSES` for the dashboard and the overdue schedule (a rejected checklist
 * does not count), `WITH_FIELD_USER_STATUSES` for the '(Atrasado)' of the user screens, where a
 * rejected checklist back with its user counts too (spec section 4).
 */
export function isOverdue(
  c: { status: ChecklistStatus; dueDate: string },
  now: Date,
  statuses: readonly ChecklistStatus[],
): boolean {
  return statuses.includes(c.status) && Date.parse(c.dueDate) < now.getTime();
}

export interface ChecklistCounts {
  completed: number;
  inProgress: number;
  pending: number;
}

/** Which statuses each count of the users screen's checklists modal takes in. */
export const PROGRESS_GROUPS: Record<keyof ChecklistCounts, readonly ChecklistStatus[]> = {
  completed: DONE_STATUSES,
  inProgress: ['in_progress', 'rejected'],
  pending: ['pending'],
};

/** `GET /api/users/:id/checklists`: a page, with the counts over all of the user's checklists. */
export interface UserChecklistsPage extends Page<ChecklistSummary> {
  counts: ChecklistCounts;
}

/** After `DELETE /api/users/:id/checklists/:checklistId`: how many the user still has. */
export interface RemoveChecklistResult {
  id: string;
  remaining: number;
}

/** How one checklist change moves its user's counters; deltas add up in any delivery order. */
export interface CounterDelta {
  checklistsCount: number;
  completedCount: number;
}

type CountedState = { userId?: unknown; status?: unknown } | null;

/** Per user, the change of counters a before → after write implies (a reassignment moves both). */
export function counterDeltas(before: CountedState, after: CountedState): Map<string, CounterDelta> {
  const deltas = new Map<string, CounterDelta>();
  const add = (state: CountedState, sign: 1 | -1) => {
    if (!state || typeof state.userId !== 'string') return;
    const d = deltas.get(state.userId) ?? { checklistsCount: 0, completedCount: 0 };
    d.checklistsCount += sign;
    if (isDone(state.status as ChecklistStatus)) d.completedCount += sign;
    deltas.set(state.userId, d);
  };
  add(after, 1);
  add(before, -1);
  for (const [userId, d] of deltas) if (d.checklistsCount === 0 && d.completedCount === 0) deltas.delete(userId);
  return deltas;
}

/**
 * The collection of each checklist's event document (its companion, under the checklist's id):
 * the few fields the checklists' handlers filter on, which `onChecklistChange` watches instead of
 * the checklist (functions/src/checklists/checklist-events.ts).
 */
export const CHECKLIST_EVENTS_COLLECTION = 'checklist_events';
