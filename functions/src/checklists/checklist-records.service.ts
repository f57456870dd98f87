import { signatureImageIds } from '../domain/checklists/signature';
import {
  type AnswerHistoryRecord,
  type Checklist,
  type ChecklistQuestion,
  type ChecklistSummary,
} from '../domain/checklists/checklist.schema';
import type { ReviewStatus } from '../domain/checklists/review.schema';
import type { PageRequest } from '../domain/cursor';
import { referencedImageIds } from '../domain/images/image.schema';
import { questionsWithoutLocation, type PositionRetention } from '../domain/users/personal-data';
import { answerHistoryRepository as history } from './answer-history.repository';
import {
  checklistsRepository as repo,
  type ChecklistChange,
  type ChecklistDraft,
  type StoredChecklist,
} from './checklists.repository';

/*
 * Checklists as the features above them read and write them: the reviews (responses), the
 * dashboard's feed, the photos' sweep, the schedules' runs, a person's data (LGPD).
 */

/** The checklist, or null when the company has none of that id. */
export const findChecklist = (companyId: string, id: string): Promise<Checklist | null> => repo.get(companyId, id);

/** The checklist with its review times, and the rejected answers it archived (the dashboard's activity of it). */
export async function checklistWithHistory(
  companyId: string,
  id: string,
): Promise<{ checklist: StoredChecklist | null; archived: AnswerHistoryRecord[] }> {
  const checklist = await repo.getStored(companyId, id);
  return { checklist, archived: await history.listForRead(companyId, checklist) };
}

/** The rejected answers the checklist archived (none for most: only a corrected answer has any). */
export const answerHistoryOf = (
  companyId: string,
  checklist: { id: string; questions: ReadonlyArray<{ corrections: number }> } | null,
): Promise<AnswerHistoryRecord[]> => history.listForRead(companyId, checklist);

/** The photos the checklist's answers name, archived ones included; none for a checklist that is gone. */
export async function photosInUse(companyId: string, checklistId: string): Promise<Set<string>> {
  const checklist = await repo.get(companyId, checklistId);
  const archived = await history.listForRead(companyId, checklist);
  const ids = referencedImageIds(checklist?.questions ?? [], archived);
  // The submit signature's drawing too.
  for (const id of checklist ? signatureImageIds(checklist) : []) ids.add(id);
  return ids;
}

/** The checklists of the vehicle started from `from` to `to` (who drove it that day). */
export const checklistsStartedOnVehicle = (
  companyId: string,
  vehicleId: string,
  from: Date,
  to: Date,
): Promise<ChecklistSummary[]> => repo.listStartedOnVehicle(companyId, vehicleId, from, to);

/** Today's scheduled checklists still in their users' hands ('Não realizados hoje'). */
export const scheduledOpenForDay = (companyId: string, periodKey: string): Promise<ChecklistSummary[]> =>
  repo.listScheduledOpenForDay(companyId, periodKey);

/** One checklist under an id derived from what it is for (a schedule's period); false when it exists already. */
export const createChecklistOnce = (companyId: string, id: string, draft: ChecklistDraft, by: string) =>
  repo.createOnce(companyId, id, draft, by);

/** One page of the review list under these statuses, newest first, of one company or several merged. */
export const checklistsForReview = (
  companyIds: readonly string[],
  statuses: readonly ReviewStatus[],
  request: PageRequest,
) => repo.listResponses(companyIds, statuses, request);

/** Checklists read per page by an export: up to 200 questions each, so a page stays a few MB. */
const EXPORT_PAGE_SIZE = 100;

/** The review list's checklists under these statuses, newest first, a page at a time: an export's rows. */
export async function* checklistsForExport(
  companyId: string,
  statuses: readonly ReviewStatus[],
): AsyncGenerator<Checklist> {
  for await (const page of repo.pagesForReview(companyId, statuses, EXPORT_PAGE_SIZE)) yield* page;
}

/** How many answers an export of the review list under these statuses gives: its checklists' questions. */
export const answersForExportCount = (companyId: string, statuses: readonly ReviewStatus[]): Promise<number> =>
  repo.countQuestionsForReview(companyId, statuses);

/** How many listed checklists stand at each review status: one document onChecklistCounted keeps. */
export const reviewCounts = (companyId: string): Promise<Record<ReviewStatus, number>> =>
  repo.reviewCounts.read(companyId);

/** Changes the checklist in one transaction: `change` gives what to write, or null for nothing. */
export const updateChecklist = (
  companyId: string,
  id: string,
  by: string,
  change: (current: StoredChecklist) => ChecklistChange | null,
) => repo.update(companyId, id, by, change);

/** Writes one question's review alone, in one transaction (`decide` gives it, or throws to refuse). */
export const writeQuestionReview = (
  companyId: string,
  id: string,
  questionId: string,
  by: string,
  decide: (
    current: StoredChecklist,
  ) => Pick<ChecklistQuestion, 'status' | 'rejectionReason' | 'reviewedAt' | 'reviewedBy'>,
) => repo.writeReview(companyId, id, questionId, by, decide);

/** Brings the checklist's status and review times in line with its stored reviews (`settle` gives the change). */
export const settleChecklist = (
  companyId: string,
  id: string,
  by: string,
  settle: (current: StoredChecklist) => ChecklistChange | null,
) => repo.settle(companyId, id, by, settle);

/** Every checklist of the user, whole (their data export). */
export const checklistsOfUser = (companyId: string, userId: string): Promise<Checklist[]> =>
  repo.listAllForUser(companyId, userId);

/** Every rejected answer of the user's checklists (their data export). */
export const answerHistoryOfUser = (companyId: string, userId: string): Promise<AnswerHistoryRecord[]> =>
  history.listForUser(companyId, userId);

/** A deleted user's checklists and archived answers stay under `pseudonym`, without where they were given. */
export async function pseudonymiseChecklistsOf(
  companyId: string,
  user: { id: string; email: string },
  pseudonym: string,
): Promise<void> {
  await repo.pseudonymiseUser(companyId, user, pseudonym, questionsWithoutLocation);
  await history.pseudonymiseUser(companyId, user, pseudonym);
}

/**
 * Retention: a page of checklists last changed before `before` lose their positions (answers and
 * submit signature), or a page of rejections archived before then; the inspections stay.
 */
export const removeChecklistLocationsBefore: PositionRetention = (companyId, before, after, limit) =>
  repo.removeLocationsBefore(companyId, before, after, limit);

export const removeAnswerHistoryLocationsBefore: PositionRetention = (companyId, before, after, limit) =>
  history.removeLocationsBefore(companyId, before, after, limit);
