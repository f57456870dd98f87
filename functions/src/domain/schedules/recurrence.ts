/**
 * The calendar of a schedule. Days are the company's calendar days as 'YYYY-MM-DD' and all day
 * arithmetic is done on them (never on instants), so daylight saving, the server's zone and the
 * browser's zone cannot move an occurrence; only `dueAt`/`availableAt` turn a day into an instant,
 * in the company's zone.
 */
import {
  addDays,
  daysBetween,
  isoDayIn as isoDayOf,
  lastDayOfMonth as daysInMonth,
  WEEKDAY_NAMES,
  zonedInstant,
} from '../dates';

export type Recurrence =
  | { kind: 'daily'; weekdays: number[] }
  | { kind: 'weekly'; weekday: number }
  | { kind: 'monthly'; dayOfMonth: number }
  | { kind: 'interval'; everyDays: number };

/** What decides on which days a schedule occurs. */
export interface ScheduleCalendar {
  recurrence: Recurrence;
  startDate: string;
  endDate?: string | null;
}

function parseDay(day: string): { year: number; month: number; day: number } {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
}

const utcOf = (day: string) => {
  const p = parseDay(day);
  return Date.UTC(p.year, p.month - 1, p.day);
};

/** 0 is Sunday. */
export function weekdayOf(day: string): number {
  return new Date(utcOf(day)).getUTCDay();
}

/** Whether the rule alone (not the start and end dates) falls on `day`. */
function ruleFallsOn(calendar: ScheduleCalendar, day: string): boolean {
  const rule = calendar.recurrence;
  switch (rule.kind) {
    case 'daily':
      return rule.weekdays.includes(weekdayOf(day));
    case 'weekly':
      return rule.weekday === weekdayOf(day);
    case 'monthly': {
      // Day 31 in a 30-day month (or 29-31 in February) falls on the month's last day.
      const p = parseDay(day);
      return p.day === Math.min(rule.dayOfMonth, daysInMonth(p.year, p.month));
    }
    case 'interval':
      return daysBetween(calendar.startDate, day) % rule.everyDays === 0;
  }
}

export function occursOn(calendar: ScheduleCalendar, day: string): boolean {
  if (day < calendar.startDate) return false;
  if (calendar.endDate && day > calendar.endDate) return false;
  return ruleFallsOn(calendar, day);
}

/** The longest gap between two occurrences of any rule (an interval of 365 days), and a margin. */
const SEARCH_DAYS = 366;

/** The first occurrence on or after `fromDay`; null when the schedule has ended by then. */
export function nextOccurrence(calendar: ScheduleCalendar, fromDay: string): string | null {
  let day = fromDay < calendar.startDate ? calendar.startDate : fromDay;
  for (let i = 0; i <= SEARCH_DAYS; i++, day = addDays(day, 1)) {
    if (calendar.endDate && day > calendar.endDate) return null;
    if (ruleFallsOn(calendar, day)) return day;
  }
  return null;
}

/** Every occurrence from `fromDay` to `toDay`, both included. */
export function occurrenceDays(calendar: ScheduleCalendar, fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (
    let day = nextOccurrence(calendar, fromDay);
    day && day <= toDay;
    day = nextOccurrence(calendar, addDays(day, 1))
  )
    days.push(day);
  return days;
}

/** 'HH:mm' as minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** When the occurrence of `day` is due: its time on that day in the company's zone. */
export function dueAt(day: string, dueTime: string, timeZone: string): Date {
  const p = parseDay(day);
  return zonedInstant(p.year, p.month, p.day, minutesOf(dueTime), timeZone);
}

/** How long before it is due a checklist exists at the latest, so that it can be done in time. */
export const LEAD_MS = 2 * 60 * 60 * 1000;

/** When the job creates the occurrence of `day`: at the day's start, or two hours before an early due time. */
export function availableAt(day: string, dueTime: string, timeZone: string): Date {
  const p = parseDay(day);
  const midnight = zonedInstant(p.year, p.month, p.day, 0, timeZone);
  return new Date(Math.min(midnight.getTime(), dueAt(day, dueTime, timeZone).getTime() - LEAD_MS));
}

/** The period a scheduled checklist belongs to: its day ('YYYY-MM-DD'). */
export function periodKey(day: string): string {
  return day;
}

/**
 * The id of a period's checklist for one user (and vehicle): the same schedule, period, user and
 * vehicle always make the same id, which is how a job run twice creates it once.
 */
export function scheduledChecklistId(scheduleId: string, day: string, userId: string, vehicleId?: string): string {
  return ['s', scheduleId, day.replaceAll('-', ''), userId, ...(vehicleId ? [vehicleId] : [])].join('_');
}

const WEEKDAY_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** 'Diário (seg, ter, qua, qui, sex)', 'Semanal (segunda-feira)', 'Mensal (dia 31)', 'A cada 3 dias'. */
export function recurrenceLabel(rule: Recurrence): string {
  switch (rule.kind) {
    case 'daily':
      return `Diário (${[...rule.weekdays]
        .sort((a, b) => a - b)
        .map((d) => WEEKDAY_SHORT[d])
        .join(', ')})`;
    case 'weekly':
      return `Semanal (${WEEKDAY_NAMES[rule.weekday]})`;
    case 'monthly':
      return `Mensal (dia ${rule.dayOfMonth})`;
    case 'interval':
      return rule.everyDays === 1 ? 'Todos os dias' : `A cada ${rule.everyDays} dias`;
  }
}

/**
 * The first period a schedule saved now (created, edited or resumed) will create: the first
 * occurrence on or after `fromDay` not yet due, so that no checklist is born overdue.
 */
export function firstPeriod(
  calendar: ScheduleCalendar,
  dueTime: string,
  timeZone: string,
  fromDay: string,
  now: Date,
): string | null {
  for (let day = nextOccurrence(calendar, fromDay); day; day = nextOccurrence(calendar, addDays(day, 1))) {
    if (dueAt(day, dueTime, timeZone).getTime() > now.getTime()) return day;
  }
  return null;
}

/** A job run late creates each missed period once, but none more than this many days back. */
export const MAX_DAYS_BACK = 31;

/**
 * What a job run at `now` does for a schedule whose next uncreated period is `nextDay`: the
 * periods to create (every one available by now, a late run's missed ones too, within
 * MAX_DAYS_BACK of today) and the next period after them.
 */
export function periodsDue(
  calendar: ScheduleCalendar,
  dueTime: string,
  timeZone: string,
  nextDay: string,
  today: string,
  now: Date,
): { create: string[]; next: string | null } {
  const oldest = addDays(today, -MAX_DAYS_BACK);
  const create: string[] = [];
  let day: string | null = nextOccurrence(calendar, nextDay);
  while (day && availableAt(day, dueTime, timeZone).getTime() <= now.getTime()) {
    if (day >= oldest) create.push(day);
    day = nextOccurrence(calendar, addDays(day, 1));
  }
  return { create, next: day };
}

/** A schedule as its next period depends on it. */
export interface SchedulePlan extends ScheduleCalendar {
  dueTime: string;
  isActive: boolean;
  lastDay: string | null;
}

/**
 * The next period of a schedule saved (created, edited, paused or resumed) at `now`: none when
 * paused or ended; otherwise the first one after the periods already created and not yet due,
 * so an edit changes future periods only and a resumed schedule does not make up the paused ones.
 */
export function plannedNext(
  plan: SchedulePlan,
  timeZone: string,
  now: Date,
): { nextDay: string; nextAvailableAt: Date } | null {
  if (!plan.isActive) return null;
  const today = isoDayOf(now, timeZone);
  const afterLast = plan.lastDay ? addDays(plan.lastDay, 1) : today;
  const day = firstPeriod(plan, plan.dueTime, timeZone, afterLast > today ? afterLast : today, now);
  return day ? { nextDay: day, nextAvailableAt: availableAt(day, plan.dueTime, timeZone) } : null;
}
