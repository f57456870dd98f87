import { Timestamp, type DocumentData, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  NOTIFICATION_TYPES,
  notificationId,
  type AppNotification,
  type NotificationContent,
  type NotificationType,
} from '../domain/notifications/notification.schema';
import { paths } from '../domain/paths';
import { commitInBatches, deleteInBatches, updateInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';
import type { PageRequest } from '../domain/cursor';
import { createdOnce, toIso } from '../platform/firestore-values';
import { readPage } from '../platform/list-pages';

/** Whose notifications: a field user's (under `users`) or an admin's (under `admins`), each under their own document. */
export type Inbox = 'users' | 'admins';
export const inboxOf = (role: string): Inbox => (role === 'admin' ? 'admins' : 'users');

const collection = (companyId: string, userId: string, inbox: Inbox = 'users') =>
  db().collection('companies').doc(companyId).collection(inbox).doc(userId).collection('notifications');

function toNotification(id: string, d: DocumentData): AppNotification {
  return {
    id,
    type: NOTIFICATION_TYPES.includes(d.type) ? (d.type as NotificationType) : 'checklist_assigned',
    title: String(d.title ?? ''),
    body: String(d.body ?? ''),
    checklistId: String(d.checklistId ?? ''),
    link: String(d.link ?? paths.field.list),
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    readAt: toIso(d.readAt),
  };
}

export const notificationsRepository = {
  /** The document of a checklist's notification: one per checklist and type. */
  ref: (companyId: string, userId: string, content: NotificationContent, inbox: Inbox = 'users') =>
    collection(companyId, userId, inbox).doc(notificationId(content.type, content.checklistId, content.round)),

  // `read` mirrors `readAt` because the local emulator does not filter on `== null`.
  data: (content: NotificationContent) => ({ ...content, createdAt: Timestamp.now(), readAt: null, read: false }),

  /** False when this notification already exists (a redelivered event). */
  createOnce(
    companyId: string,
    userId: string,
    content: NotificationContent,
    inbox: Inbox = 'users',
  ): Promise<boolean> {
    return createdOnce(() => this.ref(companyId, userId, content, inbox).create(this.data(content)));
  },

  async list(companyId: string, userId: string, request: PageRequest, unreadOnly: boolean, inbox: Inbox = 'users') {
    const all = collection(companyId, userId, inbox);
    const base = unreadOnly ? all.where('read', '==', false) : all;
    const { docs, nextCursor } = await readPage(base, { field: 'createdAt', direction: 'desc' }, request);
    return { items: docs.map((doc) => toNotification(doc.id, doc.data())), nextCursor };
  },

  async counts(companyId: string, userId: string, inbox: Inbox = 'users'): Promise<{ total: number; unread: number }> {
    const [total, unread] = await Promise.all([
      collection(companyId, userId, inbox).count().get(),
      collection(companyId, userId, inbox).where('read', '==', false).count().get(),
    ]);
    return { total: total.data().count, unread: unread.data().count };
  },

  /** Null when there is no such notification; reading twice keeps the first read time. */
  async markRead(
    companyId: string,
    userId: string,
    id: string,
    inbox: Inbox = 'users',
  ): Promise<AppNotification | null> {
    const ref = collection(companyId, userId, inbox).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const data = snap.data()!;
      if (data.readAt) return toNotification(id, data);
      const readAt = Timestamp.now();
      tx.update(ref, { readAt, read: true });
      return toNotification(id, { ...data, readAt });
    });
  },

  /** Removes every notification of one checklist in one inbox; the counts are queries, so they follow. */
  async removeForChecklist(
    companyId: string,
    userId: string,
    checklistId: string,
    inbox: Inbox = 'users',
  ): Promise<number> {
    const snap = await collection(companyId, userId, inbox).where('checklistId', '==', checklistId).get();
    await deleteInBatches(snap.docs.map((doc) => doc.ref));
    return snap.size;
  },

  /** Rewrites the title and body of each notification of an inbox that `rewrite` changes; how many changed. */
  async rewriteTexts(
    companyId: string,
    userId: string,
    inbox: Inbox,
    rewrite: (text: string) => string,
  ): Promise<number> {
    const snap = await collection(companyId, userId, inbox).get();
    const changed = snap.docs.flatMap((doc) => {
      const { title, body } = doc.data() as { title: string; body: string };
      const texts = { title: rewrite(title), body: rewrite(body) };
      return texts.title === title && texts.body === body ? [] : [{ ref: doc.ref, texts }];
    });
    await commitInBatches(
      changed.map(
        ({ ref, texts }) =>
          (batch: WriteBatch) =>
            batch.update(ref, texts),
      ),
    );
    return changed.length;
  },

  /** Deletes the user's notifications made before `cutoff`; how many went. */
  async removeOlderThan(companyId: string, userId: string, cutoff: Date, inbox: Inbox = 'users'): Promise<number> {
    const snap = await collection(companyId, userId, inbox).where('createdAt', '<', Timestamp.fromDate(cutoff)).get();
    await deleteInBatches(snap.docs.map((doc) => doc.ref));
    return snap.size;
  },

  async markAllRead(companyId: string, userId: string, inbox: Inbox = 'users'): Promise<number> {
    const snap = await collection(companyId, userId, inbox).where('read', '==', false).get();
    const readAt = Timestamp.now();
    await updateInBatches(
      snap.docs.map((doc) => doc.ref),
      { readAt, read: true },
    );
    return snap.size;
  },
};

/**
 * Writes the user's notification inside the caller's transaction, beside the change it tells of;
 * its `create()` fails the transaction when the notification already exists (a run that lost the race).
 */
export function createNotificationIn(
  tx: Transaction,
  companyId: string,
  userId: string,
  content: NotificationContent,
): void {
  tx.create(notificationsRepository.ref(companyId, userId, content), notificationsRepository.data(content));
}
