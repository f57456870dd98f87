import { checklistMessages } from './messages';
import { answerLock } from './checklist-transitions';
import { isAnswered, type ChecklistQuestion, type ChecklistStatus } from './checklist.schema';
import { isoDayIn } from '../dates';

/** Novos / Em andamento / Para corrigir of the phone list's summary. */
export function fieldSummary(checklists: readonly { status: ChecklistStatus }[]) {
  const count = (status: ChecklistStatus) => checklists.filter((c) => c.status === status).length;
  return { pending: count('pending'), inProgress: count('in_progress'), rejected: count('rejected') };
}

/** The day a field checklist is for: its schedule's occurrence, else the day it is due (in `timeZone`). */
export function fieldChecklistDay(checklist: { periodKey?: string; dueDate: string }, timeZone: string): string {
  return checklist.periodKey ?? isoDayIn(new Date(checklist.dueDate), timeZone);
}

/**
 * The phone list's order, what to do first on top: overdue checklists, then those for today (or
 * an earlier day, not yet late), then those for later days; within each, the soonest due first.
 */
export function inFieldListOrder<C extends { overdue: boolean; periodKey?: string; dueDate: string }>(
  checklists: readonly C[],
  now: Date,
  timeZone: string,
): C[] {
  const today = isoDayIn(now, timeZone);
  const rank = (c: C) => (c.overdue ? 0 : fieldChecklistDay(c, timeZone) <= today ? 1 : 2);
  return [...checklists].sort((a, b) => rank(a) - rank(b) || Date.parse(a.dueDate) - Date.parse(b.dueDate));
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
