import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { PageRequest } from '../domain/cursor';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
} from '../domain/webhooks/delivery';
import type { DeliveredEventType, WebhookEventType } from '../domain/webhooks/events';
import type { ValidWebhookInput } from '../domain/webhooks/webhook.schema';
import { db } from '../platform/firebase';
import { createdOnce, toIso } from '../platform/firestore-values';
import { readPage } from '../platform/list-pages';

/** A company's receivers: address, events, secret and state. */
export const WEBHOOK_ENDPOINTS_COLLECTION = 'webhook_endpoints';
/** Under each receiver: one document per event sent to it (the delivery log and the outbox). */
export const WEBHOOK_DELIVERIES_COLLECTION = 'webhook_deliveries';
/** Under each delivery: one document per try, created before it goes (its once-only gate). */
export const WEBHOOK_ATTEMPTS_COLLECTION = 'webhook_attempts';

const endpoints = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(WEBHOOK_ENDPOINTS_COLLECTION);
const deliveries = (companyId: string, endpointId: string) =>
  endpoints(companyId).doc(endpointId).collection(WEBHOOK_DELIVERIES_COLLECTION);

/** An endpoint with what only the server reads. */
export interface StoredEndpoint extends WebhookEndpoint {
  secret: string;
  /** The first failed try since the last success; null while it answers. */
  failingSince: Date | null;
}

/** A delivery with the exact bytes its signature covers. */
export interface StoredDelivery extends WebhookDelivery {
  body: string;
}

const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

function toEndpoint(id: string, d: DocumentData): StoredEndpoint {
  return {
    id,
    url: String(d.url ?? ''),
    description: String(d.description ?? ''),
    events: Array.isArray(d.events) ? (d.events as WebhookEventType[]) : [],
    enabled: d.enabled === true,
    disabledReason: typeof d.disabledReason === 'string' ? d.disabledReason : null,
    disabledAt: toIso(d.disabledAt),
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    updatedAt: toIso(d.updatedAt),
    secret: String(d.secret ?? ''),
    failingSince: date(d.failingSince),
  };
}

function toAttempt(a: DocumentData): WebhookAttempt {
  return {
    at: toIso(a.at) ?? new Date(0).toISOString(),
    responseStatus: typeof a.responseStatus === 'number' ? a.responseStatus : null,
    error: typeof a.error === 'string' ? a.error : null,
    durationMs: Number(a.durationMs ?? 0),
  };
}

function toDelivery(id: string, d: DocumentData): StoredDelivery {
  const body = String(d.body ?? '{}');
  return {
    id,
    endpointId: String(d.endpointId ?? ''),
    eventId: String(d.eventId ?? ''),
    type: d.type as DeliveredEventType,
    status: d.status as WebhookDeliveryStatus,
    attempts: Number(d.attempts ?? 0),
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    lastAttemptAt: toIso(d.lastAttemptAt),
    nextAttemptAt: d.status === 'pending' ? toIso(d.nextAttemptAt) : null,
    responseStatus: typeof d.responseStatus === 'number' ? d.responseStatus : null,
    responseBody: typeof d.responseBody === 'string' ? d.responseBody : null,
    error: typeof d.error === 'string' ? d.error : null,
    history: Array.isArray(d.history) ? (d.history as DocumentData[]).map(toAttempt) : [],
    payload: JSON.parse(body) as WebhookDelivery['payload'],
    body,
  };
}

export interface NewDelivery {
  eventId: string;
  type: DeliveredEventType;
  body: string;
}

const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

export const webhooksRepository = {
  newId: (companyId: string) => endpoints(companyId).doc().id,

  async list(companyId: string): Promise<StoredEndpoint[]> {
    const snap = await endpoints(companyId).orderBy('createdAt', 'asc').get();
    return snap.docs.map((doc) => toEndpoint(doc.id, doc.data()));
  },

  async count(companyId: string): Promise<number> {
    return (await endpoints(companyId).count().get()).data().count;
  },

  async get(companyId: string, id: string): Promise<StoredEndpoint | null> {
    const snap = await endpoints(companyId).doc(id).get();
    return snap.exists ? toEndpoint(snap.id, snap.data()!) : null;
  },

  async create(companyId: string, id: string, input: ValidWebhookInput, secret: string, by: string, now: Date) {
    await endpoints(companyId)
      .doc(id)
      .create({
        ...input,
        secret,
        disabledReason: null,
        disabledAt: input.enabled ? null : Timestamp.fromDate(now),
        failingSince: null,
        createdAt: Timestamp.fromDate(now),
        createdBy: by,
        updatedAt: null,
      });
    return (await this.get(companyId, id))!;
  },

  /** The admin's edit; turning it on clears why it was off and starts its failures afresh. */
  async update(companyId: string, id: string, input: ValidWebhookInput, now: Date): Promise<StoredEndpoint | null> {
    const ref = endpoints(companyId).doc(id);
    const written = await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      const wasOn = snap.get('enabled') === true;
      tx.update(ref, {
        ...input,
        updatedAt: Timestamp.fromDate(now),
        ...(input.enabled && !wasOn && { disabledReason: null, disabledAt: null, failingSince: null }),
        ...(!input.enabled && wasOn && { disabledReason: null, disabledAt: Timestamp.fromDate(now) }),
      });
      return true;
    });
    return written ? this.get(companyId, id) : null;
  },

  /** The endpoint and its log, in batches. */
  async remove(companyId: string, id: string): Promise<boolean> {
    const ref = endpoints(companyId).doc(id);
    if (!(await ref.get()).exists) return false;
    for (;;) {
      const page = await deliveries(companyId, id).limit(100).get();
      if (page.empty) break;
      for (const doc of page.docs) {
        const tries = await doc.ref.collection(WEBHOOK_ATTEMPTS_COLLECTION).get();
        const batch = db().batch();
        for (const t of tries.docs) batch.delete(t.ref);
        batch.delete(doc.ref);
        await batch.commit();
      }
    }
    await ref.delete();
    return true;
  },

  /** Turned off by the delivery job: the reason the screen shows. */
  async disable(companyId: string, id: string, reason: string, now: Date): Promise<boolean> {
    const ref = endpoints(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.get('enabled') !== true) return false;
      tx.update(ref, { enabled: false, disabledReason: reason, disabledAt: Timestamp.fromDate(now) });
      return true;
    });
  },

  async noteFailure(companyId: string, id: string, now: Date): Promise<void> {
    const ref = endpoints(companyId).doc(id);
    const snap = await ref.get();
    if (snap.exists && !snap.get('failingSince')) await ref.update({ failingSince: Timestamp.fromDate(now) });
  },

  async noteSuccess(companyId: string, id: string): Promise<void> {
    await endpoints(companyId).doc(id).update({ failingSince: null });
  },

  /** Queues the event for the endpoint; false when it is already there (the same event seen again). */
  enqueueOnce(companyId: string, endpointId: string, id: string, delivery: NewDelivery, now: Date): Promise<boolean> {
    return createdOnce(() =>
      deliveries(companyId, endpointId)
        .doc(id)
        .create({
          ...delivery,
          endpointId,
          status: 'pending',
          pending: true,
          attempts: 0,
          nextAttemptAt: Timestamp.fromDate(now),
          lastAttemptAt: null,
          responseStatus: null,
          responseBody: null,
          error: null,
          history: [],
          createdAt: Timestamp.fromDate(now),
        }),
    );
  },

  async delivery(companyId: string, endpointId: string, id: string): Promise<StoredDelivery | null> {
    const snap = await deliveries(companyId, endpointId).doc(id).get();
    return snap.exists ? toDelivery(snap.id, snap.data()!) : null;
  },

  async deliveries(companyId: string, endpointId: string, request: PageRequest) {
    const query = deliveries(companyId, endpointId);
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, NEWEST_FIRST, request),
      query.count().get(),
    ]);
    return { items: docs.map((doc) => toDelivery(doc.id, doc.data())), total: total.data().count, nextCursor };
  },

  /** The endpoint's deliveries still to try (few: finished ones leave the list), due by `now`. */
  async due(companyId: string, endpointId: string, now: Date): Promise<StoredDelivery[]> {
    const snap = await deliveries(companyId, endpointId).where('pending', '==', true).get();
    return snap.docs
      .map((doc) => toDelivery(doc.id, doc.data()))
      .filter((d) => d.nextAttemptAt === null || Date.parse(d.nextAttemptAt) <= now.getTime())
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },

  /** The gate of try number `attempt`: true for the one caller that may send it. */
  claimAttempt(companyId: string, endpointId: string, id: string, attempt: number, now: Date): Promise<boolean> {
    return createdOnce(() =>
      deliveries(companyId, endpointId)
        .doc(id)
        .collection(WEBHOOK_ATTEMPTS_COLLECTION)
        .doc(String(attempt))
        .create({ startedAt: Timestamp.fromDate(now) }),
    );
  },

  /** A try's outcome: `next` is when to try again (null: done, succeeded or given up). */
  async recordAttempt(
    companyId: string,
    endpointId: string,
    id: string,
    outcome: {
      attempt: number;
      status: WebhookDeliveryStatus;
      next: Date | null;
      body: string | null;
    } & WebhookAttempt,
  ): Promise<void> {
    const tried = {
      at: Timestamp.fromDate(new Date(outcome.at)),
      responseStatus: outcome.responseStatus,
      error: outcome.error,
      durationMs: outcome.durationMs,
    };
    await deliveries(companyId, endpointId)
      .doc(id)
      .update({
        status: outcome.status,
        pending: outcome.status === 'pending',
        attempts: outcome.attempt,
        nextAttemptAt: outcome.next ? Timestamp.fromDate(outcome.next) : null,
        lastAttemptAt: tried.at,
        responseStatus: outcome.responseStatus,
        responseBody: outcome.body,
        error: outcome.error,
        history: FieldValue.arrayUnion(tried),
      });
  },
};
