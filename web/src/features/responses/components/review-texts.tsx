import type { QuestionReviewStatus } from '@domain/checklists/checklist.schema';
import type { ResponsesPage, ReviewStatus, ReviewTab } from '@domain/checklists/review.schema';
import { reportMessages } from '@domain/checklists/messages';
import { MAX_KM_PER_DAY, type ChecklistVehicle, type OdometerCheck } from '@domain/fleet/inspection';
import { formatPlate } from '@domain/fleet/plate';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatKm } from '@/lib/format';

/** The review screens' words (spec sections 2, 4 and 8), each in one place. */
export const REVIEW_TEXTS = {
  title: 'Respostas dos Checklists',
  approveError: 'Erro ao aprovar questão',
  rejectError: 'Erro ao rejeitar questão',
  approveAllError: 'Erro ao aprovar todas as questões',
  approveAllConfirm: 'Tem certeza que deseja aprovar todas as questões?',
  pdfError: reportMessages.generateError,
  /** The server answered but could not render the report (as opposed to no connection). */
  pdfFailed: 'Falha na geração do PDF',
  pdfDone: 'PDF gerado e baixado com sucesso!',
  /** While the report is asked for (spec), then with how far its render is. */
  pdfBusy: 'Gerando PDF...',
  pdfProgress: reportMessages.progress,
  notFound: 'Resposta não encontrada',
  emptyTitle: 'Nenhuma resposta para revisar',
  emptyHint: 'As respostas dos checklists aparecerão aqui quando os usuários as submeterem.',
} as const;

/**
 * Why a report did not come (spec section 8): the server's own words when it sent them ('O PDF só
 * pode ser gerado para checklists aprovados', 'Falha na geração do PDF'); 'Falha na geração do
 * PDF' for a server error without them; 'Erro ao gerar PDF. Tente novamente.' for no connection.
 */
/** The wait's words: 'Gerando PDF...' until the server tells how far it is, then 'Gerando PDF… 40%'. */
export function pdfWaitText(progress: number | null): string {
  return progress === null ? REVIEW_TEXTS.pdfBusy : REVIEW_TEXTS.pdfProgress(progress);
}

export function pdfErrorText(error: unknown): string {
  const serverFailed = error instanceof ApiError && error.status >= 500;
  return errorMessage(error, serverFailed ? REVIEW_TEXTS.pdfFailed : REVIEW_TEXTS.pdfError);
}

export const TAB_LABELS: Record<ReviewTab, string> = {
  all: 'Todas',
  pending: 'Pendentes',
  in_review: 'Em Revisão',
  approved: 'Aprovadas',
  rejected: 'Rejeitadas',
};

/** Spec section 4: a sent checklist waiting for review reads 'Pendente de Revisão'. */
const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pendente de Revisão',
  in_progress: 'Em Andamento',
  in_review: 'Em Revisão',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
};

/** Spec section 9's status colours: pending yellow, in review blue, approved green, rejected red. */
const REVIEW_STATUS_TONES: Record<ReviewStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'neutral',
  in_review: 'info',
  approved: 'success',
  rejected: 'danger',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge tone={REVIEW_STATUS_TONES[status] ?? 'neutral'}>{REVIEW_STATUS_LABELS[status] ?? status}</Badge>;
}

const QUESTION_LABELS: Record<QuestionReviewStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Rejeitada',
};
const QUESTION_TONES: Record<QuestionReviewStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function QuestionStatusBadge({ status }: { status: QuestionReviewStatus }) {
  return <Badge tone={QUESTION_TONES[status]}>{QUESTION_LABELS[status]}</Badge>;
}

/** 'Exibindo X - Y de Z respostas' and, on a tab other than Todas, '(filtradas de N total)'. */
export function showingText(
  data: ResponsesPage,
  tab: ReviewTab,
): { range: string; filtered: string | null; total: number } {
  const first = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.page * data.pageSize, data.total);
  return {
    range: `Exibindo ${first} - ${last} de ${data.total} respostas`,
    filtered: tab === 'all' ? null : `(filtradas de ${data.counts.all} total)`,
    total: data.total,
  };
}

/** An inspection's vehicle as the review screens name it: 'Caminhão 01 · ABC-1234'. */
export function vehicleText(vehicle: ChecklistVehicle): string {
  return `${vehicle.name} · ${formatPlate(vehicle.plate)}`;
}

/** Why the server flagged an odometer reading (the phone's odometerCheckMessage, without the last km it knew). */
const ODOMETER_CHECK_REASONS: Record<OdometerCheck, string> = {
  below_last: 'menor que a última registrada para o veículo',
  too_far: `mais de ${formatKm(MAX_KM_PER_DAY)} por dia acima da última registrada para o veículo`,
};

/** The reviewer's warning on a flagged reading: it enters the vehicle's odometer only once approved. */
export function odometerWarning(check: OdometerCheck): string {
  return `Leitura fora do esperado: ${ODOMETER_CHECK_REASONS[check]}. Ela só entra no hodômetro do veículo quando esta resposta for aprovada.`;
}
