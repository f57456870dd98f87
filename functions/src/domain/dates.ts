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
