import { createHash } from 'node:crypto';
import { audit, auditSuperadminRead } from '../audit';
import type { AuditRecordRef } from '../domain/audit/audit';
import { conflict, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { companyInScope, type CompanySession, type SessionUser } from '../domain/roles';
import type { AnswerHistoryRecord, Checklist, ChecklistQuestion } from '../domain/checklists/checklist.schema';
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
  type ResponseDetail as Listed,
  type ResponseListQuery,
  type ResponsesPage,
  type ResponseTabCounts,
} from '../domain/checklists/review.schema';
import {
  answerHistoryOf,
  checklistsForReview,
  findChecklist,
  reviewCounts,
  settleChecklist,
  updateChecklist,
  writeQuestionReview,
} from '../checklists';
import { companyIds, companyNameAndTimeZone } from '../companies';
import { defectsReportedBy } from '../fleet/defects';
import type { Defect } from '../domain/fleet/defect';
import { photoSlots, reportFileName } from '../domain/checklists/report';
import { findImage } from '../images';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { log } from '../platform/logger';
import { reportsRepository } from './reports.repository';

const missing = () => notFound(MESSAGES.responses.notFound);

const record = (c: { id: string; templateName: string }): AuditRecordRef => ({
  type: 'checklist',
  id: c.id,
  label: c.templateName,
});

function listed(checklist: Checklist | null): Listed {
  const listing = checklist && reviewListing(checklist);
  if (!checklist || !listing) throw missing();
  return { ...checklist, ...listing };
}

/**
 * /admin/responses: one tab a page at a time, newest first, with every tab's count from count
 * aggregations. The superadmin without a company filter sees every company's, merged.
 */
export async function listResponses(session: SessionUser, query: ResponseListQuery): Promise<ResponsesPage> {
  const companies =
    session.role === 'superadmin' && !query.companyId
      ? await companyIds()
      : [companyInScope(session, query.companyId, MESSAGES.responses)];
  const statuses = query.status === 'all' ? LISTED_REVIEW_STATUSES : [query.status];
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
  now: Date,
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
      reviewedBy: session.email,
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
  return settled;
}

export const approveQuestion = (session: CompanySession, id: string, questionId: string, now = new Date()) =>
  decide(session, id, questionId, 'approve', undefined, now);

export const rejectQuestion = (
  session: CompanySession,
  id: string,
  questionId: string,
  reason: string,
  now = new Date(),
) => decide(session, id, questionId, 'reject', reason, now);

/** 'Aprovar Todas': every answer and the checklist approved. */
export async function approveAll(session: CompanySession, id: string, now = new Date()) {
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
        : { ...q, status: 'approved', rejectionReason: null, reviewedAt: at, reviewedBy: session.email },
    );
    return { status: outcome.status, questions, reviewedAt: at };
  });
  listed(updated);
  // A single answer rejected while this ran is kept, and the status follows it.
  const settled = listed(await settle(company, id, session.email));
  await audit(session, company, 'checklist.approved_all', record(settled), [
    { field: 'status', before, after: settled.status },
  ]);
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

/** The two formats stored photos may have, told by their first bytes (photos are stored as JPEG). */
function isJpegOrPng(bytes: Buffer): boolean {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

/**
 * The photos the checklist's answers reference, read by their stored path: only images of this
 * company uploaded to this checklist, never a URL found in an answer. One at a time, each shrunk
 * to the size it is printed at before the next is read, so a report of 4,000 photos holds only
 * their printed copies (tens of KB each), never the stored photos together. One that cannot be
 * read is left out, and the report prints its placeholder.
 */
async function readPhotos(companyId: string, checklist: Checklist, blobs: BlobStore): Promise<Map<string, Buffer>> {
  const ids = new Set(
    checklist.questions
      .flatMap((q) => (q.type === 'photo' ? photoSlots(q.answer) : []))
      .filter((id): id is string => id !== null),
  );
  const photos = new Map<string, Buffer>();
  const { printedCopy } = await import('./report-photos.js');
  for (const imageId of ids) {
    const skip = (reason: string) => log.reportImageSkipped(companyId, checklist.id, imageId, reason);
    try {
      const image = await findImage(companyId, imageId);
      if (!image || image.checklistId !== checklist.id) {
        skip('not this checklist');
        continue;
      }
      const bytes = await blobs.get(image.path);
      if (!bytes) skip('blob missing');
      else if (!isJpegOrPng(bytes)) skip('not JPEG or PNG');
      else photos.set(imageId, await printedCopy(bytes));
    } catch (error) {
      skip(String(error));
    }
  }
  return photos;
}

/** The layout's revision: raise it when checklist-pdf.ts changes what a report prints. */
const REPORT_LAYOUT = 2;

/**
 * What a report's content depends on: the checklist as stored (answers, reviews, status, times), its answer history,
 * the company's name and time zone, the logo and the layout's revision. Any change gives another version,
 * rendered once and then served from the blob store.
 */
function reportVersion(
  checklist: Checklist,
  history: readonly AnswerHistoryRecord[],
  companyName: string,
  timeZone: string,
  logo: string | null,
  defects: readonly Defect[],
): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        REPORT_LAYOUT,
        companyName,
        timeZone,
        logo ? createHash('sha256').update(logo).digest('hex') : null,
        checklist,
        history,
        // A defect's status moves after the approval: the report shows where it stands now.
        defects.map((d) => [d.id, d.title, d.severity, d.status]),
      ]),
    )
    .digest('base64url')
    .slice(0, 32);
}

export interface ChecklistPdf {
  bytes: Buffer;
  fileName: string;
}

/**
 * `GET /api/responses/:id/pdf`: the report of an approved checklist (spec section 9). Rendered
 * once per version of the checklist and kept in the blob store beside its photos; later
 * downloads of the same version are read from there. 'Gerado em' is when that version was first
 * rendered. A newer version replaces the stored one.
 */
export async function checklistPdf(
  session: SessionUser,
  id: string,
  companyId?: string,
  now: Date = new Date(),
  blobs: BlobStore = blobStore(),
): Promise<ChecklistPdf> {
  const company = companyInScope(session, companyId, MESSAGES.responses);
  const checklist = listed(await findChecklist(company, id));
  if (checklist.status !== 'approved') throw conflict(MESSAGES.reports.notApproved);
  // The report's code (pdfmake, sharp) loads with the first report, only in the function that serves it.
  const [{ reportLogo }, { renderChecklistReport }] = await Promise.all([
    import('../platform/report-logo.js'),
    import('./checklist-pdf.js'),
  ]);
  const [{ name: storedName, timeZone }, logo, stored, defects, history] = await Promise.all([
    // The company's zone, not the session's: the superadmin's download reads like the admin's.
    companyNameAndTimeZone(company),
    reportLogo(company, blobs),
    reportsRepository.get(company, id),
    checklist.vehicle ? defectsReportedBy(company, id) : [],
    answerHistoryOf(company, checklist),
  ]);
  const companyName = storedName ?? (session.companyId === company ? session.companyName : null) ?? company;
  const fileName = reportFileName(checklist.templateName, checklist.userName, now, timeZone);
  const version = reportVersion(checklist, history, companyName, timeZone, logo, defects);
  if (stored?.version === version) {
    const bytes = await blobs.get(stored.path);
    if (bytes) return { bytes, fileName };
  }

  const bytes = await renderChecklistReport({
    companyName,
    timeZone,
    checklist,
    history,
    approvedAt: settledReview(checklist.status, checklist.questions)?.reviewedAt ?? null,
    generatedAt: now,
    logo,
    images: await readPhotos(company, checklist, blobs),
    defects,
  });
  const path = `companies/${company}/checklists/${id}/report-${version}.pdf`;
  await blobs.put(path, bytes, 'application/pdf');
  await reportsRepository.set(company, id, { version, path, renderedAt: now.toISOString() });
  if (stored && stored.path !== path) await blobs.delete(stored.path);
  await audit(session, company, 'checklist.pdf_downloaded', record(checklist), [
    { field: 'arquivo', before: null, after: fileName },
  ]);
  return { bytes, fileName };
}
