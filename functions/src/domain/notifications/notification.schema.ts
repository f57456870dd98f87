import { z } from 'zod';
import { formatDateTimeBR } from '../dates';
import { MESSAGES } from '../messages';
import { paths } from '../paths';

export const NOTIFICATION_TYPES = ['checklist_assigned', 'checklist_overdue'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** An in-app notification of a field user (companies/{c}/users/{u}/notifications). */
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

export type NotificationContent = Pick<AppNotification, 'type' | 'title' | 'body' | 'checklistId' | 'link'>;

interface ChecklistRef {
  id: string;
  templateName: string;
  dueDate: string;
}

/**
 * One notification per checklist and type: its id is derived from both, so a duplicate delivery
 * of the same event can never notify twice.
 */
export function notificationId(type: NotificationType, checklistId: string): string {
  return `${type}_${checklistId}`;
}

export function assignedNotification(c: ChecklistRef): NotificationContent {
  return {
    type: 'checklist_assigned',
    title: MESSAGES.notifications.assignedTitle,
    body: MESSAGES.notifications.assignedBody(c.templateName, formatDateTimeBR(c.dueDate)),
    checklistId: c.id,
    link: paths.field.checklist(c.id),
  };
}

export function overdueNotification(c: ChecklistRef): NotificationContent {
  return {
    type: 'checklist_overdue',
    title: MESSAGES.notifications.overdueTitle,
    body: MESSAGES.notifications.overdueBody(c.templateName, formatDateTimeBR(c.dueDate)),
    checklistId: c.id,
    link: paths.field.checklist(c.id),
  };
}

/** `POST /api/users/fcm-token`. */
export const FcmTokenInputSchema = z.strictObject({
  fcmToken: z
    .string({ error: MESSAGES.notifications.fcmTokenRequired })
    .trim()
    .min(1, MESSAGES.notifications.fcmTokenRequired)
    .max(4096),
});
export type FcmTokenInput = z.infer<typeof FcmTokenInputSchema>;

export const NotificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

export interface NotificationPage {
  items: AppNotification[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}
