import { DEFAULT_TIME_ZONE, formatDateTimeBR, isoDayIn } from '../dates';
import { fileNamePart } from '../text';
import { reportMessages } from './messages';
import { imageIdOf } from './answer.schema';
import { signatureAnswerOf } from './signature';
import type { ChecklistQuestion, ChecklistStatus, QuestionReviewStatus } from './checklist.schema';
import { opensDefect, severityOf } from '../fleet/inspection';
import { DEFECT_SEVERITY_LABELS } from '../templates/template.schema';

/** The PDF report's fixed texts (spec section 9). */
export const REPORT_TEXTS = {
  title: 'RELATÓRIO DE CHECKLIST',
  stats: { total: 'TOTAL', approved: 'APROVADAS', rejected: 'REJEITADAS', pending: 'PENDENTES' },
  question: (n: number) => `Questão ${n}`,
  answer: 'Resposta:',
  /** A failed inspection item, with its severity ('Falha (Crítico)'), beside its answer. */
  failure: (severity: string) => `Falha (${severity})`,
  comment: 'Comentário:',
  evidence: 'Fotos:',
  rejectionReason: 'Motivo da Rejeição:',
  yes: 'SIM',
  no: 'NÃO',
  noAnswer: 'Sem resposta',
  footer: 'DOCUMENTO CONFIDENCIAL',
  page: (current: number, count: number) => `Página ${current} de ${count}`,
  userFallback: 'Usuário não encontrado',
  templateFallback: 'Template não encontrado',
} as const;

/** Status colours of the report: pending yellow, in review blue, approved green, rejected red. */
export const REPORT_COLORS: Record<ChecklistStatus | QuestionReviewStatus, string> = {
  pending: '#ca8a04',
  in_progress: '#ca8a04',
  completed: '#ca8a04',
  in_review: '#2563eb',
  approved: '#16a34a',
  rejected: '#dc2626',
};

export const QUESTION_STATUS_LABELS: Record<QuestionReviewStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Rejeitada',
};

/** How a report's file name shows its field user (erasure finds them there by it). */
export const reportFileNameUser = (userName: string) =>
  fileNamePart(userName || REPORT_TEXTS.userFallback).slice(0, 15);

/**
 * Checklist_{template}_{user}_{YYYY-MM-DD}.pdf (spec section 9): every character but ASCII
 * letters and digits becomes '_', the template name is cut to 20 characters and the user's to 15;
 * the day is the company's (its time zone).
 */
export function reportFileName(
  templateName: string,
  userName: string,
  generatedAt: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const template = fileNamePart(templateName || REPORT_TEXTS.templateFallback).slice(0, 20);
  const user = reportFileNameUser(userName);
  return `Checklist_${template}_${user}_${isoDayIn(generatedAt, timeZone)}.pdf`;
}

/** What prints where photo `index` of `count` could not be read ('N de M' when several). */
export function imageErrorText(index: number, count: number): string {
  return count > 1 ? `${reportMessages.imageError} ${index + 1} de ${count}` : reportMessages.imageError;
}

/**
 * The image ids a photo answer names, one slot per entry, in order: null for an entry that is not
 * one of our image references (a URL, a data: URL), which the report never fetches.
 */
export function photoSlots(answer: unknown): Array<string | null> {
  if (!Array.isArray(answer)) return [];
  return answer.map((entry) => (typeof entry === 'string' ? imageIdOf(entry) : null));
}

/** The unit a reading prints with: kilometres on the odometer, the template's unit on a measurement. */
function unitOf(question: Pick<ChecklistQuestion, 'type' | 'unit'>): string | null {
  if (question.type === 'odometer') return 'km';
  return question.type === 'measurement' && question.unit ? question.unit : null;
}

/** An answer other than photos as the report prints it (a reading with its unit, a date and time in the company's zone). */
export function answerText(
  question: Pick<ChecklistQuestion, 'type' | 'unit'>,
  answer: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (answer == null || answer === '') return REPORT_TEXTS.noAnswer;
  if (typeof answer === 'boolean') return answer ? REPORT_TEXTS.yes : REPORT_TEXTS.no;
  if (typeof answer === 'number') {
    const value = answer.toLocaleString('pt-BR');
    const unit = unitOf(question);
    return unit ? `${value} ${unit}` : value;
  }
  if (typeof answer === 'string') {
    if (question.type === 'datetime' && !Number.isNaN(Date.parse(answer))) return formatDateTimeBR(answer, timeZone);
    return answer;
  }
  if (Array.isArray(answer)) return answer.length === 1 ? '1 foto' : `${answer.length} fotos`;
  const signature = question.type === 'signature' ? signatureAnswerOf(answer) : null;
  if (signature) return `Assinado por ${signature.name}`;
  return JSON.stringify(answer);
}

/** 'Falha (Crítico)' beside a failed inspection item's answer; null for any other answer. */
export function failureMark(
  question: Pick<ChecklistQuestion, 'type' | 'failingAnswer' | 'severity' | 'answer'>,
): string | null {
  return opensDefect(question) ? REPORT_TEXTS.failure(DEFECT_SEVERITY_LABELS[severityOf(question)]) : null;
}

/**
 * Where an approved checklist's PDF report stands: being rendered in the background (`progress`
 * from 0 to 100), or ready to download from `url`, a link that works until `expiresAt` and saves
 * the file under `fileName`.
 */
export type ReportState =
  { status: 'rendering'; progress: number } | { status: 'ready'; url: string; expiresAt: string; fileName: string };
