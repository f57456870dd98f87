import { formatDayBR } from '../dates';
import { paths } from '../paths';
import type { AlertLine } from './alert-email';

/** What the admins' morning summary tells, each item with its screen. */
export interface SummaryFacts {
  /** The company's today, 'YYYY-MM-DD'. */
  today: string;
  missedYesterday: Array<{ templateName: string; userName: string; vehicle: string | null }>;
  outOfService: Array<{ label: string }>;
  /** Open (or in progress) critical defects: what keeps the vehicles out of service. */
  openCriticalDefects: Array<{ title: string; vehicle: string }>;
  /** Sent checklists waiting for their review ('Pendentes' in 'Respostas'). */
  awaitingReview: number;
  /** Deadlines past or within 7 days: documents, CNHs, fines' indications. */
  deadlines: Array<{ title: string; vehicle: string | null; dueDay: string }>;
}

export interface SummaryMessage {
  title: string;
  lines: AlertLine[];
  link: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The screens each part of the summary opens, filtered to what it counts. */
export const SUMMARY_LINKS = {
  outOfService: paths.admin.vehicles,
  openCriticalDefects: `${paths.admin.defects}?severity=critical`,
  awaitingReview: `${paths.admin.responses}?status=pending`,
  deadlines: paths.admin.deadlines,
  missedYesterday: paths.admin.dashboard,
} as const;

/** The summary in pt-BR, with counts, what each is and its screen; null when there is nothing to say (nothing is sent). */
export function morningSummary(facts: SummaryFacts, link: string): SummaryMessage | null {
  const { missedYesterday, outOfService, openCriticalDefects, awaitingReview, deadlines, today } = facts;
  const total =
    missedYesterday.length + outOfService.length + openCriticalDefects.length + awaitingReview + deadlines.length;
  if (total === 0) return null;
  const lines: AlertLine[] = [];
  if (outOfService.length) {
    lines.push({
      text: `${plural(outOfService.length, 'veículo fora de serviço', 'veículos fora de serviço')}: ${outOfService.map((v) => v.label).join('; ')}`,
      link: SUMMARY_LINKS.outOfService,
    });
  }
  if (openCriticalDefects.length) {
    const items = openCriticalDefects.map((d) => `${d.title} — ${d.vehicle}`);
    lines.push({
      text: `${plural(openCriticalDefects.length, 'defeito crítico aberto', 'defeitos críticos abertos')}: ${items.join('; ')}`,
      link: SUMMARY_LINKS.openCriticalDefects,
    });
  }
  if (awaitingReview) {
    lines.push({
      text: `${plural(awaitingReview, 'resposta aguardando revisão', 'respostas aguardando revisão')}`,
      link: SUMMARY_LINKS.awaitingReview,
    });
  }
  if (deadlines.length) {
    const items = deadlines.map((d) => {
      const what = d.vehicle ? `${d.title} — ${d.vehicle}` : d.title;
      return d.dueDay < today
        ? `${what} (vencido em ${formatDayBR(d.dueDay)})`
        : `${what} (vence em ${formatDayBR(d.dueDay)})`;
    });
    lines.push({
      text: `${plural(deadlines.length, 'vencimento', 'vencimentos')} vencidos ou nos próximos 7 dias: ${items.join('; ')}`,
      link: SUMMARY_LINKS.deadlines,
    });
  }
  if (missedYesterday.length) {
    const items = missedYesterday.map((m) => [m.templateName, m.vehicle, m.userName].filter(Boolean).join(' — '));
    lines.push({
      text: `${plural(missedYesterday.length, 'checklist não realizado', 'checklists não realizados')} ontem: ${items.join('; ')}`,
      link: SUMMARY_LINKS.missedYesterday,
    });
  }
  return { title: `Resumo do dia ${formatDayBR(today)}`, lines, link };
}
