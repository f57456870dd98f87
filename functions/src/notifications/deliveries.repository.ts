import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { PageRequest } from '../domain/cursor';
import type { AlertLine, RenderedEmail } from '../domain/notifications/alert-email';
import type { AlertKind, Delivery, DeliveryStatus, OutboxChannel } from '../domain/notifications/alerts';
import { db } from '../platform/firebase';
import { createdOnce, toIso } from '../platform/firestore-values';
import { readPage } from '../platform/list-pages';
import { processedEvents } from '../platform/processed-events';
import type { Inbox } from './notifications.repository';

/** The outbox: one document per (event, person, channel), every e-mail and WhatsApp the product sends. */
export const DELIVERIES_COLLECTION = 'deliveries';
/** WhatsApp messages sent per company and month, for its monthly cap. */
export const DELIVERY_USAGE_COLLECTION = 'delivery_usage';

const company = (companyId: string) => db().collection('companies').doc(companyId);
const deliveries = (companyId: string) => company(companyId).collection(DELIVERIES_COLLECTION);

/** An alert to one of the company's people, fixed when it enters the outbox. */
export interface AlertRequest {
  event: string;
  personId: string;
  inbox: Inbox;
  channel: OutboxChannel;
  kind: AlertKind;
  critical: boolean;
  title: string;
  lines: AlertLine[];
  /** The screen, a path of the web app. */
  link: string;
}

/**
 * An e-mail to an address outside the company's people (a workshop), rendered when queued. Its
 * words may carry a link's secret, so they are kept only until it is sent or given up (then null).
 */
export interface AddressedRequest {
  event: string;
  channel: 'email';
  /** What the admins' 'Entregas' list names it by. */
  title: string;
  to: string;
  message: RenderedEmail | null;
}

export type DeliveryRequest = AlertRequest | AddressedRequest;

export type StoredDelivery = DeliveryRequest & {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
};

export const isAddressed = (delivery: DeliveryRequest): delivery is AddressedRequest => 'to' in delivery;

/** The outbox id of (event, person, channel): the same send always lands on the same document. */
export const deliveryId = (event: string, personId: string, channel: OutboxChannel) =>
  createHash('sha256').update(`${event}|${personId}|${channel}`).digest('hex').slice(0, 40);

const toLine = (line: unknown): AlertLine =>
  line && typeof line === 'object' && 'text' in line && 'link' in line
    ? { text: String(line.text), link: String(line.link) }
    : String(line);

const toMessage = (m: unknown): RenderedEmail | null =>
  m && typeof m === 'object' && 'subject' in m && 'html' in m && 'text' in m
    ? { subject: String(m.subject), html: String(m.html), text: String(m.text) }
    : null;

function toStored(id: string, d: DocumentData): StoredDelivery {
  const state = {
    id,
    event: String(d.event ?? ''),
    title: String(d.title ?? ''),
    status: d.status as DeliveryStatus,
    attempts: Number(d.attempts ?? 0),
    nextAttemptAt: d.nextAttemptAt instanceof Timestamp ? d.nextAttemptAt.toDate() : null,
  };
  if (typeof d.to === 'string') return { ...state, channel: 'email', to: d.to, message: toMessage(d.message) };
  return {
    ...state,
    personId: String(d.personId ?? ''),
    inbox: d.inbox === 'admins' ? 'admins' : 'users',
    channel: d.channel === 'whatsapp' ? 'whatsapp' : 'email',
    kind: d.kind as AlertKind,
    critical: d.critical === true,
    lines: Array.isArray(d.lines) ? d.lines.map(toLine) : [],
    link: String(d.link ?? ''),
  };
}

function toDelivery(id: string, d: DocumentData): Delivery {
  return {
    id,
    channel: d.channel === 'whatsapp' ? 'whatsapp' : 'email',
    kind: typeof d.kind === 'string' ? (d.kind as AlertKind) : null,
    personId: String(d.personId ?? ''),
    title: String(d.title ?? ''),
    status: d.status as DeliveryStatus,
    attempts: Number(d.attempts ?? 0),
    reason: typeof d.reason === 'string' ? d.reason : null,
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    sentAt: toIso(d.sentAt),
    nextAttemptAt: d.pending === true ? toIso(d.nextAttemptAt) : null,
  };
}

/**
 * A message done with drops its rendered words (an addressed e-mail's; an alert has none). Null, not
 * FieldValue.delete(): the local emulator ignores the latter (DESIGN section 2).
 */
const wordsDropped = { message: null };

export const deliveriesRepository = {
  /** Puts the message in the outbox; false when it is already there (a redelivered event, a retried job). */
  enqueueOnce(companyId: string, id: string, request: DeliveryRequest, now: Date): Promise<boolean> {
    return createdOnce(() =>
      deliveries(companyId)
        .doc(id)
        .create({
          ...request,
          status: 'pending',
          pending: true,
          attempts: 0,
          nextAttemptAt: Timestamp.fromDate(now),
          reason: null,
          createdAt: Timestamp.fromDate(now),
          sentAt: null,
          providerId: null,
        }),
    );
  },

  async get(companyId: string, id: string): Promise<StoredDelivery | null> {
    const snap = await deliveries(companyId).doc(id).get();
    return snap.exists ? toStored(snap.id, snap.data()!) : null;
  },

  /** Messages still to send (few: sent ones leave the list), due by `now`. */
  async due(companyId: string, now: Date): Promise<StoredDelivery[]> {
    const snap = await deliveries(companyId).where('pending', '==', true).get();
    return snap.docs
      .map((doc) => toStored(doc.id, doc.data()))
      .filter((d) => !d.nextAttemptAt || d.nextAttemptAt.getTime() <= now.getTime());
  },

  /**
   * The gate of try number `attempt`: true for the one caller that may send it (a create(): the
   * local emulator's transactions do not isolate, DESIGN section 2).
   */
  claimAttempt(companyId: string, id: string, attempt: number, now: Date): Promise<boolean> {
    return createdOnce(() =>
      processedEvents(companyId)
        .doc(`delivery|${id}|${attempt}`)
        .create({ processedAt: Timestamp.fromDate(now) }),
    );
  },

  /** When try number `attempt` was claimed, or null when it never was. */
  async claimedAt(companyId: string, id: string, attempt: number): Promise<Date | null> {
    const snap = await processedEvents(companyId).doc(`delivery|${id}|${attempt}`).get();
    const at = snap.get('processedAt');
    return at instanceof Timestamp ? at.toDate() : null;
  },

  async defer(companyId: string, id: string, until: Date): Promise<void> {
    await deliveries(companyId)
      .doc(id)
      .update({ nextAttemptAt: Timestamp.fromDate(until) });
  },

  async markSent(companyId: string, id: string, attempts: number, providerId: string, at: Date): Promise<void> {
    await deliveries(companyId)
      .doc(id)
      .update({
        status: 'sent',
        pending: false,
        attempts,
        providerId,
        sentAt: Timestamp.fromDate(at),
        nextAttemptAt: null,
        reason: null,
        ...wordsDropped,
      });
  },

  /** A try that failed: another at `retryAt`, or none (null) and the message stays 'failed'. */
  async markFailed(companyId: string, id: string, attempts: number, reason: string, retryAt: Date | null) {
    await deliveries(companyId)
      .doc(id)
      .update({
        status: retryAt ? 'pending' : 'failed',
        pending: retryAt !== null,
        attempts,
        reason,
        nextAttemptAt: retryAt ? Timestamp.fromDate(retryAt) : null,
        ...(retryAt ? {} : wordsDropped),
      });
  },

  /** Not sent, on purpose (no consent, no address, the cap reached, turned off). */
  async markSkipped(companyId: string, id: string, reason: string): Promise<void> {
    await deliveries(companyId)
      .doc(id)
      .update({ status: 'skipped', pending: false, reason, nextAttemptAt: null, ...wordsDropped });
  },

  async list(companyId: string, request: PageRequest) {
    const { docs, nextCursor } = await readPage(
      deliveries(companyId),
      { field: 'createdAt', direction: 'desc' },
      request,
    );
    return { items: docs.map((doc) => toDelivery(doc.id, doc.data())), nextCursor };
  },

  /** The messages sent to one person, newest first, up to `limit` (their data export). */
  async ofPerson(companyId: string, personId: string, limit: number): Promise<Delivery[]> {
    const snap = await deliveries(companyId).where('personId', '==', personId).get();
    return snap.docs
      .map((doc) => toDelivery(doc.id, doc.data()))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
  },

  async count(companyId: string): Promise<number> {
    return (await deliveries(companyId).count().get()).data().count;
  },

  /**
   * Takes one of the month's `cap` WhatsApp slots (`whatsapp-{month}-{n}`, each made with create(),
   * so two sends at once never take the same one and no more than `cap` exist); false when all are
   * taken. The month's document counts the slots taken, where the search starts (a slot given back
   * below it stays free: the cap is never passed, at worst not reached).
   */
  async reserveWhatsapp(companyId: string, month: string, cap: number): Promise<string | null> {
    const usage = company(companyId).collection(DELIVERY_USAGE_COLLECTION);
    const taken = Number((await usage.doc(`whatsapp-${month}`).get()).get('sent') ?? 0);
    for (let slot = taken + 1; slot <= cap; slot += 1) {
      const id = `whatsapp-${month}-${slot}`;
      if (await createdOnce(() => usage.doc(id).create({ takenAt: Timestamp.now() }))) {
        await usage.doc(`whatsapp-${month}`).set({ sent: FieldValue.increment(1) }, { merge: true });
        return id;
      }
    }
    return null;
  },

  /** Gives back a slot whose message did not go (a failed try), for a later message to take. */
  async releaseWhatsapp(companyId: string, month: string, slotId: string): Promise<void> {
    const usage = company(companyId).collection(DELIVERY_USAGE_COLLECTION);
    const batch = db().batch();
    batch.delete(usage.doc(slotId));
    batch.set(usage.doc(`whatsapp-${month}`), { sent: FieldValue.increment(-1) }, { merge: true });
    await batch.commit();
  },
};
