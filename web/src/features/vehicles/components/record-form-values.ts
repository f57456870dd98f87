/** Helpers shared by the record modals: datetime-local text, typed numbers, optional text. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a datetime-local input shows it, in the browser's time zone (spec section 4: the date defaults to now). */
export function localDateTimeValue(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local date-time as ISO; absent when empty (the server takes now); text that is no date is sent as is for the schema to refuse. */
export function performedAtOf(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** Spec section 5: empty optional fields are sent absent. */
export const optionalTextOf = (text: string): string | undefined => (text.trim() === '' ? undefined : text);
export const optionalNumberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
