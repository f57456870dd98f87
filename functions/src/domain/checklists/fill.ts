import { checklistMessages } from './messages';
import { answerLock } from './checklist-transitions';
import { isAnswered, type ChecklistQuestion, type ChecklistStatus } from './checklist.schema';

/** Novos / Em andamento / Para corrigir of the phone list's summary. */
export function fieldSummary(checklists: readonly { status: ChecklistStatus }[]) {
  const count = (status: ChecklistStatus) => checklists.filter((c) => c.status === status).length;
  return { pending: count('pending'), inProgress: count('in_progress'), rejected: count('rejected') };
}

/** Whether the field user may still change this answer (see answerLock). */
export function isAnswerEditable(status: ChecklistStatus, question: Pick<ChecklistQuestion, 'status'>): boolean {
  return answerLock(status, question.status) === null;
}

/**
 * Where the wizard opens: a rejected checklist on its first rejected question (spec section 2),
 * one in progress on its first unanswered question, so a user who left half-way resumes there.
 */
export function openingQuestionIndex(
  status: ChecklistStatus,
  questions: readonly Pick<ChecklistQuestion, 'status' | 'answer'>[],
): number {
  const pick =
    status === 'rejected'
      ? questions.findIndex((q) => q.status === 'rejected')
      : status === 'in_progress'
        ? questions.findIndex((q) => !isAnswered(q.answer))
        : 0;
  return Math.max(pick, 0);
}

/**
 * The desktop's rule before it sends (spec section 5): every required question needs an answer
 * (isAnswered, as the server judges it: false counts, blank text does not); the message lists them.
 */
export function desktopSubmitProblem(
  questions: readonly Pick<ChecklistQuestion, 'id' | 'question' | 'required'>[],
  answers: ReadonlyMap<string, unknown>,
): string | null {
  const missing = questions.filter((q) => q.required && !isAnswered(answers.get(q.id)));
  return missing.length ? checklistMessages.desktopUnanswered(missing.map((q) => q.question).join(', ')) : null;
}
