import { z } from 'zod';
import { IdSchema, PageQuerySchema } from '../api';
import { checklistMessages } from './messages';
import { httpMessages } from '../http-messages';
import { QUESTION_ID_PATTERN } from '../templates/template.schema';
import {
  AnswerCommentSchema,
  AnswerLocationSchema,
  EvidencePhotosSchema,
  acceptsEvidencePhotos,
  imageIdOf,
} from './answer.schema';
import { isFailingAnswer, isInspectionItem } from '../fleet/inspection';
import { QrTokenSchema } from '../fleet/vehicle-qr';
import { SubmitSignatureSchema } from './signature';
import {
  CHECKLIST_STATUSES,
  isAnswered,
  type AnswerHistoryEntry,
  type AnswerLocation,
  type ChecklistQuestion,
  type ChecklistStatus,
} from './checklist.schema';

/** How far back the field user's 'Enviados' reaches. */
export const SENT_LIST_DAYS = 30;

/** The oldest send 'Enviados' lists at `now`. */
export function sentListSince(now: Date): Date {
  return new Date(now.getTime() - SENT_LIST_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * `GET /api/checklists`: the signed-in field user's checklists, optionally of one status; with
 * `view=sent`, those they sent in the last SENT_LIST_DAYS days, the last sent first.
 */
export const FieldChecklistListQuerySchema = PageQuerySchema.extend({
  status: z.enum(CHECKLIST_STATUSES).optional(),
  view: z.literal('sent', { error: checklistMessages.listViewInvalid }).optional(),
}).refine((query) => !(query.status && query.view), { error: checklistMessages.listViewWithStatus });
export type FieldChecklistListQuery = z.output<typeof FieldChecklistListQuerySchema>;

export const QuestionIdSchema = z.string().regex(QUESTION_ID_PATTERN, httpMessages.invalidParams);
export const AnswerParamsSchema = z.strictObject({ id: IdSchema, questionId: QuestionIdSchema });

/**
 * `PUT /api/checklists/:id/answers/:questionId`: the answer, checked against its question's type
 * (null clears it), with its evidence: the justification `comment`, the justification `photos`
 * of a yes/no question, and the `location` where it was given, when the user allowed it. An
 * evidence field left out keeps what is stored; null (or [] for photos) clears it. See applyAnswer.
 */
export const SaveAnswerBodySchema = z.strictObject({
  answer: z.json(),
  comment: AnswerCommentSchema.nullable().optional(),
  photos: EvidencePhotosSchema.nullable().optional(),
  location: AnswerLocationSchema.nullable().optional(),
});
/** One answer to write, with whatever evidence came with it. */
export type AnswerWrite = z.output<typeof SaveAnswerBodySchema>;

/**
 * `POST /api/checklists/:id/submit` takes both shapes the spec shows, or nothing when every
 * answer was saved on the way: the phone's `{ answers: { index: answer } }` (0-based positions)
 * and the desktop's `{ responses: [...] }`, whose status and times are the server's to decide.
 * `submissionId`, made by the client, lets a submit sent again after a lost answer (the phone's
 * offline queue) find the first one accepted instead of a refusal; `performedAt` is the phone's
 * time of the submit.
 */
const submissionId = IdSchema.optional();
/** The phone's time of the submit (when 'Enviar' was pressed, however late the queue sends it). */
const performedAt = z.iso.datetime({ offset: true, error: checklistMessages.performedAtInvalid }).optional();
/** The field user's signature, when the checklist asks for one (signatureOnSubmit). */
const signature = SubmitSignatureSchema.optional();

export const SubmitBodySchema = z.union([
  z.strictObject({ submissionId, signature, performedAt }),
  z.strictObject({
    submissionId,
    signature,
    performedAt,
    answers: z.record(z.string().regex(/^\d{1,3}$/, httpMessages.invalidParams), z.json()),
  }),
  z.strictObject({
    submissionId,
    signature,
    performedAt,
    responses: z
      .array(
        z.strictObject({
          questionId: QuestionIdSchema,
          question: z.string().optional(),
          answer: z.json(),
          comment: AnswerCommentSchema.nullable().optional(),
          status: z.string().optional(),
          answeredAt: z.string().nullable().optional(),
          rejectionReason: z.string().nullable().optional(),
        }),
      )
      .max(500),
  }),
]);
export type SubmitBody = z.output<typeof SubmitBodySchema>;

/**
 * The answers a submit body carries, by question id; '' (the desktop's blank) means no answer.
 * A desktop response's `comment` comes along when it has one (left out, the stored one stays).
 */
export function answersInSubmit(body: SubmitBody, questions: readonly ChecklistQuestion[]): Map<string, AnswerWrite> {
  const blankless = (answer: AnswerWrite['answer']) => (answer === '' ? null : answer);
  const answers = new Map<string, AnswerWrite>();
  if ('answers' in body) {
    for (const [index, answer] of Object.entries(body.answers)) {
      const question = questions[Number(index)];
      if (question) answers.set(question.id, { answer: blankless(answer) });
    }
  }
  if ('responses' in body) {
    for (const r of body.responses) {
      answers.set(
        r.questionId,
        r.comment === undefined ? { answer: blankless(r.answer) } : { answer: blankless(r.answer), comment: r.comment },
      );
    }
  }
  return answers;
}

/** Whether a write names any photo (a photo answer, or justification photos), before knowing its question. */
export function mayNamePhotos(write: AnswerWrite): boolean {
  // An 'Assinatura' answer names its drawing.
  return Array.isArray(write.answer) || drawingOf(write.answer) !== undefined || (write.photos?.length ?? 0) > 0;
}

/**
 * The image ids a write would add to the question: those of a photo answer and of justification
 * photos that the question does not hold yet (what it holds was checked when it was saved).
 * References that are not ours are left to the answer's schema, which refuses them.
 */
export function photosToVerify(
  question: Pick<ChecklistQuestion, 'type' | 'answer' | 'evidencePhotos' | 'requirePhotoOnNo'>,
  write: AnswerWrite,
): string[] {
  // Photos on a question that takes none are refused as such by the write.
  const photos = acceptsEvidencePhotos(question) ? (write.photos ?? []) : [];
  const refs: unknown[] = [
    ...(question.type === 'photo' && Array.isArray(write.answer) ? write.answer : []),
    ...(question.type === 'signature' ? [drawingOf(write.answer)] : []),
    ...photos,
  ];
  const held = new Set<unknown>([
    ...(Array.isArray(question.answer) ? question.answer : []),
    drawingOf(question.answer),
    ...question.evidencePhotos,
  ]);
  const ids = refs
    .flatMap((ref) => (typeof ref === 'string' && !held.has(ref) ? [imageIdOf(ref)] : []))
    .filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** The drawing an 'Assinatura' answer names, before the answer is checked; undefined otherwise. */
function drawingOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer)
    ? (answer as { image?: unknown }).image
    : undefined;
}

type Evidence = Pick<ChecklistQuestion, 'answer' | 'comment' | 'evidencePhotos' | 'location'>;

function sameLocation(a: AnswerLocation | null, b: AnswerLocation | null): boolean {
  if (!a || !b) return a === b;
  return a.latitude === b.latitude && a.longitude === b.longitude && a.accuracy === b.accuracy;
}

function sameEvidence(a: Evidence, b: Evidence): boolean {
  return (
    JSON.stringify(a.answer) === JSON.stringify(b.answer) &&
    a.comment === b.comment &&
    JSON.stringify(a.evidencePhotos) === JSON.stringify(b.evidencePhotos) &&
    sameLocation(a.location, b.location)
  );
}

/**
 * The question with `write` applied at `answeredAt`, or null when it already holds all of it (a
 * repeated request has one effect). The answer is taken as given (checked against its type
 * before); `comment` and `photos` left out keep the stored ones. The location belongs to the
 * answer given there: left out, it stays while the answer stays, and goes when the answer changes.
 * A rejected answer being replaced is archived first (archiveRejection): the entry comes back to
 * be stored beside the checklist.
 */
export function applyAnswer(
  question: ChecklistQuestion,
  write: AnswerWrite,
  answeredAt: string,
): QuestionChange | null {
  const answerChanged = JSON.stringify(write.answer) !== JSON.stringify(question.answer);
  const next: Evidence = {
    answer: write.answer,
    comment: write.comment === undefined ? question.comment : write.comment,
    evidencePhotos: write.photos === undefined ? question.evidencePhotos : (write.photos ?? []),
    location: write.location !== undefined ? write.location : answerChanged ? null : question.location,
  };
  if (sameEvidence(next, question)) return null;
  const archived = archiveRejection(question);
  return { question: { ...archived.question, ...next, answeredAt }, archived: archived.archived };
}

/**
 * The evidence a failing yes/no answer still lacks, or null; a photo is asked for first. The
 * failing answer is 'Não' unless an inspection chose 'Sim'. The template asks for a photo and/or a
 * comment; a failed inspection item always needs a comment (it describes the defect). Other
 * answers need none.
 */
export function missingEvidence(
  question: Pick<
    ChecklistQuestion,
    'type' | 'answer' | 'requirePhotoOnNo' | 'requireCommentOnNo' | 'comment' | 'evidencePhotos' | 'failingAnswer'
  >,
): string | null {
  if (!isFailingAnswer(question)) return null;
  const item = isInspectionItem(question);
  if (question.requirePhotoOnNo && question.evidencePhotos.length === 0)
    return item ? checklistMessages.failurePhotoRequired : checklistMessages.photoOnNoRequired;
  if ((question.requireCommentOnNo || item) && !question.comment?.trim())
    return item ? checklistMessages.failureCommentRequired : checklistMessages.commentOnNoRequired;
  return null;
}

/**
 * What keeps a checklist from being sent (spec section 5), or null: after a rejection, every
 * rejected question needs an answer; otherwise every required one does. Numbers are 1-based.
 * Then, of the questions the user may still change (all, or after a rejection the rejected
 * ones), the first 'Não' lacking the evidence its template asks for is named.
 */
export function submitProblem(status: ChecklistStatus, questions: readonly ChecklistQuestion[]): string | null {
  const missing = (pick: (q: ChecklistQuestion) => boolean) =>
    questions.flatMap((q, i) => (pick(q) && !isAnswered(q.answer) ? [i + 1] : [])).join(', ');
  const open = (q: ChecklistQuestion) => status !== 'rejected' || q.status === 'rejected';
  if (status === 'rejected') {
    const numbers = missing(open);
    if (numbers) return checklistMessages.rejectedUnanswered(numbers);
  } else {
    const numbers = missing((q) => q.required);
    if (numbers) return checklistMessages.requiredUnanswered(numbers);
  }
  for (const [i, q] of questions.entries()) {
    const lacking = open(q) ? missingEvidence(q) : null;
    if (lacking) return checklistMessages.inQuestion(lacking, i + 1);
  }
  return null;
}

/** A rejected answer to store in the answer history: the question's `seq`-th correction. */
export interface ArchivedRejection {
  questionId: string;
  seq: number;
  entry: AnswerHistoryEntry;
}

/** A question as a field action leaves it, and the rejection it archived on the way, if any. */
export interface QuestionChange {
  question: ChecklistQuestion;
  archived: ArchivedRejection | null;
}

/**
 * A rejected question about to be corrected gives the answer the reviewer rejected, with the
 * reason and its evidence, to be archived; the question keeps only the count and the rejection's
 * time (archivedRejectionAt), so it is archived once per rejection: a second save, the submit or
 * a replay of either finds it archived and archives nothing.
 */
export function archiveRejection(question: ChecklistQuestion): QuestionChange {
  if (question.status !== 'rejected' || question.archivedRejectionAt === question.reviewedAt)
    return { question, archived: null };
  const entry: AnswerHistoryEntry = {
    answer: question.answer,
    answeredAt: question.answeredAt,
    rejectionReason: question.rejectionReason ?? '',
    rejectedAt: question.reviewedAt,
    rejectedBy: question.reviewedBy,
  };
  // The evidence goes along, so what was rejected can be shown and its photos stay referenced.
  if (question.comment) entry.comment = question.comment;
  if (question.evidencePhotos.length > 0) entry.evidencePhotos = question.evidencePhotos;
  if (question.location) entry.location = question.location;
  const seq = question.corrections + 1;
  return {
    question: { ...question, corrections: seq, archivedRejectionAt: question.reviewedAt },
    archived: { questionId: question.id, seq, entry },
  };
}

/**
 * `POST /api/checklists/:id/start`: optional, since a plain start (the phone's queue replays it)
 * sends no body; with `vehicleToken`, opened from the vehicle's QR screen ('Aberto pelo link da
 * etiqueta'), and the phone's `position` then when it gives one.
 */
export const StartBodySchema = z
  .strictObject({ vehicleToken: QrTokenSchema.optional(), position: AnswerLocationSchema.optional() })
  .optional();
