import { AppError, conflict, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { companyOf, type SessionUser } from '../domain/roles';
import type { Checklist, ChecklistQuestion } from '../domain/checklists/checklist.schema';
import { applyChecklistAction, reviewQuestion, settledReview, type QuestionDecision } from '../domain/checklists/checklist-transitions';
import {
  LISTED_REVIEW_STATUSES,
  REVIEW_TABS,
  questionReviewCounts,
  reviewListing,
  type ResponseListQuery,
  type ResponseSummary,
  type ResponsesPage,
  type ResponseTabCounts,
  type ReviewListing,
} from '../domain/checklists/review.schema';
import { checklistsRepository as checklists } from '../checklists/checklists.repository';
import { companiesRepository } from '../companies/companies.repository';

const invalid = (message: string) => new AppError('invalid_input', message);
const missing = () => notFound(MESSAGES.responses.notFound);

/**
 * The company a review call acts in: an admin's own (another company named is not found), or the
 * one the superadmin names.
 */
function companyFor(session: SessionUser, companyId: string | undefined): string {
  if (session.role !== 'superadmin') {
    const own = companyOf(session).companyId;
    if (companyId && companyId !== own) throw missing();
    return own;
  }
  if (!companyId) throw invalid(MESSAGES.responses.companyRequired);
  return companyId;
}

type Listed = Checklist & ReviewListing;

function listed(checklist: Checklist | null): Listed {
  const listing = checklist && reviewListing(checklist);
  if (!checklist || !listing) throw missing();
  return { ...checklist, ...listing };
}

function toSummary(c: Listed): ResponseSummary {
  return {
    id: c.id,
    companyId: c.companyId,
    templateName: c.templateName,
    userId: c.userId,
    userName: c.userName,
    status: c.reviewStatus,
    submittedAt: c.submittedAt,
    dueDate: c.dueDate,
    questions: questionReviewCounts(c.questions),
  };
}

/**
 * /admin/responses: one tab a page at a time, newest first, with every tab's count from count
 * aggregations. The superadmin without a company filter sees every company's, merged.
 */
export async function listResponses(session: SessionUser, query: ResponseListQuery): Promise<ResponsesPage> {
  const companies =
    session.role === 'superadmin' && !query.companyId ? await companiesRepository.listIds() : [companyFor(session, query.companyId)];
  const statuses = query.status === 'all' ? LISTED_REVIEW_STATUSES : [query.status];
  const offset = (query.page - 1) * query.pageSize;
  const [pages, companyCounts] = await Promise.all([
    Promise.all(companies.map((c) => checklists.listResponses(c, statuses, 0, offset + query.pageSize))),
    Promise.all(companies.map((c) => checklists.countResponses(c))),
  ]);
  const merged = pages
    .flat()
    .map(listed)
    .sort((a, b) => b.listedAt.localeCompare(a.listedAt));

  const counts = Object.fromEntries(REVIEW_TABS.map((tab) => [tab, 0])) as ResponseTabCounts;
  for (const byStatus of companyCounts) {
    for (const status of LISTED_REVIEW_STATUSES) {
      counts.all += byStatus[status];
      if (status !== 'in_progress') counts[status] += byStatus[status];
    }
  }
  return {
    items: merged.slice(offset, offset + query.pageSize).map(toSummary),
    total: counts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

export async function getResponse(session: SessionUser, id: string, companyId?: string): Promise<Listed> {
  return listed(await checklists.get(companyFor(session, companyId), id));
}

/**
 * The checklist's status and review times made to agree with its stored reviews; a second call,
 * or the other reviewer's, finds them agreeing and writes nothing.
 */
export function settle(company: string, id: string, by: string) {
  return checklists.settle(company, id, by, (current) => {
    const settled = settledReview(current.status, current.questions);
    if (!settled) return null;
    const rejected = settled.status === 'rejected';
    const agrees = settled.status === current.status && settled.reviewedAt === current.reviewedAt && (!rejected || current.rejectedAt === settled.reviewedAt);
    if (agrees) return null;
    return { status: settled.status, reviewedAt: settled.reviewedAt, ...(rejected ? { rejectedAt: settled.reviewedAt } : {}) };
  });
}

/**
 * Approving or rejecting one answer writes that answer's review alone (so another reviewer's
 * decision on another answer, written at the same time, stays), then settles the checklist.
 */
async function decide(
  session: SessionUser,
  id: string,
  questionId: string,
  decision: QuestionDecision,
  reason: string | undefined,
  now: Date,
) {
  const company = companyOf(session).companyId;
  const written = await checklists.writeReview(company, id, questionId, session.email, (current) => {
    listed(current);
    const index = current.questions.findIndex((q) => q.id === questionId);
    if (index < 0) throw notFound(MESSAGES.checklists.questionNotFound);
    const outcome = reviewQuestion(current.status, current.questions.map((q) => q.status), index, decision, reason);
    if (outcome.kind === 'refused') throw conflict(outcome.message);
    return {
      status: outcome.questionStatus,
      rejectionReason: decision === 'reject' ? reason!.trim() : null,
      reviewedAt: now.toISOString(),
      reviewedBy: session.email,
    };
  });
  listed(written);
  return listed(await settle(company, id, session.email));
}

export const approveQuestion = (session: SessionUser, id: string, questionId: string, now = new Date()) =>
  decide(session, id, questionId, 'approve', undefined, now);

export const rejectQuestion = (session: SessionUser, id: string, questionId: string, reason: string, now = new Date()) =>
  decide(session, id, questionId, 'reject', reason, now);

/** 'Aprovar Todas': every answer and the checklist approved. */
export async function approveAll(session: SessionUser, id: string, now = new Date()) {
  const company = companyOf(session).companyId;
  const updated = await checklists.update(company, id, session.email, (current) => {
    listed(current);
    const outcome = applyChecklistAction(current.status, 'approveAll');
    if (outcome.kind === 'refused') throw conflict(outcome.message);
    const at = now.toISOString();
    const questions = current.questions.map(
      (q): ChecklistQuestion =>
        q.status === 'approved' ? q : { ...q, status: 'approved', rejectionReason: null, reviewedAt: at, reviewedBy: session.email },
    );
    return { status: outcome.status, questions, reviewedAt: at };
  });
  listed(updated);
  // A single answer rejected while this ran is kept, and the status follows it.
  return listed(await settle(company, id, session.email));
}
