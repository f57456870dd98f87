import { formatDayBR } from '../dates';

/** What the admins' morning summary tells, each item with its screen. */
export interface SummaryFacts {
  /** The company's today, 'YYYY-MM-DD'. */
  today: string;
  missedYesterday: Array<{ templateName: string; userName: string; vehicle: string | null }>;
  outOfService: Array<{ label: string }>;
  /** Deadlines past or within 7 days: documents, CNHs, fines' indications. */
  deadlines: Array<{ title: string; vehicle: string | null; dueDay: string }>;
}

export interface SummaryMessage {
  title: string;
  lines: string[];
  link: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary in pt-BR, with counts and what each is; null when there is nothing to say (nothing is sent). */
export function morningSummary(facts: SummaryFacts, link: string): SummaryMessage | null {
  const { missedYesterday, outOfService, deadlines, today } = facts;
  if (missedYesterday.length + outOfService.length + deadlines.length === 0) return null;
  const lines: string[] = [];
  if (outOfService.length) {
    lines.push(
      `${plural(outOfService.length, 'veículo fora de serviço', 'veículos fora de serviço')}: ${outOfService.map((v) => v.label).join('; ')}`,
    );
  }
  if (deadlines.length) {
    const items = deadlines.map((d) => {
      const what = d.vehicle ? `${d.title} — ${d.vehicle}` : d.title;
      return d.dueDay < today
        ? `${what} (vencido em ${formatDayBR(d.dueDay)})`
        : `${what} (vence em ${formatDayBR(d.dueDay)})`;
    });
    lines.push(
      `${plural(deadlines.length, 'vencimento', 'vencimentos')} vencidos ou nos próximos 7 dias: ${items.join('; ')}`,
    );
  }
  if (missedYesterday.length) {
    const items = missedYesterday.map((m) => [m.templateName, m.vehicle, m.userName].filter(Boolean).join(' — '));
    lines.push(
      `${plural(missedYesterday.length, 'checklist não realizado', 'checklists não realizados')} ontem: ${items.join('; ')}`,
    );
  }
  return { title: `Resumo do dia ${formatDayBR(today)}`, lines, link };
}
