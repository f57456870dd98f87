import {
  AggregateField,
  FieldPath,
  Timestamp,
  type DocumentData,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { ChecklistFilters, ListedChecklist } from '../domain/checklists/checklist-filters';
import {
  CHECKLIST_EVENTS_COLLECTION,
  CHECKLIST_ORIGINS,
  CHECKLIST_STATUSES,
  type ChecklistOrigin,
  PROGRESS_GROUPS,
  QUESTION_REVIEW_STATUSES,
  UNSENT_STATUSES,
  WITH_FIELD_USER_STATUSES,
  isAnswered,
  isOverdue,
  locationOf,
  type StartPlace,
  type Checklist,
  type ChecklistCounts,
  type ChecklistQuestion,
  type QuestionReviewStatus,
  type ChecklistStatus,
  type ChecklistSummary,
  type SubmitSignature,
} from '../domain/checklists/checklist.schema';
import { readStartPlace } from '../domain/checklists/start-place';
import { submitSignatureOf } from '../domain/checklists/signature';
import { documentSize, MAX_DOCUMENT_BYTES, reservedRoom } from '../domain/checklists/document-size';
import type { ArchivedRejection } from '../domain/checklists/field.schema';
import { LISTED_REVIEW_STATUSES, reviewListing, type ReviewStatus } from '../domain/checklists/review.schema';
import { AppError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { NotificationContent } from '../domain/notifications/notification.schema';
import type { PageRequest } from '../domain/cursor';
import { commitInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';
import { pageBefore } from '../platform/retention-pages';
import type { RetentionCursor, RetentionStep } from '../domain/users/personal-data';
import { createdOnce, isAlreadyExists, toIso } from '../platform/firestore-values';
import { keptCounts } from '../platform/kept-counts';
import { byListOrder, pagesInOrder, readPage, readPageDocs, toDocPage, type ListOrder } from '../platform/list-pages';
import { createNotificationIn } from '../notifications';
import { readQuestion } from '../templates';
import { answerHistoryRepository } from './answer-history.repository';
import { checklistEventChanged, checklistEventOf } from './checklist-events';
import {
  ODOMETER_CHECKS,
  type ChecklistVehicle,
  type InspectionResult,
  type OdometerCheck,
} from '../domain/fleet/inspection';
import {
  CUSTODY_ROLES,
  TEMPLATE_KINDS,
  type CustodyRole,
  type TemplateKind,
} from '../domain/templates/template.schema';

/** The vehicle snapshot of an inspection, or null (a general checklist, or malformed data). */
function vehicleOf(raw: unknown): ChecklistVehicle | null {
  if (!raw || typeof raw !== 'object') return null;
  const { id, name, plate } = raw as Record<string, unknown>;
  return typeof id === 'string' ? { id, name: String(name ?? ''), plate: String(plate ?? '') } : null;
}

function inspectionOf(raw: unknown): InspectionResult | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    failures: count(d.failures),
    criticalFailures: count(d.criticalFailures),
    odometerKm: typeof d.odometerKm === 'number' ? d.odometerKm : null,
  };
}

const company = (companyId: string) => db().collection('companies').doc(companyId);
const collection = (companyId: string) => company(companyId).collection('checklists');
/** The checklist's companion (checklist-events.ts): written with it, deleted with it. */
const eventRef = (companyId: string, id: string) => company(companyId).collection(CHECKLIST_EVENTS_COLLECTION).doc(id);

/** `checklist_counts`: the review list's counts (`reviews`) and each user's (`user-{id}`), kept by onChecklistCounted. */
export const CHECKLIST_COUNTS_COLLECTION = 'checklist_counts';
const events = (companyId: string) => company(companyId).collection(CHECKLIST_EVENTS_COLLECTION);
const countsDoc = (companyId: string, name: string) =>
  company(companyId).collection(CHECKLIST_COUNTS_COLLECTION).doc(name);

/** A user's checklists page counts: all of them, and each progress group. */
const USER_CHECKLIST_KEYS = ['total', 'completed', 'inProgress', 'pending'] as const;
type UserChecklistKey = (typeof USER_CHECKLIST_KEYS)[number];

const NEWEST_ASSIGNED: ListOrder = { field: 'assignedAt', direction: 'desc' };
const NEWEST_LISTED: ListOrder = { field: 'listedAt', direction: 'desc' };
const LAST_SENT: ListOrder = { field: 'submittedAt', direction: 'desc' };

/** What an assignment writes for one user; the rest of a new checklist is set here. */
export interface ChecklistDraft {
  userId: string;
  userName: string;
  templateId: string;
  templateName: string;
  /** Left out for a general checklist. */
  templateKind?: TemplateKind;
  /** A vehicle inspection's vehicle; left out for a general checklist. */
  vehicle?: ChecklistVehicle;
  custodyRole?: CustodyRole;
  origin?: ChecklistOrigin;
  scheduleId?: string;
  periodKey?: string;
  startedVia?: 'qr';
  signatureOnSubmit?: true;
  requirePosition?: true;
  dueDate: string;
  questions: ChecklistQuestion[];
}

function statusOf(value: unknown): ChecklistStatus {
  return CHECKLIST_STATUSES.includes(value as ChecklistStatus) ? (value as ChecklistStatus) : 'pending';
}

const optional = <K extends string, V>(key: K, value: V | null) =>
  value === null ? {} : ({ [key]: value } as Record<K, V>);

function toSummary(companyId: string, id: string, d: DocumentData): ChecklistSummary {
  const questions: Array<{ answer?: unknown }> = Array.isArray(d.questions) ? d.questions : [];
  return {
    id,
    companyId,
    userId: String(d.userId ?? ''),
    userName: String(d.userName ?? ''),
    templateId: String(d.templateId ?? ''),
    templateName: String(d.templateName ?? ''),
    ...(TEMPLATE_KINDS.includes(d.templateKind) && { templateKind: d.templateKind as TemplateKind }),
    ...optional('vehicle', vehicleOf(d.vehicle)),
    ...optional('inspection', inspectionOf(d.inspection)),
    ...(CUSTODY_ROLES.includes(d.custodyRole) && { custodyRole: d.custodyRole as CustodyRole }),
    ...(CHECKLIST_ORIGINS.includes(d.origin) && { origin: d.origin as ChecklistOrigin }),
    ...(typeof d.scheduleId === 'string' && { scheduleId: d.scheduleId }),
    ...(typeof d.periodKey === 'string' && { periodKey: d.periodKey }),
    ...(d.startedVia === 'qr' && { startedVia: 'qr' as const }),
    ...optional('startPlace', readStartPlace(d.startPlace)),
    ...(d.signatureOnSubmit === true && { signatureOnSubmit: true as const }),
    ...(d.requirePosition === true && { requirePosition: true as const }),
    status: statusOf(d.status),
    dueDate: toIso(d.dueDate) ?? new Date(0).toISOString(),
    assignedAt: toIso(d.assignedAt) ?? toIso(d.createdAt) ?? new Date(0).toISOString(),
    assignedBy: String(d.assignedBy ?? ''),
    startedAt: toIso(d.startedAt),
    completedAt: toIso(d.completedAt),
    submittedAt: toIso(d.submittedAt),
    ...optional('clientSubmittedAt', toIso(d.clientSubmittedAt)),
    durationSeconds: typeof d.durationSeconds === 'number' ? d.durationSeconds : null,
    overdueAt: toIso(d.overdueAt),
    questionsCount: typeof d.questionsCount === 'number' ? d.questionsCount : questions.length,
    answeredCount: questions.filter((q) => isAnswered(q?.answer)).length,
    ...(d.archived === true && { archived: true as const }),
  };
}

/**
 * A question's review, stored apart from the questions array in `reviews.<questionId>` so that two
 * reviewers deciding different questions at once each write only their own field: the local
 * emulator's transactions do not isolate (DESIGN section 2), and a whole-array write would drop
 * the other's decision. Where a question has an entry, it wins over the review fields in the array
 * (a checklist without the map keeps its reviews in the array).
 */
type StoredReview = Pick<ChecklistQuestion, 'status' | 'rejectionReason' | 'reviewedAt' | 'reviewedBy'>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function readReview(raw: Record<string, unknown>): StoredReview {
  return {
    status: QUESTION_REVIEW_STATUSES.includes(raw.status as QuestionReviewStatus)
      ? (raw.status as QuestionReviewStatus)
      : 'pending',
    rejectionReason: text(raw.rejectionReason),
    reviewedAt: text(raw.reviewedAt),
    reviewedBy: text(raw.reviewedBy),
  };
}

const reviewOf = (q: StoredReview): StoredReview => ({
  status: q.status,
  rejectionReason: q.rejectionReason,
  reviewedAt: q.reviewedAt,
  reviewedBy: q.reviewedBy,
});

const sameReview = (a: StoredReview, b: StoredReview) => JSON.stringify(reviewOf(a)) === JSON.stringify(reviewOf(b));

/**
 * Refuses (413, nothing written) a change that would leave the checklist without room for the
 * reviews and correction markers still to come (reservedRoom), so that no save, review, approval
 * or correction of it ever meets Firestore's 1 MiB limit. A change that makes the document smaller
 * always passes (clearing an answer frees room).
 */
function assertFitsWithReservedRoom(path: string, before: DocumentData, after: DocumentData): void {
  const size = documentSize(path, after);
  if (size <= documentSize(path, before)) return;
  const questions: Array<Record<string, unknown>> = Array.isArray(after.questions) ? after.questions : [];
  if (size + reservedRoom(questions, after.reviews) > MAX_DOCUMENT_BYTES)
    throw new AppError('too_large', MESSAGES.checklists.tooLarge);
}

/**
 * A question as the questions array stores it: without its review when `reviews` holds it (the
 * map wins when read), so that a review is stored once and a rejection's reason does not grow the
 * array when its answer is corrected.
 */
function storedQuestion(question: ChecklistQuestion, reviews: Record<string, unknown>): object {
  if (!(question.id in reviews)) return question;
  const { status: _s, rejectionReason: _r, reviewedAt: _a, reviewedBy: _b, ...rest } = question;
  return rest;
}

/** The field path of one question's review (question ids are checked by QUESTION_ID_PATTERN). */
const reviewPath = (questionId: string) => new FieldPath('reviews', questionId);

/** A stored checklist question: the template's question with its answer and review. */
function toQuestion(raw: Record<string, unknown>, index: number, reviews: Record<string, unknown>): ChecklistQuestion {
  const question = readQuestion(raw, index);
  const stored = reviews[question.id];
  const review = readReview(stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : raw);
  return {
    ...question,
    answer: raw.answer ?? null,
    answeredAt: text(raw.answeredAt),
    comment: text(raw.comment),
    evidencePhotos: Array.isArray(raw.evidencePhotos)
      ? raw.evidencePhotos.filter((ref): ref is string => typeof ref === 'string')
      : [],
    location: locationOf(raw.location),
    ...review,
    corrections: typeof raw.corrections === 'number' ? raw.corrections : 0,
    archivedRejectionAt: text(raw.archivedRejectionAt),
    ...(ODOMETER_CHECKS.includes(raw.odometerCheck as OdometerCheck) && {
      odometerCheck: raw.odometerCheck as OdometerCheck,
    }),
  };
}

/** A stored checklist document as the domain reads it (the defects trigger reads its event's data with it). */
export function toChecklist(companyId: string, id: string, d: DocumentData): Checklist {
  const questions: Array<Record<string, unknown>> = Array.isArray(d.questions) ? d.questions : [];
  const submissionIds = Array.isArray(d.submissionIds)
    ? d.submissionIds.filter((s: unknown) => typeof s === 'string')
    : [];
  const reviews: Record<string, unknown> = d.reviews && typeof d.reviews === 'object' ? d.reviews : {};
  return {
    ...toSummary(companyId, id, d),
    questions: questions.map((q, i) => toQuestion(q, i, reviews)),
    submissionIds,
    ...optional('submitSignature', submitSignatureOf(d.submitSignature)),
  };
}

/** A checklist as stored, with the times of its last review that the API does not show. */
export type StoredChecklist = Checklist & { reviewedAt: string | null; rejectedAt: string | null };

function toStored(companyId: string, id: string, d: DocumentData): StoredChecklist {
  return { ...toChecklist(companyId, id, d), reviewedAt: toIso(d.reviewedAt), rejectedAt: toIso(d.rejectedAt) };
}

function toListed(companyId: string, id: string, d: DocumentData): ListedChecklist {
  return { ...toSummary(companyId, id, d), reviewedAt: toIso(d.reviewedAt) };
}

/** The company's checklists narrowed by each filter given. */
function filtered(companyId: string, { userId, vehicleId, status }: ChecklistFilters) {
  let query: Query = collection(companyId);
  if (userId) query = query.where('userId', '==', userId);
  if (vehicleId) query = query.where('vehicleId', '==', vehicleId);
  if (status) query = query.where('status', '==', status);
  return query;
}

/** What a field action changes on a checklist; times are ISO strings, stored as timestamps. */
export interface ChecklistChange {
  status?: ChecklistStatus;
  questions?: ChecklistQuestion[];
  startedAt?: string;
  submittedAt?: string;
  /** The phone's time of the submit, as it sent it (custodyTime decides whether it is believed). */
  clientSubmittedAt?: string;
  completedAt?: string;
  reviewedAt?: string;
  rejectedAt?: string;
  /** The client's id of an accepted submit, remembered so that the same submit sent again is known. */
  submissionId?: string;
  durationSeconds?: number;
  /** A vehicle inspection's findings at its submit. */
  inspection?: InspectionResult;
  /** Started from the vehicle's QR code (set with the start only), and where, when the phone said. */
  startedVia?: 'qr';
  startPlace?: StartPlace;
  /** The field user's signature at this submit (checklists that ask for one). */
  submitSignature?: SubmitSignature;
  /** An approved checklist kept but taken out of the review list (it may not be deleted). */
  archived?: true;
  /** Rejected answers the change replaced, stored in the answer history with it (archiveRejection). */
  archivedRejections?: ArchivedRejection[];
}

const CHANGE_TIMES = [
  'startedAt',
  'submittedAt',
  'clientSubmittedAt',
  'completedAt',
  'reviewedAt',
  'rejectedAt',
] as const;

/** Each pass either agrees or writes what the reviews read then say; a few concurrent reviewers settle in two or three. */
const MAX_SETTLE_PASSES = 20;

export type RemoveResult = 'removed' | 'missing' | 'not_owned' | 'approved';

/** A new pending checklist document, as every way of creating one writes it. */
function newChecklistDoc(companyId: string, id: string, draft: ChecklistDraft, by: string, now: Timestamp) {
  return {
    id,
    companyId,
    ...draft,
    // Flat beside the snapshot: the vehicle's inspections are a query on it (the local emulator
    // cannot filter on a map's field).
    ...(draft.vehicle && { vehicleId: draft.vehicle.id }),
    dueDate: Timestamp.fromDate(new Date(draft.dueDate)),
    status: 'pending',
    questionsCount: draft.questions.length,
    assignedAt: now,
    assignedBy: by,
    createdAt: now,
    updatedAt: now,
    startedAt: null,
    completedAt: null,
    submittedAt: null,
    durationSeconds: null,
    reviewedAt: null,
    rejectedAt: null,
    overdueNotified: false,
    overdueAt: null,
    dueReminderSent: false,
  };
}

export const checklistsRepository = {
  /**
   * How many listed checklists stand at each review status (the review list's tabs), counted on
   * the checklists' event documents, which carry `reviewStatus`.
   */
  reviewCounts: keptCounts({
    keys: LISTED_REVIEW_STATUSES,
    doc: (companyId) => countsDoc(companyId, 'reviews'),
    documents: events,
    partOf: () => (data) =>
      Object.fromEntries(
        LISTED_REVIEW_STATUSES.map((status) => [status, data.reviewStatus === status ? 1 : 0]),
      ) as Record<ReviewStatus, number>,
  }),

  /** One user's checklists, all of them and by progress (the users screen's checklists modal). */
  userCounts: keptCounts<UserChecklistKey, [userId: string]>({
    keys: USER_CHECKLIST_KEYS,
    doc: (companyId, userId) => countsDoc(companyId, `user-${userId}`),
    documents: (companyId, userId) => events(companyId).where('userId', '==', userId),
    partOf: () => (data) => {
      const inGroup = (group: keyof ChecklistCounts) => (PROGRESS_GROUPS[group].includes(data.status) ? 1 : 0);
      return {
        total: 1,
        completed: inGroup('completed'),
        inProgress: inGroup('inProgress'),
        pending: inGroup('pending'),
      };
    },
  }),

  /** One pending checklist per draft, all in one batch (all or none). */
  async createMany(companyId: string, drafts: ChecklistDraft[], by: string): Promise<string[]> {
    const now = Timestamp.now();
    const batch = db().batch();
    const ids = drafts.map((draft) => {
      const ref = collection(companyId).doc();
      const doc = newChecklistDoc(companyId, ref.id, draft, by, now);
      batch.create(ref, doc).create(eventRef(companyId, ref.id), checklistEventOf(doc));
      return ref.id;
    });
    await batch.commit();
    return ids;
  },

  /**
   * One checklist under an id its caller derives from what it is for (a schedule's period): false
   * when that id exists already, so a second delivery of the same work creates nothing.
   */
  async createOnce(companyId: string, id: string, draft: ChecklistDraft, by: string): Promise<boolean> {
    const doc = newChecklistDoc(companyId, id, draft, by, Timestamp.now());
    return createdOnce(() =>
      db()
        .batch()
        .create(collection(companyId).doc(id), doc)
        .create(eventRef(companyId, id), checklistEventOf(doc))
        .commit(),
    );
  },

  async countForUser(companyId: string, userId: string, statuses?: readonly ChecklistStatus[]): Promise<number> {
    const mine = collection(companyId).where('userId', '==', userId);
    return (await (statuses ? mine.where('status', 'in', [...statuses]) : mine).count().get()).data().count;
  },

  /** Newest assignment first. */
  async listForUser(companyId: string, userId: string, request: PageRequest) {
    const query = collection(companyId).where('userId', '==', userId);
    const { docs, nextCursor } = await readPage(query, NEWEST_ASSIGNED, request);
    return { items: docs.map((doc) => toSummary(companyId, doc.id, doc.data())), nextCursor };
  },

  /** A vehicle's inspections, newest assignment first, with their total. */
  async listForVehicle(companyId: string, vehicleId: string, request: PageRequest) {
    const query = collection(companyId).where('vehicleId', '==', vehicleId);
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, NEWEST_ASSIGNED, request),
      query.count().get(),
    ]);
    return {
      items: docs.map((doc) => toSummary(companyId, doc.id, doc.data())),
      total: total.data().count,
      nextCursor,
    };
  },

  /** The checklists under these filters, newest assignment first: one page (the public API). */
  async listFiltered(companyId: string, filters: ChecklistFilters, request: PageRequest) {
    const { docs, nextCursor } = await readPage(filtered(companyId, filters), NEWEST_ASSIGNED, request);
    return { items: docs.map((doc) => toListed(companyId, doc.id, doc.data())), nextCursor };
  },

  /** The checklists under these filters, newest assignment first, `pageSize` at a time (an export). */
  async *pagesFiltered(companyId: string, filters: ChecklistFilters, pageSize: number) {
    for await (const docs of pagesInOrder(filtered(companyId, filters), NEWEST_ASSIGNED, pageSize))
      yield docs.map((doc) => toListed(companyId, doc.id, doc.data()));
  },

  async countFiltered(companyId: string, filters: ChecklistFilters): Promise<number> {
    return (await filtered(companyId, filters).count().get()).data().count;
  },

  /** One checklist as the lists give it, or null when the company has none of that id. */
  async getListed(companyId: string, id: string): Promise<ListedChecklist | null> {
    const snap = await collection(companyId).doc(id).get();
    return snap.exists ? toListed(companyId, id, snap.data()!) : null;
  },

  /**
   * A vehicle's checklists started in [`from`, `to`) by users still in the company (a fine's driver
   * suggestion: who inspected the vehicle that day).
   */
  async listStartedOnVehicle(companyId: string, vehicleId: string, from: Date, to: Date): Promise<ChecklistSummary[]> {
    const snap = await collection(companyId)
      .where('vehicleId', '==', vehicleId)
      .where('startedAt', '>=', Timestamp.fromDate(from))
      .where('startedAt', '<', Timestamp.fromDate(to))
      .get();
    return snap.docs
      .filter((doc) => doc.data().userDeleted !== true)
      .map((doc) => toSummary(companyId, doc.id, doc.data()));
  },

  /** A user's checklists of a vehicle still with them (pending, in progress, rejected), soonest due first. */
  async listOpenForUserVehicle(companyId: string, userId: string, vehicleId: string): Promise<ChecklistSummary[]> {
    const snap = await collection(companyId)
      .where('userId', '==', userId)
      .where('vehicleId', '==', vehicleId)
      .where('status', 'in', [...WITH_FIELD_USER_STATUSES])
      .get();
    return snap.docs
      .map((doc) => toSummary(companyId, doc.id, doc.data()))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  },

  /** A vehicle's latest checklists by assignment, whole (their answers' positions): at most `limit`. */
  async latestOfVehicle(companyId: string, vehicleId: string, limit: number): Promise<Checklist[]> {
    const snap = await collection(companyId)
      .where('vehicleId', '==', vehicleId)
      .orderBy('assignedAt', 'desc')
      .limit(limit)
      .get();
    return snap.docs.map((doc) => toChecklist(companyId, doc.id, doc.data()));
  },

  async get(companyId: string, id: string): Promise<Checklist | null> {
    const snap = await collection(companyId).doc(id).get();
    return snap.exists ? toChecklist(companyId, id, snap.data()!) : null;
  },

  /** A checklist with the times of its last review (the dashboard's activity reads them). */
  async getStored(companyId: string, id: string): Promise<StoredChecklist | null> {
    const snap = await collection(companyId).doc(id).get();
    return snap.exists ? toStored(companyId, id, snap.data()!) : null;
  },

  /** A field user's own checklists, newest assignment first, optionally of one status. */
  async listMine(companyId: string, userId: string, status: ChecklistStatus | undefined, request: PageRequest) {
    const mine = collection(companyId).where('userId', '==', userId);
    const query = status ? mine.where('status', '==', status) : mine;
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, NEWEST_ASSIGNED, request),
      query.count().get(),
    ]);
    return {
      items: docs.map((doc) => toSummary(companyId, doc.id, doc.data())),
      total: total.data().count,
      nextCursor,
    };
  },

  /** A field user's checklists sent since `since` (a resubmit counts from its last send), the last sent first. */
  async listMineSent(companyId: string, userId: string, since: Date, request: PageRequest) {
    const query = collection(companyId)
      .where('userId', '==', userId)
      .where('submittedAt', '>=', Timestamp.fromDate(since));
    // Counted in the order it is read: one composite index serves both.
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, LAST_SENT, request),
      query.orderBy(LAST_SENT.field, LAST_SENT.direction).count().get(),
    ]);
    return {
      items: docs.map((doc) => toSummary(companyId, doc.id, doc.data())),
      total: total.data().count,
      nextCursor,
    };
  },

  /**
   * Reads the checklist and writes what `change` makes of it, in one transaction (so two phones
   * acting at once cannot both pass the same transition). `change` may throw to refuse, or give
   * null to leave it as it is. Null when there is no such checklist. The questions array is
   * written whole; of the reviews, only those `change` altered, each at its own field path.
   */
  async update(
    companyId: string,
    id: string,
    by: string,
    change: (current: StoredChecklist) => ChecklistChange | null,
  ) {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx): Promise<Checklist | null> => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const data = snap.data()!;
      const current = toStored(companyId, id, data);
      const changes = change(current);
      if (!changes) return toChecklist(companyId, id, data);
      const stored: DocumentData = { updatedAt: Timestamp.now(), updatedBy: by };
      const reviews: Record<string, StoredReview> = {};
      if (changes.status) stored.status = changes.status;
      if (changes.questions) {
        for (const q of changes.questions) {
          const before = current.questions.find((c) => c.id === q.id);
          if (!before || !sameReview(before, q)) reviews[q.id] = reviewOf(q);
        }
        const allReviews = { ...(data.reviews ?? {}), ...reviews };
        stored.questions = changes.questions.map((q) => storedQuestion(q, allReviews));
      }
      if (changes.submissionId) stored.submissionIds = [...(current.submissionIds ?? []), changes.submissionId];
      if (changes.durationSeconds !== undefined) stored.durationSeconds = changes.durationSeconds;
      if (changes.archived) stored.archived = true;
      if (changes.inspection) stored.inspection = changes.inspection;
      if (changes.startedVia) stored.startedVia = changes.startedVia;
      if (changes.startPlace) stored.startPlace = changes.startPlace;
      if (changes.submitSignature) stored.submitSignature = changes.submitSignature;
      for (const key of CHANGE_TIMES) {
        const iso = changes[key];
        if (iso) stored[key] = Timestamp.fromDate(new Date(iso));
      }
      // Where it stands in the review list, kept on the document so the list and its tab counts are queries.
      const listing = changes.archived || current.archived ? null : reviewListing({ ...current, ...changes });
      stored.reviewStatus = listing?.reviewStatus ?? null;
      stored.listedAt = listing ? Timestamp.fromDate(new Date(listing.listedAt)) : null;
      const next = { ...data, ...stored, reviews: { ...(data.reviews ?? {}), ...reviews } };
      assertFitsWithReservedRoom(ref.path, data, next);
      const fields: Array<string | FieldPath | unknown> = Object.entries(stored).flat();
      for (const [questionId, review] of Object.entries(reviews)) fields.push(reviewPath(questionId), review);
      // The archived answers first: a reader that finds the question's marker finds them too (the
      // local emulator applies a commit's writes one by one).
      if (changes.archivedRejections)
        answerHistoryRepository.write(tx, companyId, id, current.userId, changes.archivedRejections);
      const [first, firstValue, ...rest] = fields;
      tx.update(ref, first as string, firstValue, ...rest);
      if (checklistEventChanged(data, next)) tx.set(eventRef(companyId, id), checklistEventOf(next));
      return toChecklist(companyId, id, next);
    });
  },

  /**
   * Writes one question's review and nothing else of the checklist but who changed it when, in
   * one transaction: `decide` gives the review, or throws to refuse. Reviews of other questions
   * written at the same time stay. Null when there is no such checklist. The checklist's status
   * is left to `settle`.
   */
  async writeReview(
    companyId: string,
    id: string,
    questionId: string,
    by: string,
    decide: (current: StoredChecklist) => StoredReview,
  ): Promise<Checklist | null> {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx): Promise<Checklist | null> => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const data = snap.data()!;
      const review = reviewOf(decide(toStored(companyId, id, data)));
      const updatedAt = Timestamp.now();
      // Answers leave room for every review (assertFitsWithReservedRoom); this only guards older checklists.
      const next = { ...data, updatedAt, updatedBy: by, reviews: { ...(data.reviews ?? {}), [questionId]: review } };
      if (documentSize(ref.path, next) > MAX_DOCUMENT_BYTES)
        throw new AppError('too_large', MESSAGES.checklists.reviewTooLarge);
      tx.update(ref, reviewPath(questionId), review, 'updatedAt', updatedAt, 'updatedBy', by);
      if (checklistEventChanged(data, next)) tx.set(eventRef(companyId, id), checklistEventOf(next));
      return toChecklist(companyId, id, next);
    });
  },

  /**
   * Brings the checklist's own fields (status, review times) in line with its stored reviews:
   * `settle` gives what to write, or null once they agree. It runs again after every write until
   * a read finds them agreeing, so that a pass computed from an older read and written last (the
   * local emulator lets transactions overlap) is corrected by the pass that follows; a repeated
   * call finds nothing to do. Null when there is no such checklist.
   */
  async settle(
    companyId: string,
    id: string,
    by: string,
    settle: (current: StoredChecklist) => ChecklistChange | null,
  ) {
    for (let pass = 1; ; pass += 1) {
      let wrote = false;
      const result = await this.update(companyId, id, by, (current) => {
        const change = settle(current);
        wrote = change !== null;
        return change;
      });
      if (!wrote || !result) return result;
      if (pass >= MAX_SETTLE_PASSES)
        throw new Error(`checklist ${companyId}/${id} did not settle in ${MAX_SETTLE_PASSES} passes`);
    }
  },

  /**
   * One page of the review list under one tab (or all listed), newest first, of one company or
   * several merged: each reads up to the page in the same order, so one cursor serves them all.
   */
  async listResponses(companyIds: readonly string[], statuses: readonly ReviewStatus[], request: PageRequest) {
    const read = await Promise.all(
      companyIds.map((companyId) =>
        readPageDocs(collection(companyId).where('reviewStatus', 'in', [...statuses]), NEWEST_LISTED, request),
      ),
    );
    const { docs, nextCursor } = toDocPage(read.flat().sort(byListOrder(NEWEST_LISTED)), NEWEST_LISTED, request);
    return { items: docs.map((doc) => toChecklist(doc.ref.parent.parent!.id, doc.id, doc.data())), nextCursor };
  },

  /** The review list's checklists under these statuses, newest first, `pageSize` at a time (an export). */
  async *pagesForReview(companyId: string, statuses: readonly ReviewStatus[], pageSize: number) {
    const query = collection(companyId).where('reviewStatus', 'in', [...statuses]);
    for await (const docs of pagesInOrder(query, NEWEST_LISTED, pageSize)) {
      yield docs.map((doc) => toChecklist(companyId, doc.id, doc.data()));
    }
  },

  /** How many questions the review list's checklists under these statuses hold, in one aggregation. */
  async countQuestionsForReview(companyId: string, statuses: readonly ReviewStatus[]): Promise<number> {
    const snap = await collection(companyId)
      .where('reviewStatus', 'in', [...statuses])
      .aggregate({ questions: AggregateField.sum('questionsCount') })
      .get();
    return snap.data().questions ?? 0;
  },

  /** Deletes the checklist only if it is this user's. */
  async removeForUser(companyId: string, userId: string, id: string): Promise<RemoveResult> {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'missing';
      if (snap.data()!.userId !== userId) return 'not_owned';
      // An approved checklist is evidence: it is archived, never deleted.
      if (snap.data()!.status === 'approved') return 'approved';
      tx.delete(ref).delete(eventRef(companyId, id));
      return 'removed';
    });
  },

  /** Every checklist of one user, whole (the export of their data). */
  async listAllForUser(companyId: string, userId: string): Promise<Checklist[]> {
    const snap = await collection(companyId).where('userId', '==', userId).get();
    return snap.docs.map((doc) => toChecklist(companyId, doc.id, doc.data()));
  },

  /**
   * A deleted user's checklists stay as inspection records under a pseudonym, their positions
   * removed from every answer (`questions` gives them without) and their e-mail, where it names
   * them as the last to change one, replaced too. Reviews in the `reviews` map are untouched.
   */
  async pseudonymiseUser(
    companyId: string,
    user: { id: string; email: string },
    pseudonym: string,
    questions: (q: ChecklistQuestion[]) => ChecklistQuestion[],
  ) {
    const snap = await collection(companyId).where('userId', '==', user.id).get();
    for (const doc of snap.docs) {
      const data = doc.data();
      const current = toChecklist(companyId, doc.id, data);
      const changed = {
        userName: pseudonym,
        userDeleted: true,
        questions: questions(current.questions),
        ...(data.updatedBy === user.email && { updatedBy: pseudonym }),
      };
      const batch = db().batch().update(doc.ref, changed);
      const next = { ...data, ...changed };
      if (checklistEventChanged(data, next)) batch.set(eventRef(companyId, doc.id), checklistEventOf(next));
      await batch.commit();
    }
  },

  /**
   * Retention: one page of checklists last changed before `before` (every position in them was
   * taken before then), from `after`, losing the positions of their answers and submit signature.
   */
  async removeLocationsBefore(
    companyId: string,
    before: Date,
    after: RetentionCursor | null,
    limit: number,
  ): Promise<RetentionStep> {
    const { docs, last, more } = await pageBefore(collection(companyId), 'updatedAt', before, after, limit);
    let removed = 0;
    const writes: Array<(batch: WriteBatch) => void> = [];
    for (const doc of docs) {
      const data = doc.data();
      const questions: Array<Record<string, unknown>> = Array.isArray(data.questions) ? data.questions : [];
      const signed = data.submitSignature?.location != null;
      const located = questions.filter((q) => q.location != null).length + (signed ? 1 : 0);
      if (located === 0) continue;
      removed += located;
      writes.push((batch) =>
        batch.update(doc.ref, {
          questions: questions.map((q) => ({ ...q, location: null })),
          ...(signed && { 'submitSignature.location': null }),
        }),
      );
    }
    await commitInBatches(writes);
    return { removed, last, more };
  },

  /** Open checklists due in (`now`, `until`] whose user has not been reminded yet. */
  async listDueReminderCandidates(companyId: string, now: Date, until: Date): Promise<ChecklistSummary[]> {
    const snap = await collection(companyId)
      .where('dueReminderSent', '==', false)
      .where('status', 'in', [...UNSENT_STATUSES])
      .where('dueDate', '>', Timestamp.fromDate(now))
      .where('dueDate', '<=', Timestamp.fromDate(until))
      .get();
    return snap.docs
      .filter((doc) => doc.data().userDeleted !== true)
      .map((doc) => toSummary(companyId, doc.id, doc.data()));
  },

  /**
   * Marks one checklist reminded and writes its user's reminder, once: like `flagOverdue`, the
   * notification's `create()` is the first write and fails for an overlapping run. The checklist,
   * when this call reminded; null when already done, no longer open, or not due within the lead.
   */
  async markDueReminded(
    companyId: string,
    id: string,
    window: { now: Date; until: Date },
    notify: (c: ChecklistSummary) => NotificationContent,
  ): Promise<ChecklistSummary | null> {
    const ref = collection(companyId).doc(id);
    const reminding = db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.data()!.dueReminderSent !== false) return null;
      const checklist = toSummary(companyId, id, snap.data()!);
      const due = Date.parse(checklist.dueDate);
      const open = UNSENT_STATUSES.includes(checklist.status);
      if (!open || due <= window.now.getTime() || due > window.until.getTime()) return null;
      const content = notify(checklist);
      createNotificationIn(tx, companyId, checklist.userId, content);
      tx.update(ref, { dueReminderSent: true });
      return checklist;
    });
    return reminding.catch((error) => {
      if (isAlreadyExists(error)) return null;
      throw error;
    });
  },

  /**
   * Today's scheduled checklists (their period is `periodKey`, the company's day) still in their
   * user's hands: the dashboard's 'Não realizados hoje' sorts them into late and not started.
   */
  async listScheduledOpenForDay(companyId: string, periodKey: string): Promise<ChecklistSummary[]> {
    const snap = await collection(companyId)
      .where('periodKey', '==', periodKey)
      .where('status', 'in', [...UNSENT_STATUSES])
      .get();
    return snap.docs
      .map((doc) => toSummary(companyId, doc.id, doc.data()))
      .filter((checklist) => checklist.origin === 'schedule');
  },

  /** Open checklists past `now` whose user has not been told yet. */
  async listOverdueCandidates(companyId: string, now: Date): Promise<ChecklistSummary[]> {
    const snap = await collection(companyId)
      .where('overdueNotified', '==', false)
      .where('status', 'in', [...UNSENT_STATUSES])
      .where('dueDate', '<', Timestamp.fromDate(now))
      .get();
    return snap.docs
      .filter((doc) => doc.data().userDeleted !== true)
      .map((doc) => toSummary(companyId, doc.id, doc.data()));
  },

  /**
   * Flags one checklist overdue and writes its user's notification, once. Overlapping runs are
   * told apart by the notification's `create()`: it is the first write and fails for the loser,
   * before the checklist is touched. True when this call did the flagging.
   */
  async flagOverdue(companyId: string, id: string, now: Date, notify: (c: ChecklistSummary) => NotificationContent) {
    const ref = collection(companyId).doc(id);
    const flagging = db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const checklist = toSummary(companyId, id, snap.data()!);
      if (snap.data()!.overdueNotified !== false || !isOverdue(checklist, now, UNSENT_STATUSES)) return null;
      const content = notify(checklist);
      createNotificationIn(tx, companyId, checklist.userId, content);
      tx.update(ref, { overdueNotified: true, overdueAt: Timestamp.fromDate(now) });
      return checklist;
    });
    return flagging.catch((error) => {
      if (isAlreadyExists(error)) return null;
      throw error;
    });
  },
};
