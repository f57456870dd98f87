import { formatDayBR } from '../dates';
import { formatPlate } from '../fleet/plate';
import type { NotificationContent } from '../notifications/notification.schema';
import { paths } from '../paths';
import type { DeadlineEntry } from './deadlines';
import { daysLeft, type NoticeThreshold } from './due-status';

/**
 * The daily notices of deadlines: the admins are told of every entry 30, 15 and 7 days
 * before and on the day, the driver of their own CNH and exam. One notice per entry, due day and
 * threshold: a renewed item (a new due day) is told again.
 */

/** Firestore id of a notice's marker (and the round of its notifications): entry, due day, threshold. */
export const noticeId = (entry: Pick<DeadlineEntry, 'key' | 'dueDay'>, threshold: NoticeThreshold) =>
  `${entry.key}_${entry.dueDay}_${threshold}`;

/** 'vence em 15 dias', 'vence amanhã', 'vence hoje', 'venceu em 20/11/2026'. */
function when(dueDay: string, today: string, verbs: { future: string; past: string }): string {
  const left = daysLeft(dueDay, today);
  if (left < 0) return `${verbs.past} em ${formatDayBR(dueDay)}`;
  if (left === 0) return `${verbs.future} hoje`;
  if (left === 1) return `${verbs.future} amanhã`;
  return `${verbs.future} em ${left} dias`;
}

const VENCE = { future: 'vence', past: 'venceu' };
const TERMINA = { future: 'termina', past: 'terminou' };

export function deadlineNoticeTitle(dueDay: string, today: string): string {
  const left = daysLeft(dueDay, today);
  if (left < 0) return 'Prazo vencido';
  return left === 0 ? 'Vence hoje' : 'Vencimento próximo';
}

/**
 * 'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 15 dias', 'CNH de João Silva vence
 * hoje', 'Multa 123: prazo de indicação termina em 7 dias'.
 */
export function deadlineNoticeBody(entry: DeadlineEntry, today: string): string {
  if (entry.kind === 'fine') return `${entry.title}: prazo de indicação ${when(entry.dueDay, today, TERMINA)}`;
  const vehicle = entry.kind === 'document' && entry.vehicle;
  const subject = vehicle
    ? `${entry.title} de ${vehicle.name}${vehicle.plate ? ` (${formatPlate(vehicle.plate)})` : ''}`
    : entry.title;
  return `${subject} ${when(entry.dueDay, today, VENCE)}`;
}

/** What the admins get: the link opens the item's screen. */
export function adminDeadlineNotice(
  entry: DeadlineEntry,
  threshold: NoticeThreshold,
  today: string,
): NotificationContent {
  return {
    type: 'deadline_approaching',
    title: deadlineNoticeTitle(entry.dueDay, today),
    body: deadlineNoticeBody(entry, today),
    checklistId: '',
    link: entry.link,
    round: noticeId(entry, threshold),
  };
}

/** Whether the entry's driver is told too: their own CNH and toxicological exam. */
export const toldToDriver = (entry: DeadlineEntry) =>
  entry.driver !== null && (entry.kind === 'cnh' || entry.kind === 'toxicological_exam');

/** The driver's own: 'Sua CNH vence em 15 dias', 'Seu exame toxicológico venceu em 20/11/2026'. */
export function driverDeadlineNotice(
  entry: DeadlineEntry,
  threshold: NoticeThreshold,
  today: string,
): NotificationContent {
  const subject = entry.kind === 'cnh' ? 'Sua CNH' : 'Seu exame toxicológico';
  return {
    type: 'deadline_approaching',
    title: deadlineNoticeTitle(entry.dueDay, today),
    body: `${subject} ${when(entry.dueDay, today, VENCE)}`,
    checklistId: '',
    link: paths.field.driver,
    round: noticeId(entry, threshold),
  };
}
