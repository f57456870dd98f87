import { createHash } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';

/**
 * Beside each checklist (CHECKLIST_EVENTS_COLLECTION), under its id, a small document of what the checklists' handlers filter
 * on: `onChecklistChange` watches it instead of the checklist, whose events (before and after, up
 * to 1 MiB each) would pass Google's 512 KB for an Eventarc event. The checklists' repository
 * writes it in the same transaction or batch as the checklist, only when one of these fields
 * changes, so an answer saved that changes none of them invokes no function. Handlers that need
 * the questions read the checklist by id.
 */
/** Checklist fields copied as stored: who, what, where it stands and when. */
const COPIED = [
  'userId',
  'userName',
  'templateName',
  'origin',
  'status',
  'reviewStatus',
  'dueDate',
  'assignedAt',
  'submittedAt',
  'completedAt',
  'reviewedAt',
  'rejectedAt',
  'custodyRole',
] as const;

/** A short, stable digest of the reviews map: any review written changes it. */
function reviewsDigest(reviews: unknown): string | null {
  if (!reviews || typeof reviews !== 'object') return null;
  const entries = Object.entries(reviews as Record<string, Record<string, unknown>>)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, r]) => [
      id,
      r?.status ?? null,
      r?.reviewedAt ?? null,
      r?.rejectionReason ?? null,
      r?.reviewedBy ?? null,
    ]);
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url');
}

/** The first odometer question's answer, as stored (a vehicle's km enters its timeline on approval). */
function odometerReading(questions: unknown): unknown {
  if (!Array.isArray(questions)) return null;
  const odometer = (questions as Array<Record<string, unknown> | null>).find((q) => q?.type === 'odometer');
  return odometer?.answer ?? null;
}

/** The companion document of a stored checklist. */
export function checklistEventOf(checklist: DocumentData): DocumentData {
  const event: DocumentData = {};
  for (const field of COPIED) event[field] = checklist[field] ?? null;
  const vehicle = checklist.vehicle as Record<string, unknown> | undefined;
  event.vehicle = vehicle ? { id: vehicle.id ?? null, name: vehicle.name ?? null, plate: vehicle.plate ?? null } : null;
  event.odometerReading = odometerReading(checklist.questions);
  event.reviewsDigest = reviewsDigest(checklist.reviews);
  return event;
}

/** Whether the checklist's change from `before` to `after` changes its companion (stored values compared as JSON). */
export const checklistEventChanged = (before: DocumentData, after: DocumentData): boolean =>
  JSON.stringify(checklistEventOf(before)) !== JSON.stringify(checklistEventOf(after));
