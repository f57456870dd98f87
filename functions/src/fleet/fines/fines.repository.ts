import { FieldValue, Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { addDays } from '../../domain/dates';
import { fineDeadline } from '../../domain/deadlines/deadlines';
import type { DocumentVehicle } from '../../domain/documents/documents';
import type { FineListQuery } from '../../domain/fines/fine.schema';
import {
  FINE_STATUSES,
  awaitsIndication,
  indicationDeadline,
  type FineDriver,
  type FineStatus,
  type TrafficFine,
} from '../../domain/fines/fines';
import { type StoredAttachment, storedAttachmentOf } from '../../attachments';
import { stageDeadlines } from '../deadlines';
import { db } from '../../platform/firebase';
import type { PageRequest } from '../../domain/cursor';
import { isNotFound, toIso } from '../../platform/firestore-values';
import { pagesInOrder, readPage, type ListOrder } from '../../platform/list-pages';

/**
 * `companies/{c}/fines/{id}`: a traffic fine with snapshots of its vehicle and named driver.
 * `vehicleId`, `driverId` and `indicationDeadline` (the last day to name the driver while it waits
 * for one, else null) sit at the top level, where the lists filter and order on them. Every write
 * stages the fine's deadline entry in the same batch.
 */
export const FINES_COLLECTION = 'fines';

export const finesCollection = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(FINES_COLLECTION);

/** The list's filters, apart from its page. */
type FineListFilter = Omit<FineListQuery, 'page' | 'pageSize' | 'after'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function driverOf(raw: unknown): FineDriver | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as DocumentData;
  return typeof d.id === 'string' ? { id: d.id, name: text(d.name) } : null;
}

export function toFine(id: string, d: DocumentData): TrafficFine {
  const vehicle = (d.vehicle ?? {}) as DocumentData;
  return {
    id,
    vehicleId: text(d.vehicleId),
    vehicle: { id: text(vehicle.id), name: text(vehicle.name), plate: text(vehicle.plate) },
    infractionNumber: text(d.infractionNumber),
    occurredAt: toIso(d.occurredAt) ?? new Date(0).toISOString(),
    place: text(d.place),
    description: text(d.description),
    amount: typeof d.amount === 'number' ? d.amount : 0,
    points: typeof d.points === 'number' ? d.points : 0,
    notificationDate: text(d.notificationDate),
    status: FINE_STATUSES.includes(d.status) ? (d.status as FineStatus) : 'awaiting_indication',
    driver: driverOf(d.driver),
    attachment: storedAttachmentOf(d)?.attachment ?? null,
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    updatedAt: toIso(d.updatedAt),
  };
}

/** What a save writes: the fine's fields, decided by the service (the rest is the document's own). */
export type FineFields = Omit<TrafficFine, 'id' | 'vehicleId' | 'attachment' | 'createdAt' | 'updatedAt'>;

function stored(fields: FineFields) {
  return {
    ...fields,
    vehicleId: fields.vehicle.id,
    driverId: fields.driver?.id ?? null,
    occurredAt: Timestamp.fromDate(new Date(fields.occurredAt)),
    indicationDeadline: awaitsIndication(fields) ? indicationDeadline(fields.notificationDate) : null,
  };
}

const NEWEST_FIRST: ListOrder = { field: 'occurredAt', direction: 'desc' };
const SOONEST_DEADLINE: ListOrder = { field: 'indicationDeadline', direction: 'asc' };

/** The list's filters; its order is NEWEST_FIRST, or SOONEST_DEADLINE with a deadline filter. */
function filtered(companyId: string, filter: FineListFilter, today: string): Query {
  let query: Query = finesCollection(companyId);
  if (filter.vehicleId) query = query.where('vehicleId', '==', filter.vehicleId);
  if (filter.driverId) query = query.where('driverId', '==', filter.driverId);
  if (filter.status) query = query.where('status', '==', filter.status);
  if (!filter.deadline) return query;
  // Only a fine waiting for its driver has a deadline (`indicationDeadline` is null otherwise).
  if (!filter.status) query = query.where('status', '==', 'awaiting_indication');
  query =
    filter.deadline === 'nic_risk'
      ? query.where('indicationDeadline', '<', today)
      : query
          .where('indicationDeadline', '>=', today)
          .where('indicationDeadline', '<=', addDays(today, filter.deadline === 'due_7' ? 7 : 30));
  return query;
}

/** A deadline filter with another status than waiting for a driver: no fine has both. */
const listsNone = (filter: FineListFilter) =>
  Boolean(filter.deadline && filter.status && filter.status !== 'awaiting_indication');
const orderOf = (filter: FineListFilter) => (filter.deadline ? SOONEST_DEADLINE : NEWEST_FIRST);

export const finesRepository = {
  newId(companyId: string): string {
    return finesCollection(companyId).doc().id;
  },

  async get(companyId: string, id: string): Promise<(TrafficFine & { stored: StoredAttachment | null }) | null> {
    const snap = await finesCollection(companyId).doc(id).get();
    if (!snap.exists) return null;
    return { ...toFine(id, snap.data()!), stored: storedAttachmentOf(snap.data()!) };
  },

  /** The fine as the API shows it. */
  async read(companyId: string, id: string): Promise<TrafficFine | null> {
    const snap = await finesCollection(companyId).doc(id).get();
    return snap.exists ? toFine(id, snap.data()!) : null;
  },

  /** `today` (the company's) places the deadline filters. */
  async list(
    companyId: string,
    filter: FineListFilter,
    today: string,
    request: PageRequest,
  ): Promise<{ items: TrafficFine[]; total: number; nextCursor: string | null }> {
    if (listsNone(filter)) return { items: [], total: 0, nextCursor: null };
    const query = filtered(companyId, filter, today);
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, orderOf(filter), request),
      query.count().get(),
    ]);
    return { items: docs.map((doc) => toFine(doc.id, doc.data())), total: total.data().count, nextCursor };
  },

  /** How many fines the list has under these filters on `today`. */
  async count(companyId: string, filter: FineListFilter, today: string): Promise<number> {
    if (listsNone(filter)) return 0;
    return (await filtered(companyId, filter, today).count().get()).data().count;
  },

  /** The list under these filters on `today`, in its order, `pageSize` at a time (an export's rows). */
  async *pages(
    companyId: string,
    filter: FineListFilter,
    today: string,
    pageSize: number,
  ): AsyncGenerator<TrafficFine[]> {
    if (listsNone(filter)) return;
    for await (const docs of pagesInOrder(filtered(companyId, filter, today), orderOf(filter), pageSize))
      yield docs.map((doc) => toFine(doc.id, doc.data()));
  },

  /** A new fine and its deadline entry, in one batch. */
  async create(companyId: string, id: string, fields: FineFields, by: string): Promise<TrafficFine> {
    const ref = finesCollection(companyId).doc(id);
    const batch = db().batch();
    const now = FieldValue.serverTimestamp();
    batch.create(ref, { ...stored(fields), attachment: null, createdAt: now, createdBy: by, updatedAt: null });
    const fine = toFine(id, { ...stored(fields), createdAt: new Date() });
    stageDeadlines(batch, companyId, [fineDeadline(fine)]);
    await batch.commit();
    return (await this.read(companyId, id))!;
  },

  /** The fine's fields and its deadline entry in one batch; null when the fine is gone. */
  async update(companyId: string, id: string, fields: FineFields): Promise<TrafficFine | null> {
    const ref = finesCollection(companyId).doc(id);
    const batch = db().batch();
    batch.update(ref, { ...stored(fields), updatedAt: FieldValue.serverTimestamp() });
    stageDeadlines(batch, companyId, [fineDeadline(toFine(id, stored(fields)))]);
    try {
      await batch.commit();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    return this.read(companyId, id);
  },

  /** The fine and its deadline entry; returns the attachment left to remove, or false when it was gone. */
  async remove(companyId: string, id: string): Promise<{ stored: StoredAttachment | null } | false> {
    const current = await this.get(companyId, id);
    if (!current) return false;
    const batch = db().batch();
    batch.delete(finesCollection(companyId).doc(id));
    stageDeadlines(batch, companyId, [{ ...fineDeadline(current), entry: null }]);
    await batch.commit();
    return { stored: current.stored };
  },

  /** Every fine of a vehicle being deleted, with their deadline entries; returns their attachments. */
  async removeForVehicle(
    companyId: string,
    vehicleId: string,
  ): Promise<{ count: number; attachments: StoredAttachment[] }> {
    const snap = await finesCollection(companyId).where('vehicleId', '==', vehicleId).get();
    const attachments: StoredAttachment[] = [];
    // A batch holds 500 writes; each fine takes two.
    for (let i = 0; i < snap.docs.length; i += 200) {
      const batch = db().batch();
      for (const doc of snap.docs.slice(i, i + 200)) {
        batch.delete(doc.ref);
        stageDeadlines(batch, companyId, [{ ...fineDeadline(toFine(doc.id, doc.data())), entry: null }]);
        const attachment = storedAttachmentOf(doc.data());
        if (attachment) attachments.push(attachment);
      }
      await batch.commit();
    }
    return { count: snap.docs.length, attachments };
  },

  /** Writes the attachment on the fine; what it replaced, or not found. */
  setAttachment(
    companyId: string,
    id: string,
    attachment: StoredAttachment,
  ): Promise<{ found: boolean; replaced: StoredAttachment | null }> {
    const ref = finesCollection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return { found: false, replaced: null };
      tx.update(ref, { ...attachment, updatedAt: FieldValue.serverTimestamp() });
      return { found: true, replaced: storedAttachmentOf(snap.data()!) };
    });
  },

  /** Takes the attachment off the fine; what it had (null: none), or false when the fine is gone. */
  clearAttachment(companyId: string, id: string): Promise<{ removed: StoredAttachment | null } | false> {
    const ref = finesCollection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      const removed = storedAttachmentOf(snap.data()!);
      if (removed)
        tx.update(ref, {
          attachment: null,
          attachmentPath: FieldValue.delete(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      return { removed };
    });
  },

  /** A field user's own fines (named as their driver), newest first. */
  async listForDriver(companyId: string, driverId: string, request: PageRequest) {
    const query = finesCollection(companyId).where('driverId', '==', driverId);
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, NEWEST_FIRST, request),
      query.count().get(),
    ]);
    return { items: docs.map((doc) => toFine(doc.id, doc.data())), total: total.data().count, nextCursor };
  },

  /** Every fine naming the user (the export of their data). */
  async listAllForDriver(companyId: string, driverId: string): Promise<TrafficFine[]> {
    const snap = await finesCollection(companyId).where('driverId', '==', driverId).get();
    return snap.docs.map((doc) => toFine(doc.id, doc.data()));
  },

  /** A vehicle renamed (or its plate corrected): its fines and their deadline entries show it as it is now. */
  async renameVehicle(companyId: string, vehicle: DocumentVehicle): Promise<void> {
    const snap = await finesCollection(companyId).where('vehicleId', '==', vehicle.id).get();
    for (let i = 0; i < snap.docs.length; i += 200) {
      const batch = db().batch();
      for (const doc of snap.docs.slice(i, i + 200)) {
        batch.update(doc.ref, { vehicle });
        stageDeadlines(batch, companyId, [fineDeadline(toFine(doc.id, { ...doc.data(), vehicle }))]);
      }
      await batch.commit();
    }
  },

  /** A deleted user's fines keep who drove under their pseudonym. */
  async pseudonymiseDriver(companyId: string, uid: string, pseudonym: string): Promise<void> {
    const snap = await finesCollection(companyId).where('driverId', '==', uid).get();
    await Promise.all(snap.docs.map((doc) => doc.ref.update({ 'driver.name': pseudonym })));
  },
};
