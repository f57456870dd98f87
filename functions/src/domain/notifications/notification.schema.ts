import { z } from 'zod';
import { pageParams, type Page } from '../api';
import { DEFAULT_TIME_ZONE, formatDateTimeBR } from '../dates';
import { auditMessages } from '../audit/messages';
import { notificationMessages } from './messages';
import { paths } from '../paths';

export const NOTIFICATION_TYPES = [
  'checklist_assigned',
  'checklist_overdue',
  'checklist_rejected',
  'checklist_approved',
  'account_changed',
  /** The reminder before a checklist is due, a scheduled checklist not done, a vehicle's custody taken over. */
  'checklist_due_soon',
  'checklist_missed',
  'vehicle_custody_changed',
  /** A document, CNH, exam or fine deadline 30, 15 or 7 days ahead, or today. */
  'deadline_approaching',
  /** A critical item failed: the vehicle is 'Fora de serviço' until its defects are dealt with. */
  'vehicle_out_of_service',
  /** A webhook whose receiver kept failing was turned off ('Integrações' › 'Webhooks'). */
  'webhook_disabled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * An in-app notification of a field user (companies/{c}/users/{u}/notifications) or of an admin
 * (companies/{c}/admins/{a}/notifications).
 */
export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  checklistId: string;
  /** Where a click on it (or on its push) leads. */
  link: string;
  createdAt: string;
  readAt: string | null;
}

export type NotificationContent = Pick<AppNotification, 'type' | 'title' | 'body' | 'checklistId' | 'link'> & {
  /** Tells apart repeatable events of one checklist (each review), so each notifies once. */
  round?: string;
};

interface ChecklistRef {
  id: string;
  templateName: string;
  dueDate: string;
}

/**
 * One notification per checklist and type (and review round, for reviews that can repeat): its id
 * is derived from them, so a duplicate delivery of the same event can never notify twice.
 */
export function notificationId(type: NotificationType, checklistId: string, round?: string): string {
  return round ? `${type}_${checklistId}_${round}` : `${type}_${checklistId}`;
}

/** A review's outcome for the field user: rejected answers to correct, or the checklist approved. */
export function reviewedNotification(
  outcome: 'rejected' | 'approved',
  c: { id: string; templateName: string; reviewedAt: string },
): NotificationContent {
  const m = notificationMessages;
  return {
    type: outcome === 'rejected' ? 'checklist_rejected' : 'checklist_approved',
    title: outcome === 'rejected' ? m.rejectedTitle : m.approvedTitle,
    body: outcome === 'rejected' ? m.rejectedBody(c.templateName) : m.approvedBody(c.templateName),
    checklistId: c.id,
    link: paths.field.checklist(c.id),
    round: String(Date.parse(c.reviewedAt)),
  };
}

/**
 * The person told that an admin changed their sign-in: a new e-mail or a password set for them.
 * `round` is the change's time, so each change notifies once.
 */
export function accountChangedNotification(
  change: { email: string } | { password: true },
  at: Date,
): NotificationContent {
  const m = auditMessages;
  const email = 'email' in change;
  return {
    type: 'account_changed',
    title: email ? m.emailChangedTitle : m.passwordSetTitle,
    body: email ? m.emailChangedBody(change.email) : m.passwordSetBody,
    checklistId: '',
    link: paths.field.list,
    round: `${email ? 'email' : 'password'}-${at.getTime()}`,
  };
}

/** The due date is written on the company's clock (`timeZone`). */
export function assignedNotification(c: ChecklistRef, timeZone: string = DEFAULT_TIME_ZONE): NotificationContent {
  return {
    type: 'checklist_assigned',
    title: notificationMessages.assignedTitle,
    body: notificationMessages.assignedBody(c.templateName, formatDateTimeBR(c.dueDate, timeZone)),
    checklistId: c.id,
    link: paths.field.checklist(c.id),
  };
}

export function overdueNotification(c: ChecklistRef, timeZone: string = DEFAULT_TIME_ZONE): NotificationContent {
  return {
    type: 'checklist_overdue',
    title: notificationMessages.overdueTitle,
    body: notificationMessages.overdueBody(c.templateName, formatDateTimeBR(c.dueDate, timeZone)),
    checklistId: c.id,
    link: paths.field.checklist(c.id),
  };
}

/**
 * The reminder a while before a checklist is due (the company's 'Lembrete antes do vencimento'):
 * the due time in the company's zone, where its people are.
 */
export function dueSoonNotification(c: ChecklistRef, timeZone: string): NotificationContent {
  const time = formatDateTimeBR(c.dueDate, timeZone).slice(-5);
  return {
    type: 'checklist_due_soon',
    title: notificationMessages.dueSoonTitle,
    body: notificationMessages.dueSoonBody(c.templateName, time),
    checklistId: c.id,
    link: paths.field.checklist(c.id),
  };
}

interface MissedChecklist extends ChecklistRef {
  userName: string;
  vehicle?: { name: string; plate: string };
}

/** 'Checklist não realizado' for a scheduled checklist past due: its user opens it, an admin the dashboard's list. */
export function missedNotification(c: MissedChecklist, to: 'user' | 'admin'): NotificationContent {
  const vehicle = c.vehicle ? (c.vehicle.plate ? `${c.vehicle.name} (${c.vehicle.plate})` : c.vehicle.name) : null;
  return {
    type: 'checklist_missed',
    title: notificationMessages.missedTitle,
    body: notificationMessages.missedBody(c.templateName, vehicle, c.userName),
    checklistId: c.id,
    link: to === 'user' ? paths.field.checklist(c.id) : paths.admin.dashboard,
  };
}

/** `POST /api/users/fcm-token`. */
export const FcmTokenInputSchema = z.strictObject({
  fcmToken: z
    .string({ error: notificationMessages.fcmTokenRequired })
    .trim()
    .min(1, notificationMessages.fcmTokenRequired)
    .max(4096),
});

export const NotificationListQuerySchema = z.strictObject({
  ...pageParams(20),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export interface NotificationPage extends Page<AppNotification> {
  unread: number;
}
