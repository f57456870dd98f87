import type { PageRequest } from '../domain/api';
import { notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import {
  notificationId,
  type AppNotification,
  type NotificationContent,
  type NotificationPage,
} from '../domain/notifications/notification.schema';
import type { CompanySession } from '../domain/roles';
import { log } from '../platform/logger';
import { MAX_TOKENS_PER_MULTICAST, type PushSender } from '../platform/messaging';
import { companyAdminIds, companyIds, companyUserIds } from '../companies';
import { notificationsCutoff } from '../domain/users/personal-data';
import { pushTokensRepository } from './push-tokens.repository';
import { personWants, sendAlert, type AlertMessage } from './deliveries.service';
import { inboxOf, notificationsRepository as repo, type Inbox } from './notifications.repository';
import { inCompanyTurns } from '../jobs/company-turns';

/**
 * Pushes a notification to every device of the user, ≤ 500 tokens per call. Tokens FCM reports
 * as unregistered are forgotten; other failures keep the token. A failure is logged, never
 * thrown: the notification document is already stored and must not be undone by FCM.
 */
export async function pushToUser(push: PushSender, companyId: string, userId: string, content: NotificationContent) {
  const counts = { devices: 0, sent: 0, unregistered: 0, failed: 0 };
  try {
    const tokens = await pushTokensRepository.listForUser(companyId, userId);
    counts.devices = tokens.length;
    const message = {
      title: content.title,
      body: content.body,
      data: { type: content.type, checklistId: content.checklistId, link: content.link },
    };
    const unregistered: string[] = [];
    for (let i = 0; i < tokens.length; i += MAX_TOKENS_PER_MULTICAST) {
      const chunk = tokens.slice(i, i + MAX_TOKENS_PER_MULTICAST);
      const outcomes = await push.sendMulticast(chunk, message);
      outcomes.forEach((outcome, j) => {
        counts[outcome] += 1;
        if (outcome === 'unregistered') unregistered.push(chunk[j]!);
      });
    }
    await pushTokensRepository.remove(unregistered);
    if (counts.devices > 0) log.pushSent(companyId, userId, counts);
  } catch (error) {
    log.pushFailed(companyId, userId, error);
  }
  return counts;
}

/** The bell's notification as the outbox's message: the notification's id names the event. */
const alertOf = (content: NotificationContent): AlertMessage => ({
  event: notificationId(content.type, content.checklistId, content.round),
  kind: content.type,
  title: content.title,
  lines: [content.body],
  link: content.link,
});

/**
 * Tells one person: the in-app notification and the push once per checklist and type (a
 * redelivered event finds the notification there and pushes nothing), the e-mail and WhatsApp
 * they chose once per channel through the outbox. True when the notification was new.
 */
async function notifyPerson(
  push: PushSender,
  companyId: string,
  personId: string,
  inbox: Inbox,
  content: NotificationContent,
) {
  const created = await repo.createOnce(companyId, personId, content, inbox);
  // Asked even for a notification already there: a run cut short after storing it still sends.
  await sendAlert(companyId, { id: personId, inbox }, alertOf(content));
  if (!created) return false;
  if (await personWants(companyId, personId, inbox, content.type, 'push'))
    await pushToUser(push, companyId, personId, content);
  return true;
}

/** A field user told of their checklist or deadline; true when this call notified. */
export function notifyUser(push: PushSender, companyId: string, userId: string, content: NotificationContent) {
  return notifyPerson(push, companyId, userId, 'users', content);
}

/**
 * Tells every admin of the company, each once (the notification's id is the marker): a run
 * repeated after a failure tells only those it had not told yet. How many were told now.
 */
export async function notifyAdmins(push: PushSender, companyId: string, content: NotificationContent): Promise<number> {
  let told = 0;
  for (const adminId of await companyAdminIds(companyId)) {
    if (await notifyPerson(push, companyId, adminId, 'admins', content)) told += 1;
  }
  return told;
}

/**
 * LGPD erasure: the admins' notifications keep what happened without the person, `rewrite` taking
 * them out of each title and body (their own notifications go with them); how many changed.
 */
export async function rewriteAdminNotifications(companyId: string, rewrite: (text: string) => string): Promise<number> {
  let changed = 0;
  for (const adminId of await companyAdminIds(companyId)) {
    changed += await repo.rewriteTexts(companyId, adminId, 'admins', rewrite);
  }
  return changed;
}

/** The in-app notification alone, once (no push: the person is told in the app); true when this call stored it. */
export function notifyInApp(companyId: string, userId: string, content: NotificationContent): Promise<boolean> {
  return repo.createOnce(companyId, userId, content);
}

/** The user's notifications, newest first, up to `limit` (their data export). */
export async function userNotifications(companyId: string, userId: string, limit: number): Promise<AppNotification[]> {
  return (await repo.list(companyId, userId, { page: 1, pageSize: limit }, false)).items;
}

/** This device's push token now belongs to the person signed in on it (taken from whoever had it). */
export function registerPushToken(companyId: string, userId: string, token: string): Promise<void> {
  return pushTokensRepository.register(companyId, userId, token);
}

/** A person removed: their devices get no more pushes. */
export function removePushTokensOf(companyId: string, userId: string): Promise<void> {
  return pushTokensRepository.removeForUser(companyId, userId);
}

/**
 * A removed checklist takes every notification of it along: its user's (none may open 'Checklist
 * não encontrado') and each admin's ('Checklist não realizado', 'Troca de motorista'). How many went.
 */
export async function removeChecklistNotifications(
  companyId: string,
  userId: string,
  checklistId: string,
): Promise<number> {
  let removed = await repo.removeForChecklist(companyId, userId, checklistId);
  for (const adminId of await companyAdminIds(companyId))
    removed += await repo.removeForChecklist(companyId, adminId, checklistId, 'admins');
  return removed;
}

/**
 * Retention (README, 'LGPD'): every field user's and admin's notifications older than 90 days go. Run daily;
 * a run repeated or cut short is finished by the next one.
 */
export async function removeOldNotifications(now: Date = new Date()): Promise<{ removed: number }> {
  const cutoff = notificationsCutoff(now);
  let removed = 0;
  await inCompanyTurns('removeOldNotifications', await companyIds(), async (companyId) => {
    for (const userId of await companyUserIds(companyId))
      removed += await repo.removeOlderThan(companyId, userId, cutoff);
    for (const adminId of await companyAdminIds(companyId))
      removed += await repo.removeOlderThan(companyId, adminId, cutoff, 'admins');
  });
  if (removed > 0) log.notificationsRemoved(removed);
  return { removed };
}

export async function listNotifications(
  session: CompanySession,
  query: PageRequest & { unread: boolean },
): Promise<NotificationPage> {
  const { page, pageSize, unread } = query;
  const [{ items, nextCursor }, counts] = await Promise.all([
    repo.list(session.companyId, session.uid, query, unread, inboxOf(session.role)),
    repo.counts(session.companyId, session.uid, inboxOf(session.role)),
  ]);
  return { items, total: unread ? counts.unread : counts.total, unread: counts.unread, page, pageSize, nextCursor };
}

export async function markNotificationRead(session: CompanySession, id: string): Promise<AppNotification> {
  const notification = await repo.markRead(session.companyId, session.uid, id, inboxOf(session.role));
  if (!notification) throw notFound(MESSAGES.notifications.notFound);
  return notification;
}

export async function markAllNotificationsRead(session: CompanySession): Promise<{ count: number }> {
  return { count: await repo.markAllRead(session.companyId, session.uid, inboxOf(session.role)) };
}
