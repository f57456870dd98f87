/** Dates reach the client as Date, ISO string, epoch milliseconds or a Firestore timestamp object. */
export type DateInput =
  | Date
  | string
  | number
  | { seconds: number }
  | { _seconds: number }
  | null
  | undefined;

const LOCALE = 'pt-BR';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const currencyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
  else if ('seconds' in value) date = new Date(value.seconds * 1000);
  else date = new Date(value._seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/mm/aaaa; an empty string when there is no valid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** dd/mm/aaaa hh:mm */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date).replace(',', '') : '';
}

/** e.g. "sexta-feira, 21 de novembro de 2025" */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : '';
}

/** e.g. "R$ 1.234,56" */
export function formatCurrency(value: number): string {
  return currencyFormat.format(value);
}
