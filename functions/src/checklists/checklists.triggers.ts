import { companySettings } from '../companies';
import { CHECKLIST_EVENTS_COLLECTION, counterDeltas } from '../domain/checklists/checklist.schema';
import { assignedNotification, reviewedNotification } from '../domain/notifications/notification.schema';
import type { DocumentTrigger } from '../jobs/document-trigger';
import { notifyUser, removeChecklistNotifications } from '../notifications';
import { toIso } from '../platform/firestore-values';
import { log } from '../platform/logger';
import type { PushSender } from '../platform/messaging';
import { applyChecklistCounters } from '../users';
import { countChecklistWrite } from './checklists.service';

/** A checklist assigned: its user gets an in-app notification and a push, once, the due date on the company's clock. */
export function checklistAssignedTrigger(push: PushSender): DocumentTrigger {
  return {
    name: 'onChecklistAssigned',
    collection: CHECKLIST_EVENTS_COLLECTION,
    on: 'created',
    async handler({ eventId, params, after }) {
      if (!after || typeof after.userId !== 'string') return;
      // Its user made and started it at the vehicle (QR code): nothing to tell them.
      if (after.origin === 'on_demand') return;
      const { timeZone } = await companySettings(params.companyId);
      const content = assignedNotification(
        {
          id: params.docId,
          templateName: String(after.templateName ?? ''),
          dueDate: toIso(after.dueDate) ?? new Date().toISOString(),
        },
        timeZone,
      );
      const notified = await notifyUser(push, params.companyId, after.userId, content);
      if (!notified) log.eventDuplicate('onChecklistAssigned', eventId);
    },
  };
}

/**
 * Any checklist write moves its user's counters by the delta from before to after. Deltas add up
 * in any order, and each event is applied once, so duplicate or out-of-order deliveries leave
 * the counters equal to a recount.
 */
export const checklistCountersTrigger: DocumentTrigger = {
  name: 'onChecklistWritten',
  collection: CHECKLIST_EVENTS_COLLECTION,
  on: 'written',
  async handler({ eventId, params, before, after }) {
    for (const [userId, delta] of counterDeltas(before, after)) {
      const result = await applyChecklistCounters(params.companyId, userId, `onChecklistWritten|${eventId}`, delta);
      if (result === 'duplicate') log.eventDuplicate('onChecklistWritten', eventId);
      if (result === 'user_missing') log.countersSkipped(params.companyId, userId, 'user deleted');
    }
  },
};

/**
 * Any checklist write moves the review list's counts and its user's checklist counts by the delta
 * from before to after, once per event (the user's counters above count for the users screen's
 * stats; these are the counts of the review list's tabs and of the user's checklists modal).
 */
export const checklistCountsTrigger: DocumentTrigger = {
  name: 'onChecklistCounted',
  collection: CHECKLIST_EVENTS_COLLECTION,
  on: 'written',
  async handler({ eventId, time, params, before, after }) {
    const results = await countChecklistWrite(
      params.companyId,
      { id: `onChecklistCounted|${eventId}`, time },
      before,
      after,
    );
    if (results.includes('duplicate')) log.eventDuplicate('onChecklistCounted', eventId);
  },
};

/**
 * A review that leaves the checklist rejected or approved tells its user, once per review: the
 * notification's id carries the review time, so a redelivered event finds it and pushes nothing.
 */
export function checklistReviewedTrigger(push: PushSender): DocumentTrigger {
  return {
    name: 'onChecklistReviewed',
    collection: CHECKLIST_EVENTS_COLLECTION,
    on: 'updated',
    async handler({ eventId, params, before, after }) {
      const outcome = after?.status;
      if ((outcome !== 'rejected' && outcome !== 'approved') || before?.status === outcome) return;
      if (typeof after?.userId !== 'string') return;
      const reviewedAt = toIso(after.reviewedAt);
      if (!reviewedAt) return;
      const content = reviewedNotification(outcome, {
        id: params.docId,
        templateName: String(after.templateName ?? ''),
        reviewedAt,
      });
      const notified = await notifyUser(push, params.companyId, after.userId, content);
      if (!notified) log.eventDuplicate('onChecklistReviewed', eventId);
    },
  };
}

/**
 * A checklist removed (by its admin, or with its company) takes its user's and its admins'
 * notifications of it along, so each bell's unread count follows; deleting again finds none, so a redelivery is harmless.
 */
export const checklistRemovedTrigger: DocumentTrigger = {
  name: 'onChecklistRemoved',
  collection: CHECKLIST_EVENTS_COLLECTION,
  on: 'deleted',
  async handler({ params, before }) {
    if (typeof before?.userId !== 'string') return;
    await removeChecklistNotifications(params.companyId, before.userId, params.docId);
  },
};
