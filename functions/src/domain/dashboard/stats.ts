import type { ChecklistStatus } from '../checklists/checklist.schema';
import { DEFAULT_TIME_ZONE, startOfDayIn, zonedInstant, zonedParts } from '../dates';

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
 * Sent and not yet reviewed: the responses list's 'Pendente de Revisão' (reviewListing). Only a
 * submit makes a checklist 'completed', and a review moves it on, so its count is that status's.
 */
export function awaitingReview(counts: StatusCounts): number {
  return counts.completed;
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

/** Sunday 00:00 of the week `now` is in, in the company's time zone (spec section 9: weeks start on Sunday). */
export function startOfWeek(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return startOfDayIn(now, timeZone, -zonedParts(now, timeZone).weekday);
}

/** The 1st of `now`'s month, 00:00 in the company's time zone. */
export function startOfMonth(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const p = zonedParts(now, timeZone);
  return zonedInstant(p.year, p.month, 1, 0, timeZone);
}
