import type { ChecklistStatus } from '../checklists/checklist.schema';
import type { ActivityType, RecentActivity, RejectedQuestion } from './dashboard.types';

/** Spec section 4: recent activity keeps 10 entries. */
export const RECENT_ACTIVITY_KEPT = 10;
/** The most-rejected questions look back this many days. */
export const REJECTION_WINDOW_DAYS = 30;
export const TOP_REJECTED = 5;

/** Each checklist has at most one entry of each kind; its id is `<checklistId>_<kind>`. */
export const ACTIVITY_KINDS = ['completed', 'reviewed', 'assigned'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityEntry extends RecentActivity {
  kind: ActivityKind;
}

/** What the activity and the rejection tally read of a checklist. */
export interface ActivitySource {
  id: string;
  status: ChecklistStatus;
  templateName: string;
  userName: string;
  assignedAt: string | null;
  completedAt: string | null;
  reviewedAt: string | null;
  questions: ReadonlyArray<{
    id: string;
    question: string;
    status: string;
    reviewedAt: string | null;
  }>;
}

export const activityEntryId = (checklistId: string, kind: ActivityKind) => `${checklistId}_${kind}`;

/**
 * Spec section 4, per checklist and from its present state: completed or approved with a
 * completion date → 'completed'; approved or rejected with a review date → an entry of that
 * type; an assignment date → 'assigned'. The dashboard keeps the ones of this week.
 */
export function activityEntries(c: ActivitySource): ActivityEntry[] {
  const entry = (kind: ActivityKind, type: ActivityType, date: string | null): ActivityEntry[] =>
    date ? [{ kind, id: c.id, type, templateName: c.templateName, userName: c.userName, date }] : [];
  return [
    ...(c.status === 'completed' || c.status === 'approved' ? entry('completed', 'completed', c.completedAt) : []),
    ...(c.status === 'approved' || c.status === 'rejected' ? entry('reviewed', c.status, c.reviewedAt) : []),
    ...entry('assigned', 'assigned', c.assignedAt),
  ];
}

/** One rejection of one answer: `key` is the same however often it is seen. */
export interface RejectionMark {
  key: string;
  question: string;
  /** The rejection's day (UTC), the tally's bucket. */
  day: string;
  at: string;
}

const isIso = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * Every rejection a checklist's answers have had: the one standing now, and each one archived
 * when its answer was corrected (`archived`, its answer history: the archive keeps the
 * rejection's time, so both name it alike).
 */
export function rejectionMarks(
  c: ActivitySource,
  archived: ReadonlyArray<{ questionId: string; rejectedAt?: unknown }> = [],
): RejectionMark[] {
  const marks = new Map<string, RejectionMark>();
  for (const q of c.questions) {
    const question = q.question.trim();
    if (!question) continue;
    const times = [
      ...archived.filter((old) => old.questionId === q.id).map((old) => old.rejectedAt),
      q.status === 'rejected' ? q.reviewedAt : null,
    ];
    for (const at of times) {
      if (!isIso(at)) continue;
      const iso = new Date(at).toISOString();
      const key = `${c.id}|${q.id}|${iso}`;
      marks.set(key, { key, question, day: iso.slice(0, 10), at: iso });
    }
  }
  return [...marks.values()];
}

/** Rejections per day (`YYYY-MM-DD`, UTC) and question, as the month documents keep them. */
export type RejectionDays = Record<string, Record<string, number>>;

/** The month document a day's tally lives in: `YYYY-MM`. */
export const rejectionMonth = (day: string) => day.slice(0, 7);

/** The two months whose documents hold the last REJECTION_WINDOW_DAYS days (the window never spans three). */
export function rejectionMonths(now: Date): [string, string] {
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return [now.toISOString().slice(0, 7), previous.toISOString().slice(0, 7)];
}

export function rejectionWindowStart(now: Date): string {
  return new Date(now.getTime() - REJECTION_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** The questions rejected most from `since` (a day) on: most first, then by name. */
export function mostRejected(tallies: RejectionDays[], since: string): RejectedQuestion[] {
  const total = new Map<string, number>();
  for (const days of tallies) {
    for (const [day, questions] of Object.entries(days)) {
      if (day < since) continue;
      for (const [question, n] of Object.entries(questions)) total.set(question, (total.get(question) ?? 0) + n);
    }
  }
  return [...total.entries()]
    .filter(([, rejections]) => rejections > 0)
    .map(([question, rejections]) => ({ question, rejections }))
    .sort((a, b) => b.rejections - a.rejections || a.question.localeCompare(b.question, 'pt-BR'))
    .slice(0, TOP_REJECTED);
}

/** The fields of a checklist's event document (its companion) the activity and the rejection tallies are made of. */
const ACTIVITY_FIELDS = [
  'status',
  'templateName',
  'userName',
  'assignedAt',
  'completedAt',
  'reviewedAt',
  'rejectedAt',
  'reviewsDigest',
] as const;

/** Whether a checklist's change touches what its activity is made of (stored values compared as JSON). */
export function activityFieldsChanged(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return ACTIVITY_FIELDS.some(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/**
 * The kinds of entry a change may have to remove: those a checklist can only have had with a
 * completion or review date on either side, and all of them when it is deleted. A creation then
 * writes its one entry and removes nothing.
 */
export function removableKinds(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityKind[] {
  if (!after) return [...ACTIVITY_KINDS];
  const had = (field: string) => before?.[field] != null || after[field] != null;
  return ACTIVITY_KINDS.filter(
    (kind) => (kind === 'completed' && had('completedAt')) || (kind === 'reviewed' && had('reviewedAt')),
  );
}
