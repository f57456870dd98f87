import type { ChecklistStatus } from '../checklists/checklist.schema';
import { COMPANY_TIME_ZONE } from '../dates';

/** How many checklists of a company stand at each status, and how many are overdue (isOverdue while unsent). */
export type StatusCounts = Record<ChecklistStatus, number> & { overdue: number };

export interface DashboardRates {
  completionRate: number;
  activeRate: number;
  overdueRate: number;
}

/** A share of `total` in percent with one decimal; 0 when there is nothing to share (spec section 9). */
export function percent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : 0;
}

export function totalChecklists(counts: StatusCounts): number {
  return counts.pending + counts.in_progress + counts.completed + counts.in_review + counts.approved + counts.rejected;
}

/**
 * Spec section 9: completion = (completed + approved) / total; activity = (in progress +
 * completed + approved + in review) / total; overdue = overdue / total.
 */
export function dashboardRates(counts: StatusCounts): DashboardRates {
  const total = totalChecklists(counts);
  return {
    completionRate: percent(counts.completed + counts.approved, total),
    activeRate: percent(counts.in_progress + counts.completed + counts.approved + counts.in_review, total),
    overdueRate: percent(counts.overdue, total),
  };
}

export type CompletionLevel = 'excellent' | 'good' | 'poor';

/** The completion rating of the performance panel, by level (screens branch on it, not on its text). */
export const COMPLETION_RATINGS: Record<CompletionLevel, string> = {
  excellent: 'Excelente!',
  good: 'Bom',
  poor: 'Precisa melhorar',
};

/** ≥ 80 excellent, ≥ 60 good, else poor. */
export function completionLevel(completionRate: number): CompletionLevel {
  if (completionRate >= 80) return 'excellent';
  if (completionRate >= 60) return 'good';
  return 'poor';
}

function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** The instant of local midnight `daysBack` days before `at`'s local date, in `timeZone`. */
function localMidnight(at: Date, timeZone: string, daysBack: number, dayOfMonth?: number): Date {
  const p = zonedParts(at, timeZone);
  const guess = Date.UTC(p.year, p.month - 1, dayOfMonth ?? p.day - daysBack);
  // The zone's offset at that day: the difference between its wall clock and UTC there.
  const wall = zonedParts(new Date(guess), timeZone);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - guess;
  return new Date(guess - offset);
}

/** Sunday 00:00 of the week `now` is in, in the company's time zone (spec section 9: weeks start on Sunday). */
export function startOfWeek(now: Date, timeZone = COMPANY_TIME_ZONE): Date {
  return localMidnight(now, timeZone, zonedParts(now, timeZone).weekday);
}

/** The 1st of `now`'s month, 00:00 in the company's time zone. */
export function startOfMonth(now: Date, timeZone = COMPANY_TIME_ZONE): Date {
  return localMidnight(now, timeZone, 0, 1);
}
