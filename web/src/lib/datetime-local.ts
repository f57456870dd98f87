/**
 * `<input type="datetime-local">` speaks YYYY-MM-DDTHH:mm in the browser's own time zone, with no
 * offset; the API speaks ISO 8601 instants. These two convert between them.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The input's value for an instant (by default now), to the minute; '' when it is no date. */
export function localDateTimeValue(value: Date | string = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The instant an input's value means, as ISO 8601 (UTC); null when it is empty or no date. */
export function localDateTimeToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
