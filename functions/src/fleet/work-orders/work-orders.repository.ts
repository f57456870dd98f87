import { Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import type { PageRequest } from '../../domain/cursor';
import {
  ACTIVE_WORK_ORDER_STATUSES,
  WORK_ORDER_STATUSES,
  type Workshop,
  type WorkOrder,
  type WorkOrderFileSlot,
  type WorkOrderLink,
  type WorkOrderStatus,
} from '../../domain/work-orders/work-order';
import type {
  ValidCompleteWorkOrder,
  ValidWorkshopInput,
  WorkOrderListQuery,
} from '../../domain/work-orders/work-order.schema';
import { storedAttachmentOf, type StoredAttachment } from '../../attachments';
import { db } from '../../platform/firebase';
import { createdOnce, isNotFound, toIso } from '../../platform/firestore-values';
import { readPage } from '../../platform/list-pages';
import { processedEvents } from '../../platform/processed-events';

/** `companies/{c}/workshops/{id}`: the company's 'Oficinas'. */
export const WORKSHOPS_COLLECTION = 'workshops';
/** `companies/{c}/work_orders/{id}`: each O.S. whole (quote, invoice, history); `isActive` beside `status` for the list. */
export const WORK_ORDERS_COLLECTION = 'work_orders';
/**
 * `companies/{c}/work_order_numbers/{OS-YYYY-NNNN}`: one per number given. Its create() is the gate
 * that keeps two O.S. opened at once from sharing a number (the local emulator's transactions do
 * not isolate, DESIGN section 2); `work_order_numbers/last-YYYY` remembers where the year got to.
 */
export const WORK_ORDER_NUMBERS_COLLECTION = 'work_order_numbers';
/** `companies/{c}/work_order_settings/rules`: the second-approval amount. */
export const WORK_ORDER_SETTINGS_COLLECTION = 'work_order_settings';
/**
 * `companies/{c}/work_order_files/{orderId}_{slot}`: the quote's and the invoice's file, one document
 * each, so a move rewriting the O.S. never loses the file the workshop sent meanwhile.
 */
export const WORK_ORDER_FILES_COLLECTION = 'work_order_files';
/** `work_order_links/{sha256(token)}`: top level, so a link is found by its token alone; names its company. */
export const WORK_ORDER_LINKS_COLLECTION = 'work_order_links';

const company = (companyId: string) => db().collection('companies').doc(companyId);
const workshops = (companyId: string) => company(companyId).collection(WORKSHOPS_COLLECTION);
const orders = (companyId: string) => company(companyId).collection(WORK_ORDERS_COLLECTION);
const numbers = (companyId: string) => company(companyId).collection(WORK_ORDER_NUMBERS_COLLECTION);
const links = () => db().collection(WORK_ORDER_LINKS_COLLECTION);
const fileDoc = (companyId: string, orderId: string, slot: WorkOrderFileSlot) =>
  company(companyId).collection(WORK_ORDER_FILES_COLLECTION).doc(`${orderId}_${slot}`);

const iso = (value: unknown) => toIso(value) ?? new Date(0).toISOString();
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function toWorkshop(id: string, d: DocumentData): Workshop {
  return {
    id,
    name: String(d.name ?? ''),
    cnpj: String(d.cnpj ?? ''),
    phone: text(d.phone),
    email: text(d.email),
    address: text(d.address),
    createdAt: iso(d.createdAt),
  };
}

function toWorkOrder(id: string, d: DocumentData): WorkOrder {
  return {
    id,
    number: String(d.number ?? ''),
    vehicle: d.vehicle,
    workshop: d.workshop ?? null,
    origin: d.origin ?? 'blank',
    reminderId: text(d.reminderId),
    serviceType: String(d.serviceType ?? 'repair'),
    description: String(d.description ?? ''),
    defects: Array.isArray(d.defects) ? d.defects : [],
    status: WORK_ORDER_STATUSES.includes(d.status) ? (d.status as WorkOrderStatus) : 'open',
    quote: d.quote ?? null,
    approvedBy: Array.isArray(d.approvedBy) ? d.approvedBy.map(String) : [],
    refusalReason: text(d.refusalReason),
    invoice: d.invoice ?? null,
    maintenanceRecordId: text(d.maintenanceRecordId),
    openedAt: iso(d.openedAt),
    closedAt: toIso(d.closedAt),
    downtimeDays: typeof d.downtimeDays === 'number' ? d.downtimeDays : null,
    outOfServiceSince: toIso(d.outOfServiceSince),
    quotesApproved: typeof d.quotesApproved === 'number' ? d.quotesApproved : 0,
    quotesRefused: typeof d.quotesRefused === 'number' ? d.quotesRefused : 0,
    closings: typeof d.closings === 'number' ? d.closings : 0,
    history: Array.isArray(d.history) ? d.history : [],
    updatedAt: iso(d.updatedAt),
  };
}

/** What is stored: the O.S. without its id, with the list's flat fields. */
function stored(order: Omit<WorkOrder, 'id'>): DocumentData {
  return JSON.parse(
    JSON.stringify({
      ...order,
      isActive: ACTIVE_WORK_ORDER_STATUSES.includes(order.status),
      vehicleId: order.vehicle.id,
      workshopId: order.workshop?.id ?? null,
    }),
  ) as DocumentData;
}

/** How long a closer holds its closing before another may finish it (it died mid-way). */
export const CLOSING_LEASE_MS = 60_000;

/** A closing as its first delivery asked for it: what every resumption finishes. */
export interface ClosingPlan {
  delivery: ValidCompleteWorkOrder;
  /** When it was asked: the closing's time. */
  at: string;
}

/** A link as stored: its company and O.S., its life; the token itself never. */
export interface StoredLink extends WorkOrderLink {
  companyId: string;
  workOrderId: string;
}

function toLink(id: string, d: DocumentData): StoredLink {
  return {
    id,
    companyId: String(d.companyId ?? ''),
    workOrderId: String(d.workOrderId ?? ''),
    expiresAt: iso(d.expiresAt),
    revokedAt: toIso(d.revokedAt),
    createdAt: iso(d.createdAt),
  };
}

export const workOrdersRepository = {
  newId: (companyId: string) => orders(companyId).doc().id,

  async listWorkshops(companyId: string): Promise<Workshop[]> {
    const snap = await workshops(companyId).orderBy('name').get();
    return snap.docs.map((doc) => toWorkshop(doc.id, doc.data()));
  },

  async getWorkshop(companyId: string, id: string): Promise<Workshop | null> {
    const doc = await workshops(companyId).doc(id).get();
    return doc.exists ? toWorkshop(doc.id, doc.data()!) : null;
  },

  async createWorkshop(companyId: string, input: ValidWorkshopInput): Promise<Workshop> {
    const ref = workshops(companyId).doc();
    const createdAt = new Date().toISOString();
    await ref.create({ ...input, createdAt });
    return { id: ref.id, ...input, createdAt };
  },

  /** False when it is gone. */
  async updateWorkshop(companyId: string, id: string, input: ValidWorkshopInput): Promise<boolean> {
    try {
      await workshops(companyId)
        .doc(id)
        .update({ ...input });
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  },

  async removeWorkshop(companyId: string, id: string): Promise<void> {
    await workshops(companyId).doc(id).delete();
  },

  async countActiveOfWorkshop(companyId: string, workshopId: string): Promise<number> {
    const snap = await orders(companyId)
      .where('workshopId', '==', workshopId)
      .where('isActive', '==', true)
      .count()
      .get();
    return snap.data().count;
  },

  /**
   * The next number of the year: each candidate's document is created, and a taken one moves on to
   * the next, so two openings at once never share a number.
   */
  async claimNumber(companyId: string, year: number, orderId: string, format: (n: number) => string): Promise<string> {
    const last = numbers(companyId).doc(`last-${year}`);
    let next = (((await last.get()).data()?.sequence as number | undefined) ?? 0) + 1;
    for (;;) {
      const number = format(next);
      if (await createdOnce(() => numbers(companyId).doc(number).create({ orderId, at: Timestamp.now() }))) {
        // Only a hint where to start: a stale one costs a few create() refusals, never a shared number.
        await last.set({ sequence: next }, { merge: true });
        return number;
      }
      next += 1;
    }
  },

  async create(companyId: string, id: string, order: Omit<WorkOrder, 'id'>): Promise<void> {
    await orders(companyId).doc(id).create(stored(order));
  },

  async get(companyId: string, id: string): Promise<WorkOrder | null> {
    const doc = await orders(companyId).doc(id).get();
    return doc.exists ? toWorkOrder(doc.id, doc.data()!) : null;
  },

  async list(
    companyId: string,
    filter: Omit<WorkOrderListQuery, 'page' | 'pageSize' | 'after' | 'search'>,
    request: PageRequest,
  ): Promise<{ items: WorkOrder[]; total: number; nextCursor: string | null }> {
    let query: Query = orders(companyId);
    if (filter.vehicleId) query = query.where('vehicleId', '==', filter.vehicleId);
    if (filter.workshopId) query = query.where('workshopId', '==', filter.workshopId);
    if (filter.status === 'active') query = query.where('isActive', '==', true);
    else if (filter.status !== 'all') query = query.where('status', '==', filter.status);
    const [{ docs, nextCursor }, count] = await Promise.all([
      readPage([query], { field: 'openedAt', direction: 'desc' }, request),
      query.count().get(),
    ]);
    return { items: docs.map((doc) => toWorkOrder(doc.id, doc.data())), total: count.data().count, nextCursor };
  },

  /** Every O.S. of the company, or of one vehicle (the numbers). */
  async listAll(companyId: string, vehicleId?: string): Promise<WorkOrder[]> {
    const query: Query = vehicleId ? orders(companyId).where('vehicleId', '==', vehicleId) : orders(companyId);
    return (await query.get()).docs.map((doc) => toWorkOrder(doc.id, doc.data()));
  },

  /**
   * The step `step` of the O.S.'s history, claimed with a create() marker before it is written: of
   * two moves at once, one writes it and the other reads the O.S. again.
   */
  claimStep(companyId: string, id: string, step: number): Promise<boolean> {
    return createdOnce(() =>
      processedEvents(companyId)
        .doc(`work-order-step|${id}|${step}`)
        .create({ workOrderId: id, step, processedAt: Timestamp.now() }),
    );
  },

  /**
   * The closing number `closing` of the O.S.: the first delivery is kept with a create(), and its
   * closer holds it for CLOSING_LEASE_MS. Null while someone holds it; once the lease has passed (the
   * closer died mid-way), one caller per lease takes it over, each takeover its own create(), and
   * finishes the first delivery.
   */
  async claimClosing(
    companyId: string,
    id: string,
    closing: number,
    delivery: ValidCompleteWorkOrder,
    now: Date,
  ): Promise<ClosingPlan | null> {
    const key = `work-order-closing|${id}|${closing}`;
    const plan: ClosingPlan = { delivery, at: now.toISOString() };
    if (
      await createdOnce(() =>
        processedEvents(companyId)
          .doc(key)
          .create({ workOrderId: id, closing, ...plan }),
      )
    )
      return plan;
    const kept = (await processedEvents(companyId).doc(key).get()).data();
    if (!kept?.delivery || typeof kept.at !== 'string') return null;
    const lease = Math.floor((now.getTime() - Date.parse(kept.at)) / CLOSING_LEASE_MS);
    if (lease < 1) return null;
    const taken = await createdOnce(() =>
      processedEvents(companyId).doc(`${key}|${lease}`).create({ workOrderId: id, processedAt: Timestamp.now() }),
    );
    return taken ? { delivery: kept.delivery as ValidCompleteWorkOrder, at: kept.at } : null;
  },

  async write(companyId: string, order: WorkOrder): Promise<void> {
    const { id, ...rest } = order;
    await orders(companyId)
      .doc(id)
      .set(stored({ ...rest, updatedAt: new Date().toISOString() }));
  },

  async settings(companyId: string): Promise<{ secondApprovalAbove: number | null }> {
    const d = (await company(companyId).collection(WORK_ORDER_SETTINGS_COLLECTION).doc('rules').get()).data();
    return { secondApprovalAbove: typeof d?.secondApprovalAbove === 'number' ? d.secondApprovalAbove : null };
  },

  async saveSettings(companyId: string, settings: { secondApprovalAbove: number | null }): Promise<void> {
    await company(companyId).collection(WORK_ORDER_SETTINGS_COLLECTION).doc('rules').set(settings);
  },

  async createLink(link: StoredLink): Promise<void> {
    const { id, ...rest } = link;
    await links().doc(id).create(rest);
  },

  async findLink(hash: string): Promise<StoredLink | null> {
    const doc = await links().doc(hash).get();
    return doc.exists ? toLink(doc.id, doc.data()!) : null;
  },

  async linksOf(companyId: string, workOrderId: string): Promise<StoredLink[]> {
    const snap = await links().where('companyId', '==', companyId).where('workOrderId', '==', workOrderId).get();
    return snap.docs.map((doc) => toLink(doc.id, doc.data())).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },

  async revokeLink(hash: string, at: string): Promise<void> {
    await links().doc(hash).update({ revokedAt: at });
  },
  /** Keeps the slot's file of an O.S. that exists; what it replaced (replaceAttachment's `record`). */
  setFile(
    companyId: string,
    orderId: string,
    slot: WorkOrderFileSlot,
    file: StoredAttachment,
  ): Promise<{ found: boolean; replaced: StoredAttachment | null }> {
    const ref = fileDoc(companyId, orderId, slot);
    return db().runTransaction(async (tx) => {
      const [order, before] = await Promise.all([tx.get(orders(companyId).doc(orderId)), tx.get(ref)]);
      if (!order.exists) return { found: false, replaced: null };
      tx.set(ref, { ...file, workOrderId: orderId, slot });
      return { found: true, replaced: before.exists ? storedAttachmentOf(before.data()!) : null };
    });
  },

  async file(companyId: string, orderId: string, slot: WorkOrderFileSlot): Promise<StoredAttachment | null> {
    const doc = await fileDoc(companyId, orderId, slot).get();
    return doc.exists ? storedAttachmentOf(doc.data()!) : null;
  },

  /** Takes the slot's file off the O.S.; what it had, so its blob can go. */
  removeFile(companyId: string, orderId: string, slot: WorkOrderFileSlot): Promise<StoredAttachment | null> {
    const ref = fileDoc(companyId, orderId, slot);
    return db().runTransaction(async (tx) => {
      const before = await tx.get(ref);
      if (!before.exists) return null;
      tx.delete(ref);
      return storedAttachmentOf(before.data()!);
    });
  },
};
