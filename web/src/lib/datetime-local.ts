import { zonedInstant, zonedParts } from '@domain/dates';
import { displayTimeZone } from './format';

/**
 * `<input type="datetime-local">` speaks YYYY-MM-DDTHH:mm with no offset; the API speaks ISO 8601
 * instants. These two convert between them in the company's time zone (the one dates are shown
 * in), not the browser's: a due date typed as 18:00 is 18:00 on the company's clock.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The input's value for an instant (by default now), to the minute; '' when it is no date. */
export function localDateTimeValue(value: Date | string = new Date(), timeZone: string = displayTimeZone()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The instant an input's value means, as ISO 8601 (UTC); null when it is empty or no date. */
export function localDateTimeToIso(value: string, timeZone: string = displayTimeZone()): string | null {
  const match = VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  // Date.UTC would roll 2026-13-45 over into a real day: only a calendar day and a clock time are values.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return zonedInstant(year, month, day, hour * 60 + minute, timeZone).toISOString();
}
