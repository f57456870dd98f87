import type { ActivityType } from '@domain/dashboard/dashboard.types';
import { deadlineMessages } from '@domain/deadlines/messages';

/** The dashboard's texts: the spec's (sections 2 and 8) as written, the rest in the same voice. */
export const DASHBOARD_TEXTS = {
  loadError: 'Erro ao carregar dados do dashboard',
  loading: 'Carregando dashboard...',
  noActivity: 'Nenhuma atividade recente',
  showMore: 'Ver mais atividades',
  showLess: 'Ver menos',
  overdue: (count: number) => (count === 1 ? 'Atenção: 1 checklist vencido' : `Atenção: ${count} checklists vencidos`),
  overdueHint: 'Pendentes ou em andamento com o prazo já passado.',
  noOilChange: 'Nenhum veículo precisa de troca de óleo',
  noReminders: 'Nenhum lembrete vencendo',
  outOfService: 'Veículos fora de serviço',
  outOfServiceHint: 'Parados até o reparo dos defeitos críticos abaixo.',
  criticalDefects: (count: number) => (count === 1 ? '1 defeito crítico aberto' : `${count} defeitos críticos abertos`),
  criticalDefectsOf: (vehicle: string) => `Defeitos críticos de ${vehicle}`,
  moreDefects: (count: number) => `e mais ${count}`,
  awaitingReview: (count: number) => `Aguardando revisão: ${count}`,
  awaitingReviewHint: 'Checklists enviados esperando a sua revisão.',
  noneAwaitingReview: 'Nenhum checklist enviado esperando revisão.',
  noRejections: 'Nenhuma questão rejeitada nos últimos 30 dias',
  noCompanies: 'Nenhuma empresa cadastrada',
  missedToday: 'Não realizados hoje',
  missedTodayHint: 'Checklists agendados para hoje atrasados ou ainda não iniciados.',
  noneMissedToday: 'Nenhum checklist agendado pendente hoje',
  missedTodayError: 'Erro ao carregar os checklists não realizados hoje',
  missedTodayMore: (listed: number, total: number) => `Mostrando ${listed} de ${total}`,
  deadlines: 'Próximos vencimentos',
  deadlinesHint: 'Documentos, CNHs, exames e prazos de indicação de multas.',
  noDeadlines: 'Nenhum vencimento a partir de hoje',
  deadlinesError: deadlineMessages.loadError,
  allDeadlines: 'Ver todos os vencimentos',
} as const;

/** What each recent-activity entry says happened to its checklist (spec section 4 names the types). */
export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  completed: 'Checklist concluído',
  approved: 'Checklist aprovado',
  rejected: 'Checklist rejeitado',
  assigned: 'Checklist atribuído',
  reviewed: 'Checklist revisado',
};
