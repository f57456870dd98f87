/** The API sends dates as ISO 8601 strings; screens also format a Date of their own. */
export type DateInput = Date | string | null | undefined;

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

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
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
