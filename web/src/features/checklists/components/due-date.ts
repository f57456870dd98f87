const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value (YYYY-MM-DDTHH:mm) for `date` in the browser's time zone, to the minute. */
export function toLocalDateTimeInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The instant a `datetime-local` value means in the browser's time zone, as ISO 8601 (UTC), or null. */
export function localDateTimeToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
