import { describe, expect, it } from 'vitest';
import { ID_PATTERN } from '../api';
import { isoDayIn } from '../dates';
import {
  availableAt,
  dueAt,
  nextOccurrence,
  occurrenceDays,
  occursOn,
  periodKey,
  periodsDue,
  plannedNext,
  recurrenceLabel,
  scheduledChecklistId,
  type ScheduleCalendar,
} from './recurrence';
import { ScheduleInputSchema } from './schedule.schema';

const WEEKDAYS = [1, 2, 3, 4, 5];
const daily = (weekdays = WEEKDAYS, startDate = '2026-01-01', endDate: string | null = null): ScheduleCalendar => ({
  recurrence: { kind: 'daily', weekdays },
  startDate,
  endDate,
});
const monthly = (dayOfMonth: number): ScheduleCalendar => ({
  recurrence: { kind: 'monthly', dayOfMonth },
  startDate: '2026-01-01',
});

describe('weekdays', () => {
  it('when a daily schedule runs on weekdays, then a week has its five working days and no weekend', () => {
    // 2026-11-23 is a Monday.
    expect(occurrenceDays(daily(), '2026-11-22', '2026-11-29')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('when the next occurrence is asked on a Saturday, then it is the Monday after', () => {
    expect(nextOccurrence(daily(), '2026-11-28')).toBe('2026-11-30');
  });

  it('when a weekly schedule is on Wednesdays, then it falls every seven days on a Wednesday', () => {
    const weekly: ScheduleCalendar = { recurrence: { kind: 'weekly', weekday: 3 }, startDate: '2026-11-01' };
    expect(occurrenceDays(weekly, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
    ]);
  });

  it('when a schedule is every 3 days, then it counts from its start date', () => {
    const every3: ScheduleCalendar = { recurrence: { kind: 'interval', everyDays: 3 }, startDate: '2026-11-20' };
    expect(occurrenceDays(every3, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-26',
      '2026-11-29',
    ]);
    expect(occursOn(every3, '2026-11-17')).toBe(false);
  });
});

describe('month ends', () => {
  it('when a monthly schedule is on day 31, then February has it on its last day, 28 or 29', () => {
    expect(occurrenceDays(monthly(31), '2026-02-01', '2026-02-28')).toEqual(['2026-02-28']);
    expect(occurrenceDays(monthly(31), '2028-02-01', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('when a monthly schedule is on day 30 or 31, then a 30-day month has it on the 30th, once', () => {
    expect(occurrenceDays(monthly(31), '2026-04-01', '2026-04-30')).toEqual(['2026-04-30']);
    expect(occurrenceDays(monthly(30), '2026-02-01', '2026-03-31')).toEqual(['2026-02-28', '2026-03-30']);
  });

  it('when a monthly schedule is on day 31, then a year has twelve occurrences, one a month', () => {
    const days = occurrenceDays(monthly(31), '2026-01-01', '2026-12-31');
    expect(days).toHaveLength(12);
    expect(days.slice(0, 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });
});

describe('daylight saving independence', () => {
  // São Paulo kept daylight saving until 2019: on 2018-11-04 its clocks went from 00:00 to 01:00
  // (UTC−3 to UTC−2). Manaus never had it then.
  it('when daylight saving starts, then the days go on one by one, none skipped or doubled', () => {
    expect(occurrenceDays(daily([0, 1, 2, 3, 4, 5, 6], '2018-01-01'), '2018-11-02', '2018-11-06')).toEqual([
      '2018-11-02',
      '2018-11-03',
      '2018-11-04',
      '2018-11-05',
      '2018-11-06',
    ]);
  });

  it('when daylight saving starts, then the due time stays 08:00 on the wall clock of each day', () => {
    const tz = 'America/Sao_Paulo';
    expect(dueAt('2018-11-03', '08:00', tz).toISOString()).toBe('2018-11-03T11:00:00.000Z');
    expect(dueAt('2018-11-04', '08:00', tz).toISOString()).toBe('2018-11-04T10:00:00.000Z');
    expect(dueAt('2018-11-04', '08:00', 'America/Manaus').toISOString()).toBe('2018-11-04T12:00:00.000Z');
    expect(dueAt('2026-11-25', '08:00', tz).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('when the day has no midnight (the clock jumps over it), then its checklist is still made that day, before it is due', () => {
    const tz = 'America/Sao_Paulo';
    const at = availableAt('2018-11-04', '08:00', tz);
    expect(isoDayIn(at, tz)).toBe('2018-11-04');
    expect(at.getTime()).toBeLessThanOrEqual(dueAt('2018-11-04', '08:00', tz).getTime() - 2 * 3600_000);
  });

  it('when the due time is early, then the checklist is made two hours before it, the evening before', () => {
    const tz = 'America/Sao_Paulo';
    expect(availableAt('2026-11-25', '01:00', tz).toISOString()).toBe('2026-11-25T02:00:00.000Z');
    expect(availableAt('2026-11-25', '08:00', tz).toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(availableAt('2026-11-25', '08:00', 'America/Rio_Branco').toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });
});

describe('end dates', () => {
  it('when a schedule has an end date, then it occurs on that day and never after', () => {
    const calendar = daily(WEEKDAYS, '2026-11-01', '2026-11-25');
    expect(occursOn(calendar, '2026-11-25')).toBe(true);
    expect(occursOn(calendar, '2026-11-26')).toBe(false);
    expect(nextOccurrence(calendar, '2026-11-26')).toBeNull();
    expect(occurrenceDays(calendar, '2026-11-23', '2026-11-30')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('when a schedule starts in the future, then nothing occurs before its start date', () => {
    expect(nextOccurrence(daily(WEEKDAYS, '2026-12-01'), '2026-11-20')).toBe('2026-12-01');
  });

  it('when an end date is before the start date, then the input is refused in Portuguese', () => {
    const result = ScheduleInputSchema.safeParse({
      templateId: 't1',
      userIds: ['u1'],
      recurrence: { kind: 'daily', weekdays: [1] },
      dueTime: '08:00',
      startDate: '2026-11-25',
      endDate: '2026-11-24',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A data de término não pode ser anterior à data de início');
  });
});

describe('pause and the next period', () => {
  const tz = 'America/Sao_Paulo';
  const plan = { ...daily(), dueTime: '08:00', isActive: true, lastDay: null };

  it('when a schedule is paused, then it has no next period', () => {
    expect(plannedNext({ ...plan, isActive: false }, tz, new Date('2026-11-25T09:00:00Z'))).toBeNull();
  });

  it("when a schedule is saved after today's due time, then its first period is the next working day", () => {
    // 2026-11-25 12:00 in São Paulo, a Wednesday: 08:00 has passed.
    const next = plannedNext(plan, tz, new Date('2026-11-25T15:00:00Z'));
    expect(next?.nextDay).toBe('2026-11-26');
    expect(next?.nextAvailableAt.toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });

  it("when today's period was already created, then an edit starts from tomorrow", () => {
    const next = plannedNext({ ...plan, lastDay: '2026-11-25' }, tz, new Date('2026-11-25T05:00:00Z'));
    expect(next?.nextDay).toBe('2026-11-26');
  });

  it('when a run is two days late, then it creates each missed period once and moves on to the next', () => {
    const now = new Date('2026-11-27T10:00:00Z'); // Friday 07:00 in São Paulo
    expect(periodsDue(daily(), '08:00', tz, '2026-11-25', '2026-11-27', now)).toEqual({
      create: ['2026-11-25', '2026-11-26', '2026-11-27'],
      next: '2026-11-30',
    });
  });

  it('when a run is months late, then it goes back no more than 31 days', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const { create } = periodsDue(daily([0, 1, 2, 3, 4, 5, 6]), '08:00', tz, '2026-06-01', '2026-11-27', now);
    expect(create[0]).toBe('2026-10-27');
    expect(create).toHaveLength(32);
  });
});

describe('the period key', () => {
  it("when a period is named, then its key is the day in the company's calendar", () => {
    expect(periodKey('2026-02-28')).toBe('2026-02-28');
  });

  it('when the same schedule, period, user and vehicle meet, then the checklist id is the same and a valid id', () => {
    const id = scheduledChecklistId('sch1', '2026-11-25', 'user-1', 'veh1');
    expect(id).toBe('s_sch1_20261125_user-1_veh1');
    expect(scheduledChecklistId('sch1', '2026-11-25', 'user-1', 'veh1')).toBe(id);
    expect(scheduledChecklistId('sch1', '2026-11-26', 'user-1', 'veh1')).not.toBe(id);
    expect(scheduledChecklistId('sch1', '2026-11-25', 'user-1')).toBe('s_sch1_20261125_user-1');
    const longest = scheduledChecklistId('a'.repeat(20), '2026-11-25', 'u'.repeat(28), 'v'.repeat(20));
    expect(longest).toMatch(ID_PATTERN);
  });
});

describe('labels', () => {
  it('when a recurrence is shown, then it reads in Portuguese', () => {
    expect(recurrenceLabel({ kind: 'daily', weekdays: [5, 1, 2, 3, 4] })).toBe('Diário (seg, ter, qua, qui, sex)');
    expect(recurrenceLabel({ kind: 'weekly', weekday: 1 })).toBe('Semanal (segunda-feira)');
    expect(recurrenceLabel({ kind: 'monthly', dayOfMonth: 31 })).toBe('Mensal (dia 31)');
    expect(recurrenceLabel({ kind: 'interval', everyDays: 3 })).toBe('A cada 3 dias');
  });
});
