/**
 * The company's clock. Servers run in UTC and browsers anywhere; people read dates, days, weeks
 * and months in their company's time zone (one of Brazil's four), so every calendar rule and
 * every date shown goes through here with that zone.
 */

import { keysOf } from './labels';

/** Brazil's time zones, east to west (IANA names; none keeps daylight saving since 2019). */
export const TIME_ZONE_LABELS = {
  'America/Noronha': 'Fernando de Noronha (UTC−2)',
  'America/Sao_Paulo': 'Horário de Brasília (UTC−3)',
  'America/Manaus': 'Amazonas, Mato Grosso, Rondônia, Roraima (UTC−4)',
  'America/Rio_Branco': 'Acre (UTC−5)',
} as const;
export const BRAZIL_TIME_ZONES = keysOf(TIME_ZONE_LABELS);
export type TimeZone = (typeof BRAZIL_TIME_ZONES)[number];

/** A company that never chose one lives on Brasília time. */
export const DEFAULT_TIME_ZONE: TimeZone = 'America/Sao_Paulo';

export function isTimeZone(value: unknown): value is TimeZone {
  return (BRAZIL_TIME_ZONES as readonly unknown[]).includes(value);
}

/** A stored or claimed zone, or the default when it is absent or not one of Brazil's. */
export function timeZoneOr(value: unknown): TimeZone {
  return isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/**
 * Intl formatters are costly to build: one per zone and kind, all in pt-BR, since each further
 * locale loads its own data on a phone's first screen.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const id = `${key}|${timeZone}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat('pt-BR', { timeZone, ...options });
    formatters.set(id, found);
  }
  return found;
}

/** '21/11/2026 14:30' in `timeZone`. */
export function formatDateTimeBR(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const f = formatter('datetime', timeZone, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return f.format(new Date(iso)).replace(',', '');
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** '2026-11-21': the calendar day in `timeZone`. */
export function isoDayIn(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The wall clock in `timeZone` at `at`: weekday 0 is Sunday. */
export function zonedParts(at: Date, timeZone: string) {
  // Numbers only: no locale's words to parse, and the weekday follows from the date.
  const parts = formatter('parts', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const [year, month, day] = [get('year'), get('month'), get('day')];
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/**
 * The instant a wall clock reads in `timeZone`: year, month (1-12) and day (overflow rolls over,
 * as Date.UTC does), at `minutes` after midnight.
 */
export function zonedInstant(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  // The zone's offset there: the difference between its wall clock and UTC at the guess.
  const wall = zonedParts(new Date(guess), timeZone);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - guess;
  return new Date(guess - offset);
}

/** Midnight of `at`'s calendar day in `timeZone`, moved `days` days (negative: earlier). */
export function startOfDayIn(at: Date, timeZone: string, days = 0): Date {
  const p = zonedParts(at, timeZone);
  return zonedInstant(p.year, p.month, p.day + days, 0, timeZone);
}

/*
 * Calendar days ('YYYY-MM-DD'): a deadline, an expiry or a birthday of a document is a day in the
 * company's calendar, not an instant, so its arithmetic runs on days and no zone can move it.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists: '2026-02-31' is not one (it is not read as March 3rd). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The last day (28-31) of `month` (1-12) of `year`. */
export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `day` moved `days` days (negative: earlier), across months and years. */
export function addDays(day: string, days: number): string {
  const date = dayOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** `day` moved `months` months; a day the target month lacks becomes its last (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const mo = (index % 12) + 1;
  const d = Math.min(date, lastDayOfMonth(y, mo));
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / 86_400_000);
}

/** '25/11/2026' from '2026-11-25', without passing through an instant. */
export function formatDayBR(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
