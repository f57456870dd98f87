// Without zod: the field user's phone screens read these rules.
import type { DefectSeverity, Question } from '../templates/template.schema';

/**
 * Vehicle inspections: a checklist assigned for a vehicle keeps a snapshot of it (as it
 * keeps its questions, DESIGN D2); its failing yes/no answers open defects on the vehicle, and its
 * odometer reading enters the vehicle's timeline once approved.
 */

/** The vehicle a checklist inspects, as it was when assigned. */
export interface ChecklistVehicle {
  id: string;
  name: string;
  plate: string;
}

/** What a submitted inspection found, kept on the checklist so lists need not read its questions. */
export interface InspectionResult {
  failures: number;
  criticalFailures: number;
  /** The odometer answer, when the inspection has one and it was answered. */
  odometerKm: number | null;
}

type FailureQuestion = Pick<Question, 'type' | 'failingAnswer'> & { answer: unknown };

/**
 * What an inspection reads of a checklist's question (checklists' ChecklistQuestion): the
 * template's item and the field user's answer, comment and photos. Stated here, not imported, as
 * the checklist's schema keeps the inspection's snapshot and result.
 */
type InspectedQuestion = Pick<Question, 'id' | 'question' | 'type' | 'failingAnswer' | 'severity'> & {
  answer: unknown;
  comment: string | null;
  evidencePhotos: string[];
};

/** The yes/no answer that is a failure: the inspection's choice, 'Não' for a general checklist. */
export function failingAnswerOf(question: Pick<Question, 'failingAnswer'>): boolean {
  return question.failingAnswer ?? false;
}

/** A yes/no question answered with its failing answer (what asks for the evidence its template requires). */
export function isFailingAnswer(question: FailureQuestion): boolean {
  return (
    question.type === 'boolean' && typeof question.answer === 'boolean' && question.answer === failingAnswerOf(question)
  );
}

/** Whether the question is an inspection item: its failure opens a defect (only inspections keep failingAnswer). */
export function isInspectionItem(question: Pick<Question, 'type' | 'failingAnswer'>): boolean {
  return question.type === 'boolean' && question.failingAnswer !== undefined;
}

/** A failed inspection item: opens (or is reported again on) a defect of the checklist's vehicle. */
export function opensDefect(question: FailureQuestion): boolean {
  return isInspectionItem(question) && isFailingAnswer(question);
}

export function severityOf(question: Pick<Question, 'severity'>): DefectSeverity {
  return question.severity ?? 'non_critical';
}

/** What one failed item of a submitted inspection reports. */
export interface FailedItem {
  questionId: string;
  title: string;
  severity: DefectSeverity;
  comment: string | null;
  photos: string[];
}

export function failedItems(questions: readonly InspectedQuestion[]): FailedItem[] {
  return questions.filter(opensDefect).map((q) => ({
    questionId: q.id,
    title: q.question,
    severity: severityOf(q),
    comment: q.comment,
    photos: q.evidencePhotos,
  }));
}

export function inspectionResult(questions: readonly InspectedQuestion[]): InspectionResult {
  const failures = failedItems(questions);
  const odometer = questions.find((q) => q.type === 'odometer');
  return {
    failures: failures.length,
    criticalFailures: failures.filter((f) => f.severity === 'critical').length,
    odometerKm: typeof odometer?.answer === 'number' ? odometer.answer : null,
  };
}

/** 'Sem falhas' / '2 falhas (1 crítica)': an inspection's result in a list. */
export function inspectionResultLabel(result: InspectionResult): string {
  if (result.failures === 0) return 'Sem falhas';
  const failures = result.failures === 1 ? '1 falha' : `${result.failures} falhas`;
  if (result.criticalFailures === 0) return failures;
  const critical = result.criticalFailures === 1 ? '1 crítica' : `${result.criticalFailures} críticas`;
  return `${failures} (${critical})`;
}

/** The most km a vehicle is believed to run in a day: a reading further above the last one is asked about. */
export const MAX_KM_PER_DAY = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The vehicle's last known odometer: its highest reading, and when it was taken (null: unknown). */
export interface LastOdometer {
  km: number;
  at: string | null;
}

export const ODOMETER_CHECKS = ['below_last', 'too_far'] as const;
/** Why a reading is implausible: lower than the last one, or more than MAX_KM_PER_DAY per day above it. */
export type OdometerCheck = (typeof ODOMETER_CHECKS)[number];

/**
 * Whether `km`, read at `now`, is plausible after `last`: null when it is; otherwise why not. The
 * allowance is MAX_KM_PER_DAY for each day since the last reading, at least one day's (a reading
 * of the same morning is not held to a few minutes' worth).
 */
export function odometerCheck(km: number, last: LastOdometer | null, now: Date): OdometerCheck | null {
  if (!last) return null;
  if (km < last.km) return 'below_last';
  const days = last.at ? Math.max(1, (now.getTime() - Date.parse(last.at)) / DAY_MS) : 1;
  return km - last.km > MAX_KM_PER_DAY * days ? 'too_far' : null;
}

const km = (value: number) => `${value.toLocaleString('pt-BR')} km`;

/** What the field user confirms, and the reviewer reads, about an implausible reading. */
export function odometerCheckMessage(check: OdometerCheck, last: LastOdometer): string {
  return check === 'below_last'
    ? `Leitura menor que a última registrada (${km(last.km)})`
    : `Leitura mais de ${km(MAX_KM_PER_DAY)} por dia acima da última registrada (${km(last.km)})`;
}

/** The odometer question's hint on the phone. */
export function lastOdometerHint(last: LastOdometer): string {
  return `Último registro: ${km(last.km)}`;
}
