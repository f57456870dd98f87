import { z } from 'zod';
import { IdSchema, PageQuerySchema } from '../api';
import { MESSAGES } from '../messages';
import { QUESTION_ID_PATTERN } from '../templates/template.schema';
import {
  CHECKLIST_STATUSES,
  isAnswered,
  type ChecklistQuestion,
  type ChecklistStatus,
} from './checklist.schema';

/** `GET /api/checklists`: the signed-in field user's checklists, optionally of one status. */
export const FieldChecklistListQuerySchema = PageQuerySchema.extend({ status: z.enum(CHECKLIST_STATUSES).optional() });
export type FieldChecklistListQuery = z.output<typeof FieldChecklistListQuerySchema>;

export const QuestionIdSchema = z.string().regex(QUESTION_ID_PATTERN, MESSAGES.http.invalidParams);
export const AnswerParamsSchema = z.strictObject({ id: IdSchema, questionId: QuestionIdSchema });

/** `PUT /api/checklists/:id/answers/:questionId`: the answer, checked against its question's type; null clears it. */
export const SaveAnswerBodySchema = z.strictObject({ answer: z.json() });

/**
 * `POST /api/checklists/:id/submit` takes both shapes the spec shows, or nothing when every
 * answer was saved on the way: the phone's `{ answers: { index: answer } }` (0-based positions)
 * and the desktop's `{ responses: [...] }`, whose status and times are the server's to decide.
 * `submissionId`, made by the client, lets a submit sent again after a lost answer (the phone's
 * offline queue) find the first one accepted instead of a refusal.
 */
const submissionId = IdSchema.optional();

export const SubmitBodySchema = z.union([
  z.strictObject({ submissionId }),
  z.strictObject({ submissionId, answers: z.record(z.string().regex(/^\d{1,3}$/, MESSAGES.http.invalidParams), z.json()) }),
  z.strictObject({
    submissionId,
    responses: z
      .array(
        z.strictObject({
          questionId: QuestionIdSchema,
          question: z.string().optional(),
          answer: z.json(),
          status: z.string().optional(),
          answeredAt: z.string().nullable().optional(),
          rejectionReason: z.string().nullable().optional(),
        }),
      )
      .max(500),
  }),
]);
export type SubmitBody = z.output<typeof SubmitBodySchema>;

/** The answers a submit body carries, by question id; '' (the desktop's blank) means no answer. */
export function answersInSubmit(body: SubmitBody, questions: readonly ChecklistQuestion[]): Map<string, unknown> {
  const blankless = (answer: unknown) => (answer === '' ? null : answer);
  const answers = new Map<string, unknown>();
  if ('answers' in body) {
    for (const [index, answer] of Object.entries(body.answers)) {
      const question = questions[Number(index)];
      if (question) answers.set(question.id, blankless(answer));
    }
  }
  if ('responses' in body) for (const r of body.responses) answers.set(r.questionId, blankless(r.answer));
  return answers;
}

/**
 * What keeps a checklist from being sent (spec section 5), or null: after a rejection, every
 * rejected question needs an answer; otherwise every required one does. Numbers are 1-based.
 */
export function submitProblem(status: ChecklistStatus, questions: readonly ChecklistQuestion[]): string | null {
  const missing = (pick: (q: ChecklistQuestion) => boolean) =>
    questions.flatMap((q, i) => (pick(q) && !isAnswered(q.answer) ? [i + 1] : [])).join(', ');
  if (status === 'rejected') {
    const numbers = missing((q) => q.status === 'rejected');
    return numbers ? MESSAGES.checklists.rejectedUnanswered(numbers) : null;
  }
  const numbers = missing((q) => q.required);
  return numbers ? MESSAGES.checklists.requiredUnanswered(numbers) : null;
}

/**
 * A rejected question about to be corrected keeps the answer the reviewer rejected, with the
 * reason, in its history: once per rejection (a second save or the submit finds it archived).
 */
export function archiveRejection(question: ChecklistQuestion): ChecklistQuestion {
  if (question.status !== 'rejected') return question;
  const last = question.history.at(-1);
  if (last && last.rejectedAt === question.reviewedAt && last.rejectionReason === question.rejectionReason) return question;
  return {
    ...question,
    history: [
      ...question.history,
      {
        answer: question.answer,
        answeredAt: question.answeredAt,
        rejectionReason: question.rejectionReason ?? '',
        rejectedAt: question.reviewedAt,
        rejectedBy: question.reviewedBy,
      },
    ],
  };
}
