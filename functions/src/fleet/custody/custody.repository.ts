import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  CUSTODY_END_REASONS,
  CUSTODY_TIME_SOURCES,
  type CustodyTimeSource,
  type CurrentDriver,
  type Custody,
  type CustodyEnd,
  type CustodyEndReason,
  type CustodyReturn,
  type CustodyStart,
} from '../../domain/fleet/custody';
import { deleteInBatches } from '../../platform/batched-writes';
import { db } from '../../platform/firebase';
import type { PageRequest } from '../../domain/cursor';
import { createdOnce, isNotFound, toIso } from '../../platform/firestore-values';
import { pagesInOrder, readPage, type ListOrder } from '../../platform/list-pages';
import { currentDriverOf } from '../vehicles';

/**
 * `companies/{c}/vehicles/{v}/custody/{checkOutChecklistId}`: one per check-out, who held the
 * vehicle from its submit and how it ended. `custody_returns/{checkInChecklistId}`: each check-in
 * as it arrived, so a check-in delivered before its check-out still ends it once that arrives.
 * The vehicle's `currentDriver` mirrors the open custody for the vehicle page.
 */
export const CUSTODY_COLLECTION = 'custody';
export const CUSTODY_RETURNS_COLLECTION = 'custody_returns';

/** How far back a settlement looks: a vehicle's latest check-outs (a delivery older than these changes nothing). */
export const SETTLED_CUSTODIES = 50;

const vehicle = (companyId: string, vehicleId: string) =>
  db().collection('companies').doc(companyId).collection('vehicles').doc(vehicleId);
const custodies = (companyId: string, vehicleId: string) =>
  vehicle(companyId, vehicleId).collection(CUSTODY_COLLECTION);
const returns = (companyId: string, vehicleId: string) =>
  vehicle(companyId, vehicleId).collection(CUSTODY_RETURNS_COLLECTION);

const iso = (value: unknown) => toIso(value) ?? new Date(0).toISOString();
const km = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value : null);
/** Whose clock a stored time is; records from before it was kept are the server's. */
const source = (value: unknown): CustodyTimeSource =>
  CUSTODY_TIME_SOURCES.includes(value as CustodyTimeSource) ? (value as CustodyTimeSource) : 'server';
const stamp = (value: string) => Timestamp.fromDate(new Date(value));

function toCustody(vehicleId: string, id: string, d: DocumentData): Custody {
  return {
    id,
    vehicleId,
    driverId: String(d.driverId ?? ''),
    driverName: String(d.driverName ?? ''),
    from: iso(d.from),
    fromSource: source(d.fromSource),
    ...(toIso(d.receivedAt) && { receivedAt: toIso(d.receivedAt)! }),
    kmFrom: km(d.kmFrom),
    to: toIso(d.to),
    toSource: toIso(d.to) ? source(d.toSource) : null,
    kmTo: km(d.kmTo),
    checkInChecklistId: text(d.checkInChecklistId),
    endedBy: CUSTODY_END_REASONS.includes(d.endedBy) ? (d.endedBy as CustodyEndReason) : null,
    endedByDriverName: text(d.endedByDriverName),
  };
}

const storedEnd = (end: CustodyEnd) => ({
  to: end.to ? Timestamp.fromDate(new Date(end.to)) : null,
  toSource: end.toSource,
  kmTo: end.kmTo,
  checkInChecklistId: end.checkInChecklistId,
  endedBy: end.endedBy,
  endedByDriverName: end.endedByDriverName,
  // Kept so a deleted driver's name can be replaced where it ended someone else's custody.
  endedByDriverId: end.endedByDriverId,
});

const NEWEST_FIRST: ListOrder = { field: 'from', direction: 'desc' };

export const custodyRepository = {
  /** Opens the check-out's custody once: false when it exists already (a redelivery or a resubmit). */
  open(companyId: string, vehicleId: string, start: CustodyStart): Promise<boolean> {
    return createdOnce(() =>
      custodies(companyId, vehicleId)
        .doc(start.id)
        .create({
          driverId: start.driverId,
          driverName: start.driverName,
          from: stamp(start.from),
          fromSource: start.fromSource ?? 'server',
          receivedAt: stamp(start.receivedAt ?? start.from),
          kmFrom: start.kmFrom,
          to: null,
          toSource: null,
          kmTo: null,
          checkInChecklistId: null,
          endedBy: null,
          endedByDriverName: null,
        }),
    );
  },

  /** Keeps the check-in once (its first submit). */
  recordReturn(companyId: string, vehicleId: string, back: CustodyReturn): Promise<boolean> {
    return createdOnce(() =>
      returns(companyId, vehicleId)
        .doc(back.checkInChecklistId)
        .create({
          driverId: back.driverId,
          at: stamp(back.at),
          atSource: back.atSource ?? 'server',
          receivedAt: stamp(back.receivedAt ?? back.at),
          km: back.km,
        }),
    );
  },

  /** The vehicle's latest custodies (SETTLED_CUSTODIES), oldest first, and the check-ins since the oldest of them. */
  async recent(companyId: string, vehicleId: string): Promise<{ custodies: Custody[]; returns: CustodyReturn[] }> {
    const snap = await custodies(companyId, vehicleId).orderBy('from', 'desc').limit(SETTLED_CUSTODIES).get();
    const list = snap.docs.map((doc) => toCustody(vehicleId, doc.id, doc.data())).reverse();
    const oldest = list[0];
    if (!oldest) return { custodies: [], returns: [] };
    const backs = await returns(companyId, vehicleId)
      .where('at', '>=', Timestamp.fromDate(new Date(oldest.from)))
      .get();
    return {
      custodies: list,
      returns: backs.docs.map((doc) => ({
        checkInChecklistId: doc.id,
        driverId: String(doc.data().driverId ?? ''),
        at: iso(doc.data().at),
        atSource: source(doc.data().atSource),
        km: km(doc.data().km),
      })),
    };
  },

  async writeEnd(companyId: string, vehicleId: string, custodyId: string, end: CustodyEnd): Promise<void> {
    await custodies(companyId, vehicleId).doc(custodyId).update(storedEnd(end));
  },

  /** The vehicle's `currentDriver`; nothing when the vehicle is gone. */
  async writeCurrentDriver(companyId: string, vehicleId: string, current: CurrentDriver | null): Promise<void> {
    try {
      await vehicle(companyId, vehicleId).update({ currentDriver: current });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  },

  /** The custody that started last at or before `at` (the one holding the vehicle then, unless it had ended). */
  async startedBy(companyId: string, vehicleId: string, at: string, limit = 1): Promise<Custody[]> {
    const snap = await custodies(companyId, vehicleId)
      .where('from', '<=', Timestamp.fromDate(new Date(at)))
      .orderBy('from', 'desc')
      .limit(limit)
      .get();
    return snap.docs.map((doc) => toCustody(vehicleId, doc.id, doc.data()));
  },

  /**
   * A deleted user's custodies keep who held the vehicle under `pseudonym`: theirs, the ones their
   * check-out ended, and the vehicle's current driver. Walks the vehicles (the local emulator
   * answers no collection-group query).
   */
  async pseudonymiseDriver(companyId: string, uid: string, pseudonym: string): Promise<void> {
    const fleet = await db()
      .collection('companies')
      .doc(companyId)
      .collection('vehicles')
      .select('currentDriver')
      .get();
    for (const vehicleDoc of fleet.docs) {
      const [held, ended] = await Promise.all([
        custodies(companyId, vehicleDoc.id).where('driverId', '==', uid).get(),
        custodies(companyId, vehicleDoc.id).where('endedByDriverId', '==', uid).get(),
      ]);
      await Promise.all([
        ...held.docs.map((doc) => doc.ref.update({ driverName: pseudonym })),
        ...ended.docs.map((doc) => doc.ref.update({ endedByDriverName: pseudonym })),
      ]);
      if (currentDriverOf(vehicleDoc.data().currentDriver)?.userId === uid)
        await vehicleDoc.ref.update({ 'currentDriver.name': pseudonym });
    }
  },

  /** A vehicle being deleted: its custodies and returns go before it (Firestore keeps subcollections of a deleted document); how many custodies. */
  async removeForVehicle(companyId: string, vehicleId: string): Promise<number> {
    const [held, back] = await Promise.all([
      custodies(companyId, vehicleId).get(),
      returns(companyId, vehicleId).get(),
    ]);
    await deleteInBatches([...held.docs, ...back.docs].map((doc) => doc.ref));
    return held.size;
  },

  async count(companyId: string, vehicleId: string): Promise<number> {
    return (await custodies(companyId, vehicleId).count().get()).data().count;
  },

  /** 'Histórico de uso' whole, newest first, `pageSize` at a time (an export's rows). */
  async *pages(companyId: string, vehicleId: string, pageSize: number): AsyncGenerator<Custody[]> {
    for await (const docs of pagesInOrder(custodies(companyId, vehicleId), NEWEST_FIRST, pageSize))
      yield docs.map((doc) => toCustody(vehicleId, doc.id, doc.data()));
  },

  /** 'Histórico de uso': newest first. */
  async page(companyId: string, vehicleId: string, request: PageRequest) {
    const query = custodies(companyId, vehicleId);
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(query, NEWEST_FIRST, request),
      query.count().get(),
    ]);
    return {
      items: docs.map((doc) => toCustody(vehicleId, doc.id, doc.data())),
      total: total.data().count,
      nextCursor,
    };
  },
};
