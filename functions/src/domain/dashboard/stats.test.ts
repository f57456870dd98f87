import { describe, expect, it } from 'vitest';
import {
  COMPLETION_RATINGS,
  completionLevel,
  dashboardRates,
  percent,
  startOfMonth,
  startOfWeek,
  type StatusCounts,
} from './stats';

const counts = (c: Partial<StatusCounts>): StatusCounts => ({
  pending: 0,
  in_progress: 0,
  completed: 0,
  in_review: 0,
  approved: 0,
  rejected: 0,
  overdue: 0,
  ...c,
});

describe('dashboard rates', () => {
  it('when a company has checklists in every status, then the three rates follow spec section 9 with one decimal', () => {
    // 12 in all: completed 2 + approved 3 = 5 → 41.7 %; active 1 + 2 + 3 + 1 = 7 → 58.3 %; overdue 2 → 16.7 %.
    const rates = dashboardRates(
      counts({ pending: 3, in_progress: 1, completed: 2, in_review: 1, approved: 3, rejected: 2, overdue: 2 }),
    );
    expect(rates).toEqual({ completionRate: 41.7, activeRate: 58.3, overdueRate: 16.7 });
  });

  it('when there are no checklists, then every rate is 0', () => {
    expect(dashboardRates(counts({}))).toEqual({ completionRate: 0, activeRate: 0, overdueRate: 0 });
    expect(percent(0, 0)).toBe(0);
  });

  it('when the completion rate is rated, then 80 is excellent, 60 good, below that to improve', () => {
    const levels = [80, 79.9, 60, 59.9].map(completionLevel);
    expect(levels).toEqual(['excellent', 'good', 'good', 'poor']);
    expect(levels.map((level) => COMPLETION_RATINGS[level])).toEqual(['Excelente!', 'Bom', 'Bom', 'Precisa melhorar']);
  });
});

describe('weeks and months in São Paulo', () => {
  it('when it is Sunday just after midnight in São Paulo, then the week starts that Sunday', () => {
    // 2026-11-22 is a Sunday; 00:30 in São Paulo is 03:30 UTC.
    expect(startOfWeek(new Date('2026-11-22T03:30:00.000Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });

  it('when it is Saturday night in São Paulo but already Sunday in UTC, then the week is still the one that began the Sunday before', () => {
    // Saturday 2026-11-21 23:30 in São Paulo = Sunday 02:30 UTC.
    expect(startOfWeek(new Date('2026-11-22T02:30:00.000Z')).toISOString()).toBe('2026-11-15T03:00:00.000Z');
  });

  it('when the month is asked, then it starts on the 1st at midnight in São Paulo', () => {
    expect(startOfMonth(new Date('2026-11-23T12:00:00.000Z')).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(startOfMonth(new Date('2026-12-01T01:00:00.000Z')).toISOString()).toBe('2026-11-01T03:00:00.000Z');
  });
});
