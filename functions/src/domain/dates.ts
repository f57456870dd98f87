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
 * Hours from UTC of each of Brazil's zones from March 2019 on: none keeps daylight saving since
 * then (Decreto 9.772/2019), so their wall clock is arithmetic, with no Intl formatter to build
 * (it loads the locale's and the zone's data in a long task on a cheap phone's first screen). An
 * earlier instant, or another zone, goes through Intl and its zone history.
 */
const FIXED_OFFSETS_SINCE = Date.UTC(2019, 2, 1);
const UTC_OFFSET_HOURS: Record<TimeZone, number> = {
  'America/Noronha': -2,
  'America/Sao_Paulo': -3,
  'America/Manaus': -4,
  'America/Rio_Branco': -5,
};

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** The months' and weekdays' names in pt-BR, lower case as a date reads them ('7 de março'). */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** '21/11/2026 14:30' in `timeZone`. */
export function formatDateTimeBR(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(new Date(iso), timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** '2026-11-21': the calendar day in `timeZone`. */
export function isoDayIn(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0 is Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `timeZone` at `at`. */
export function zonedParts(at: Date, timeZone: string): WallClock {
  if (!isTimeZone(timeZone) || at.getTime() < FIXED_OFFSETS_SINCE) return intlParts(at, timeZone);
  const wall = new Date(at.getTime() + UTC_OFFSET_HOURS[timeZone] * 3_600_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const intlFormatters = new Map<string, Intl.DateTimeFormat>();

/** A zone outside Brazil's table, through Intl (numbers only: no locale's words to parse). */
function intlParts(at: Date, timeZone: string): WallClock {
  let format = intlFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    intlFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
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
