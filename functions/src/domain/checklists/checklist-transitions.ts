import { checklistMessages, transitionMessages } from './messages';
import { SUBMITTED_STATUSES, type ChecklistStatus, type QuestionReviewStatus } from './checklist.schema';

const m = transitionMessages;

/**
 * What moves a whole checklist (spec section 4), from which statuses, to which one. `idempotent`
 * marks an action that, repeated on a checklist already where it leads, changes nothing and is
 * no error (a start sent twice by a phone on a weak signal).
 */
const CHECKLIST_TRANSITIONS = {
  start: { from: ['pending'], to: 'in_progress', idempotent: true },
  /** A first submit, or a resubmit after corrections: back to review either way. */
  submit: { from: ['in_progress', 'rejected'], to: 'completed', idempotent: false },
  approveAll: { from: ['completed', 'in_review', 'rejected'], to: 'approved', idempotent: false },
  /** An approved checklist is final: only this explicit, logged act puts it back in review. */
  reopen: { from: ['approved'], to: 'in_review', idempotent: false },
} as const satisfies Record<string, { from: readonly ChecklistStatus[]; to: ChecklistStatus; idempotent: boolean }>;
export type ChecklistAction = keyof typeof CHECKLIST_TRANSITIONS;

/** Why an action is refused, by where the checklist stands. */
function refusal(action: ChecklistAction | 'review', status: ChecklistStatus): string {
  if (action === 'start') return m.cannotStart;
  if (action === 'submit') return status === 'pending' ? m.submitBeforeStart : m.alreadySubmitted;
  if (action === 'approveAll' && status === 'approved') return m.alreadyApproved;
  if (action === 'reopen') return transitionMessages.reopenNotApproved;
  return m.notSubmitted;
}

export type TransitionOutcome =
  | { kind: 'moved'; status: ChecklistStatus }
  | { kind: 'unchanged'; status: ChecklistStatus }
  | { kind: 'refused'; message: string };

/** Where an action takes a checklist in `status`, or why it may not (a 409 for the API). */
export function applyChecklistAction(status: ChecklistStatus, action: ChecklistAction): TransitionOutcome {
  const rule = CHECKLIST_TRANSITIONS[action];
  if ((rule.from as readonly ChecklistStatus[]).includes(status)) return { kind: 'moved', status: rule.to };
  if (rule.idempotent && status === rule.to) return { kind: 'unchanged', status };
  return { kind: 'refused', message: refusal(action, status) };
}

export function canApplyChecklistAction(status: ChecklistStatus, action: ChecklistAction): boolean {
  return applyChecklistAction(status, action).kind !== 'refused';
}

/** Whether the field user may answer and send it now: started and not sent, or sent back rejected. */
export function isAnswerable(status: ChecklistStatus): boolean {
  return canApplyChecklistAction(status, 'submit');
}

/** What a reviewer does to one answer, and the review statuses each may start from. */
const QUESTION_TRANSITIONS = {
  approve: { from: ['pending', 'rejected'], to: 'approved', refusal: m.questionAlreadyApproved },
  reject: { from: ['pending', 'approved'], to: 'rejected', refusal: m.questionAlreadyRejected },
} as const satisfies Record<
  string,
  { from: readonly QuestionReviewStatus[]; to: QuestionReviewStatus; refusal: string }
>;
export type QuestionDecision = keyof typeof QUESTION_TRANSITIONS;

/**
 * The checklist's status once its answers' review statuses are these: all approved → approved;
 * any rejected → rejected; otherwise still in review.
 */
export function statusAfterReview(reviews: readonly QuestionReviewStatus[]): ChecklistStatus {
  if (reviews.length > 0 && reviews.every((review) => review === 'approved')) return 'approved';
  if (reviews.includes('rejected')) return 'rejected';
  return 'in_review';
}

/** Where a reviewed checklist stands once its answers' reviews are settled, and since when. */
export interface SettledReview {
  status: ChecklistStatus;
  /** The last review's time; also the rejection's when the checklist ends rejected. */
  reviewedAt: string;
}

/**
 * What a sent checklist's stored reviews make of it (statusAfterReview, as of the last review), or
 * null while none of its answers has been reviewed or it is not sent: reviews written one answer
 * at a time are settled from what is stored, not from what each reviewer read.
 */
export function settledReview(
  checklistStatus: ChecklistStatus,
  questions: readonly { status: QuestionReviewStatus; reviewedAt: string | null }[],
): SettledReview | null {
  if (!SUBMITTED_STATUSES.includes(checklistStatus)) return null;
  const last = questions
    .filter((q) => q.status !== 'pending' && q.reviewedAt)
    .map((q) => q.reviewedAt!)
    .sort()
    .at(-1);
  if (!last) return null;
  return { status: statusAfterReview(questions.map((q) => q.status)), reviewedAt: last };
}

export type ReviewOutcome =
  | { kind: 'reviewed'; questionStatus: QuestionReviewStatus; checklistStatus: ChecklistStatus }
  | { kind: 'refused'; message: string };

/**
 * A reviewer's decision on question `index` of a sent checklist whose answers stand at `reviews`:
 * the question's new review status and the checklist's. A rejection needs a reason.
 */
export function reviewQuestion(
  checklistStatus: ChecklistStatus,
  reviews: readonly QuestionReviewStatus[],
  index: number,
  decision: QuestionDecision,
  reason?: string,
): ReviewOutcome {
  if (!SUBMITTED_STATUSES.includes(checklistStatus))
    return { kind: 'refused', message: refusal('review', checklistStatus) };
  if (checklistStatus === 'approved') return { kind: 'refused', message: transitionMessages.approvedIsFinal };
  const current = reviews[index];
  if (current === undefined) return { kind: 'refused', message: checklistMessages.questionNotFound };
  const rule = QUESTION_TRANSITIONS[decision];
  if (!(rule.from as readonly QuestionReviewStatus[]).includes(current))
    return { kind: 'refused', message: rule.refusal };
  if (decision === 'reject' && !reason?.trim()) return { kind: 'refused', message: m.rejectionReasonRequired };
  const next = reviews.map((review, i) => (i === index ? rule.to : review));
  return { kind: 'reviewed', questionStatus: rule.to, checklistStatus: statusAfterReview(next) };
}

/**
 * Why the field user may not (re)write an answer, or null when they may: anything while the
 * checklist is in progress; after a rejection only the rejected answers. An approved answer is
 * always locked.
 */
export function answerLock(checklistStatus: ChecklistStatus, questionStatus: QuestionReviewStatus): string | null {
  if (questionStatus === 'approved') return m.answerApproved;
  if (checklistStatus === 'in_progress') return null;
  return checklistStatus === 'rejected' && questionStatus === 'rejected' ? null : m.answersClosed;
}
