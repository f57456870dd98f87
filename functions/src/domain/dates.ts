/** Dates as people in Brazil read them, wherever the code runs (servers run in UTC). */
const dateTimeBR = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
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

const dateBR = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** Year, month and day in São Paulo; 'en-CA' writes them as YYYY-MM-DD. */
const isoDayBR = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '21/11/2026' (São Paulo time). */
export function formatDateBR(iso: string): string {
  return dateBR.format(new Date(iso));
}

/** '2026-11-21': the day in São Paulo, for file names. */
export function isoDayInBrazil(date: Date): string {
  return isoDayBR.format(date);
}
