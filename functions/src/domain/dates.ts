/** The company's clock: dates, weeks and months as people in Brazil live them (servers run in UTC). */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

/** Dates as people in Brazil read them, wherever the code runs. */
const dateTimeBR = new Intl.DateTimeFormat('pt-BR', {
  timeZone: COMPANY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '21/11/2026 14:30' (São Paulo time). */
export function formatDateTimeBR(iso: string): string {
  return dateTimeBR.format(new Date(iso)).replace(',', '');
}

/** Year, month and day in São Paulo; 'en-CA' writes them as YYYY-MM-DD. */
const isoDayBR = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-11-21': the day in São Paulo, for file names. */
export function isoDayInBrazil(date: Date): string {
  return isoDayBR.format(date);
}
