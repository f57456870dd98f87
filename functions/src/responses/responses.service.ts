import { audit, auditSuperadminRead } from '../audit';
import type { AuditRecordRef } from '../domain/audit/audit';
import { conflict, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { companyInScope, type CompanySession, type SessionUser } from '../domain/roles';
import type { Checklist, ChecklistQuestion } from '../domain/checklists/checklist.schema';
import { MAX_REVIEWER_LENGTH } from '../domain/checklists/document-size';
import {
  applyChecklistAction,
  reviewQuestion,
  settledReview,
  type QuestionDecision,
} from '../domain/checklists/checklist-transitions';
import {
  LISTED_REVIEW_STATUSES,
  REVIEW_TABS,
  responseSummary,
  reviewListing,
  statusesOfTab,
  type ResponseDetail as Listed,
  type ResponseListQuery,
  type ResponsesPage,
  type ResponseTabCounts,
} from '../domain/checklists/review.schema';
import {
  checklistsForReview,
  findChecklist,
  reviewCounts,
  settleChecklist,
  updateChecklist,
  writeQuestionReview,
} from '../checklists';
import { companyIds } from '../companies';
import { log } from '../platform/logger';
import { certifyApproval, countReopening } from '../verification';

const missing = () => notFound(MESSAGES.responses.notFound);

/** Who reviewed, as the review screen and the report print it: the reviewer's name (the audit keeps the uid). */
const reviewerName = (session: SessionUser) => session.name.slice(0, MAX_REVIEWER_LENGTH);

export const record = (c: { id: string; templateName: string }): AuditRecordRef => ({
  type: 'checklist',
  id: c.id,
  label: c.templateName,
});

export function listed(checklist: Checklist | null): Listed {
  const listing = checklist && reviewListing(checklist);
  if (!checklist || !listing) throw missing();
  return { ...checklist, ...listing };
}

/**
 * /admin/responses: one tab a page at a time, newest first, with every tab's count from each
 * company's kept counts document. The superadmin without a company filter sees every company's, merged.
 */
export async function listResponses(session: SessionUser, query: ResponseListQuery): Promise<ResponsesPage> {
  const companies =
    session.role === 'superadmin' && !query.companyId
      ? await companyIds()
      : [companyInScope(session, query.companyId, MESSAGES.responses)];
  const statuses = statusesOfTab(query.status);
  const [page, companyCounts] = await Promise.all([
    checklistsForReview(companies, statuses, query),
    Promise.all(companies.map((c) => reviewCounts(c))),
  ]);

  const counts = Object.fromEntries(REVIEW_TABS.map((tab) => [tab, 0])) as ResponseTabCounts;
  for (const byStatus of companyCounts) {
    for (const status of LISTED_REVIEW_STATUSES) {
      counts.all += byStatus[status];
      if (status !== 'in_progress') counts[status] += byStatus[status];
    }
  }
  const items = page.items.map((checklist) => responseSummary(listed(checklist)));
  // The superadmin read these companies' responses: each company's trail says so.
  for (const companyId of new Set(items.map((item) => item.companyId))) {
    await auditSuperadminRead(session, companyId, { type: 'company', id: companyId, label: 'Respostas' });
  }
  return {
    items,
    total: counts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
    counts,
  };
}

export async function getResponse(session: SessionUser, id: string, companyId?: string): Promise<Listed> {
  const company = companyInScope(session, companyId, MESSAGES.responses);
  const found = listed(await findChecklist(company, id));
  await auditSuperadminRead(session, company, record(found));
  return found;
}

/**
 * The checklist's status and review times made to agree with its stored reviews; a second call,
 * or the other reviewer's, finds them agreeing and writes nothing.
 */
export function settle(company: string, id: string, by: string) {
  return settleChecklist(company, id, by, (current) => {
    const settled = settledReview(current.status, current.questions);
    if (!settled) return null;
    const rejected = settled.status === 'rejected';
    const agrees =
      settled.status === current.status &&
      settled.reviewedAt === current.reviewedAt &&
      (!rejected || current.rejectedAt === settled.reviewedAt);
    if (agrees) return null;
    return {
      status: settled.status,
      reviewedAt: settled.reviewedAt,
      ...(rejected ? { rejectedAt: settled.reviewedAt } : {}),
    };
  });
}

/** Where the request came through: the public check's link in an approved report starts from it. */
export interface ReviewOptions {
  now?: Date;
  origin?: string;
}

/**
 * An approved checklist's report is numbered and given its version (code and digest) at once. The
 * approval stands if that fails: the report's first render certifies it again.
 */
async function certifyIfApproved(company: string, checklist: Listed, origin: string | undefined): Promise<void> {
  if (checklist.status !== 'approved' || origin === undefined) return;
  try {
    await certifyApproval(company, checklist.id, { origin });
  } catch (error) {
    log.reportCertificationFailed(company, checklist.id, error);
  }
}

/**
 * Approving or rejecting one answer writes that answer's review alone (so another reviewer's
 * decision on another answer, written at the same time, stays), then settles the checklist.
 */
async function decide(
  session: CompanySession,
  id: string,
  questionId: string,
  decision: QuestionDecision,
  reason: string | undefined,
  { now = new Date(), origin }: ReviewOptions,
) {
  const company = session.companyId;
  let before: string | null = null;
  const written = await writeQuestionReview(company, id, questionId, session.email, (current) => {
    listed(current);
    before = current.questions.find((q) => q.id === questionId)?.status ?? null;
    const index = current.questions.findIndex((q) => q.id === questionId);
    if (index < 0) throw notFound(MESSAGES.checklists.questionNotFound);
    const outcome = reviewQuestion(
      current.status,
      current.questions.map((q) => q.status),
      index,
      decision,
      reason,
    );
    if (outcome.kind === 'refused') throw conflict(outcome.message);
    return {
      status: outcome.questionStatus,
      rejectionReason: decision === 'reject' ? reason!.trim() : null,
      reviewedAt: now.toISOString(),
      reviewedBy: reviewerName(session),
    };
  });
  const decided = listed(written);
  const settled = listed(await settle(company, id, session.email));
  const question = decided.questions.find((q) => q.id === questionId)!;
  await audit(
    session,
    company,
    decision === 'approve' ? 'checklist.question_approved' : 'checklist.question_rejected',
    record(decided),
    [{ field: question.order === undefined ? 'questão' : `questão ${question.order}`, before, after: question.status }],
    decision === 'reject' ? reason!.trim() : null,
  );
  await certifyIfApproved(company, settled, origin);
  return settled;
}

export const approveQuestion = (session: CompanySession, id: string, questionId: string, options: ReviewOptions = {}) =>
  decide(session, id, questionId, 'approve', undefined, options);

export const rejectQuestion = (
  session: CompanySession,
  id: string,
  questionId: string,
  reason: string,
  options: ReviewOptions = {},
) => decide(session, id, questionId, 'reject', reason, options);

/** 'Aprovar Todas': every answer and the checklist approved. */
export async function approveAll(
  session: CompanySession,
  id: string,
  { now = new Date(), origin }: ReviewOptions = {},
) {
  const company = session.companyId;
  let before: string | null = null;
  const updated = await updateChecklist(company, id, session.email, (current) => {
    listed(current);
    before = current.status;
    const outcome = applyChecklistAction(current.status, 'approveAll');
    if (outcome.kind === 'refused') throw conflict(outcome.message);
    const at = now.toISOString();
    const questions = current.questions.map((q): ChecklistQuestion =>
      q.status === 'approved'
        ? q
        : { ...q, status: 'approved', rejectionReason: null, reviewedAt: at, reviewedBy: reviewerName(session) },
    );
    return { status: outcome.status, questions, reviewedAt: at };
  });
  listed(updated);
  // A single answer rejected while this ran is kept, and the status follows it.
  const settled = listed(await settle(company, id, session.email));
  await audit(session, company, 'checklist.approved_all', record(settled), [
    { field: 'status', before, after: settled.status },
  ]);
  await certifyIfApproved(company, settled, origin);
  return settled;
}

/**
 * 'Reabrir revisão': an approved checklist is final until an admin reopens its review, with a
 * reason, which the audit trail keeps. It goes back to in review with its answers as they were
 * decided, so the reviewer can reject one (or approve all again).
 */
export async function reopenReview(session: CompanySession, id: string, reason: string) {
  const company = session.companyId;
  const updated = await updateChecklist(company, id, session.email, (current) => {
    listed(current);
    const outcome = applyChecklistAction(current.status, 'reopen');
    if (outcome.kind === 'refused') throw conflict(outcome.message);
    return { status: outcome.status };
  });
  const reopened = listed(updated);
  await countReopening(company, id);
  await audit(
    session,
    company,
    'checklist.reopened',
    record(reopened),
    [{ field: 'status', before: 'approved', after: reopened.status }],
    reason.trim(),
  );
  return reopened;
}
