import { z } from 'zod';
import type { ChecklistVehicle } from '../fleet/inspection';
import { MAX_REJECTION_REASON } from './document-size';
import { IdSchema, PageQuerySchema, type Page } from '../api';
import { transitionMessages } from './messages';
import {
  isAnswered,
  type Checklist,
  type ChecklistQuestion,
  type ChecklistStatus,
  type QuestionReviewStatus,
} from './checklist.schema';

/** The tabs of /admin/responses (spec section 2), 'all' first. */
export const REVIEW_TABS = ['all', 'pending', 'in_review', 'approved', 'rejected'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

/**
 * Where a checklist stands in the review list: a sent checklist that is not in review, approved
 * or rejected counts as pending (spec section 2); one being answered and not sent yet is in progress.
 */
export type ReviewStatus = Exclude<ReviewTab, 'all'> | 'in_progress';
export const LISTED_REVIEW_STATUSES: readonly ReviewStatus[] = [
  'pending',
  'in_review',
  'approved',
  'rejected',
  'in_progress',
];

/** The statuses a tab of the review list shows ('Todas': every listed one). */
export const statusesOfTab = (tab: ReviewTab): readonly ReviewStatus[] =>
  tab === 'all' ? LISTED_REVIEW_STATUSES : [tab];

export interface ReviewListing {
  reviewStatus: ReviewStatus;
  /** What the list sorts on, newest first: the last submission, or the last answer of one not sent yet. */
  listedAt: string;
}

/** Spec section 2: only checklists sent at least once, or with an answer, are listed; null for the rest. */
export function reviewListing(c: {
  status: ChecklistStatus;
  submittedAt: string | null;
  questions: readonly Pick<ChecklistQuestion, 'answer' | 'answeredAt'>[];
}): ReviewListing | null {
  const lastAnswer = c.questions
    .filter((q) => isAnswered(q.answer) && q.answeredAt)
    .map((q) => q.answeredAt!)
    .sort()
    .at(-1);
  const listedAt = c.submittedAt ?? lastAnswer;
  if (!listedAt) return null;
  const reviewStatus: ReviewStatus =
    c.status === 'in_review' || c.status === 'approved' || c.status === 'rejected'
      ? c.status
      : c.submittedAt
        ? 'pending'
        : 'in_progress';
  return { reviewStatus, listedAt };
}

export type QuestionReviewCounts = Record<QuestionReviewStatus, number>;

export function questionReviewCounts(questions: readonly Pick<ChecklistQuestion, 'status'>[]): QuestionReviewCounts {
  const counts: QuestionReviewCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const q of questions) counts[q.status] += 1;
  return counts;
}

/** `GET /api/responses/:id` and every review's answer: the checklist with its answers and reviews, and where it stands in the list. */
export type ResponseDetail = Checklist & ReviewListing;

/** One card of /admin/responses. */
export interface ResponseSummary {
  id: string;
  companyId: string;
  templateName: string;
  /** A vehicle inspection's vehicle, as it was when assigned; absent on a general checklist. */
  vehicle?: ChecklistVehicle;
  userId: string;
  userName: string;
  status: ReviewStatus;
  submittedAt: string | null;
  dueDate: string;
  questions: QuestionReviewCounts;
}

/** A listed checklist as its card shows it: the server's list and the web's fakes build it here. */
export function responseSummary(c: ResponseDetail): ResponseSummary {
  return {
    id: c.id,
    companyId: c.companyId,
    templateName: c.templateName,
    ...(c.vehicle && { vehicle: c.vehicle }),
    userId: c.userId,
    userName: c.userName,
    status: c.reviewStatus,
    submittedAt: c.submittedAt,
    dueDate: c.dueDate,
    questions: questionReviewCounts(c.questions),
  };
}

export type ResponseTabCounts = Record<ReviewTab, number>;

export interface ResponsesPage extends Page<ResponseSummary> {
  /** Every tab's count, so 'Exibindo X - Y de Z respostas (filtradas de N total)' needs no second call. */
  counts: ResponseTabCounts;
}

/** `GET /api/responses`; the superadmin may name a company (an admin's is always their own). */
export const ResponseListQuerySchema = PageQuerySchema.extend({
  status: z.enum(REVIEW_TABS).default('all'),
  companyId: IdSchema.optional(),
});
export type ResponseListQuery = z.output<typeof ResponseListQuerySchema>;

/** The superadmin names the company of the response they open; an admin's is their own. */
export const ResponseCompanyQuerySchema = z.strictObject({ companyId: IdSchema.optional() });

/** 'Rejeitar Questão': a reason is required and trimmed (spec section 5). */
export const RejectBodySchema = z.strictObject({
  reason: z
    .string({ error: transitionMessages.rejectionReasonRequired })
    .trim()
    .min(1, transitionMessages.rejectionReasonRequired)
    .max(MAX_REJECTION_REASON),
});
