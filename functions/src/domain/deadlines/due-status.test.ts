import { describe, expect, it } from 'vitest';
import { daysLeftLabel, dueStatus, noticeThreshold } from './due-status';

describe('due status', () => {
  const today = '2026-11-24';

  it.each([
    ['2026-12-25', 'ok'],
    ['2026-12-24', 'due_soon'],
    ['2026-11-24', 'due_soon'],
    ['2026-11-23', 'expired'],
  ])('when due on %s, then the status is %s', (day, status) => {
    expect(dueStatus(day, today)).toBe(status);
  });

  it('when the days left are shown, then they read in pt-BR', () => {
    expect(
      ['2026-11-24', '2026-11-25', '2026-12-04', '2026-11-23', '2026-11-20'].map((d) => daysLeftLabel(d, today)),
    ).toEqual(['Vence hoje', 'Vence amanhã', 'Faltam 10 dias', 'Venceu ontem', 'Venceu há 4 dias']);
  });

  it.each([
    [31, null],
    [30, 30],
    [16, 30],
    [15, 15],
    [8, 15],
    [7, 7],
    [1, 7],
    [0, 0],
    [-5, 0],
  ])('when %i days are left, then the notice due is %s', (left, threshold) => {
    const due = new Date(Date.UTC(2026, 10, 24 + left)).toISOString().slice(0, 10);
    expect(noticeThreshold(due, today)).toBe(threshold);
  });
});
