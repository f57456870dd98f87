import {
  DEFAULT_TIME_ZONE,
  formatDateTimeBR,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  zonedParts,
  type TimeZone,
} from '@domain/dates';

/** The API sends dates as ISO 8601 strings; screens also format a Date of their own. */
export type DateInput = Date | string | null | undefined;

const LOCALE = 'pt-BR';

/**
 * Every date a person reads is in their company's time zone, whatever the browser's: the session
 * sets it (auth-provider) before the screens render; São Paulo until then and for the superadmin.
 */
let displayZone: TimeZone = DEFAULT_TIME_ZONE;

export function setDisplayTimeZone(timeZone: TimeZone): void {
  displayZone = timeZone;
}

export function displayTimeZone(): TimeZone {
  return displayZone;
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** The wall clock of the display zone (arithmetic for Brazil's zones: no Intl formatter to build on first paint). */
const wallClock = (date: Date) => zonedParts(date, displayZone);

/**
 * Number formatters are built on first use, not when the app starts: the first Intl formatter
 * loads the locale's data, a long task on a cheap phone that no field screen needs at first paint.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let found = numberFormats.get(kind);
  if (!found) {
    found = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(kind, found);
  }
  return found;
}

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/mm/aaaa; an empty string when there is no valid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = wallClock(date);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;
}

/** dd/mm/aaaa hh:mm */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDateTimeBR(date.toISOString(), displayZone) : '';
}

/** hh:mm */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = wallClock(date);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** dd/mm (the vehicle charts' axis). */
export function formatDayMonth(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = wallClock(date);
  return `${pad(p.day)}/${pad(p.month)}`;
}

/** e.g. "sexta-feira, 21 de novembro de 2025" */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = wallClock(date);
  return `${WEEKDAY_NAMES[p.weekday]}, ${p.day} de ${MONTH_NAMES[p.month - 1]} de ${p.year}`;
}

/** R$ 1.234,56 (Intl separates the symbol with a no-break space; a plain one reads the same and matches typed text). */
export function formatCurrency(value: number): string {
  return numberFormat('currency', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/\u00a0/g, ' ');
}

/** 123.456 */
export function formatInteger(value: number): string {
  return numberFormat('integer', { maximumFractionDigits: 0 }).format(value);
}

/** 123.456 km (the fleet screens and the dashboard's fleet panel). */
export function formatKm(value: number): string {
  return `${formatInteger(value)} km`;
}

/** A rate already in percent, with one decimal (spec section 9): 66.7 → "66,7%". */
export function formatPercent(value: number): string {
  return `${numberFormat('percent', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, one: string, many: string) => `há ${count} ${count === 1 ? one : many}`;

/** Spec section 9: minutes under an hour, hours under a day, days under a week, then the pt-BR date. */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'agora';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hora', 'horas');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'dia', 'dias');
  return formatDate(date);
}
