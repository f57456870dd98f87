import { daysBetween } from '../dates';
import { keysOf } from '../labels';

/**
 * How close a deadline is, counted in the company's calendar days: 'Em dia', 'Vence em
 * breve' from 30 days before, 'Vencido' after the day itself (the due day still counts as in time).
 */

export const DUE_SOON_DAYS = 30;

export const DUE_STATUS_LABELS = {
  ok: 'Em dia',
  due_soon: 'Vence em breve',
  expired: 'Vencido',
} as const;
export const DUE_STATUSES = keysOf(DUE_STATUS_LABELS);
export type DueStatus = (typeof DUE_STATUSES)[number];

/** Days from `today` to `dueDay`: 0 on the day, negative once past. */
export function daysLeft(dueDay: string, today: string): number {
  return daysBetween(today, dueDay);
}

export function dueStatus(dueDay: string, today: string): DueStatus {
  const left = daysLeft(dueDay, today);
  if (left < 0) return 'expired';
  return left <= DUE_SOON_DAYS ? 'due_soon' : 'ok';
}

/** 'Vence hoje', 'Vence amanhã', 'Faltam 12 dias', 'Venceu há 3 dias'. */
export function daysLeftLabel(dueDay: string, today: string): string {
  const left = daysLeft(dueDay, today);
  if (left === 0) return 'Vence hoje';
  if (left === 1) return 'Vence amanhã';
  if (left > 1) return `Faltam ${left} dias`;
  return left === -1 ? 'Venceu ontem' : `Venceu há ${-left} dias`;
}

/** The days before a deadline on which the admins (and a driver, of their own papers) are told. */
export const NOTICE_THRESHOLDS = [30, 15, 7, 0] as const;
export type NoticeThreshold = (typeof NOTICE_THRESHOLDS)[number];

/**
 * The notice due for a deadline today: the most urgent threshold already reached (0 on the day and
 * after it), or null while more than 30 days remain. A job that ran late sends only this one, and
 * a threshold once sent is never sent again (the caller keeps one marker per threshold).
 */
export function noticeThreshold(dueDay: string, today: string): NoticeThreshold | null {
  const left = daysLeft(dueDay, today);
  if (left > NOTICE_THRESHOLDS[0]) return null;
  return [...NOTICE_THRESHOLDS].reverse().find((threshold) => left <= threshold) ?? null;
}
