import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { CurrentDriver } from '../../domain/fleet/custody';
import { IN_SERVICE, type VehicleRelease, type VehicleService } from '../../domain/fleet/defect';
import { FUEL_TYPES, type FuelType } from '../../domain/fleet/fuel';
import { DEFAULT_OIL_INTERVAL_KM } from '../../domain/fleet/oil';
import {
  MAINTENANCE_TYPES,
  RECORD_KINDS,
  RECORD_KM_FIELD,
  recordKm,
  type MaintenanceType,
  type RecordKind,
  type Reminder,
  type StoredRecord,
  type VehicleRecord,
} from '../../domain/fleet/records.schema';
import type { ValidVehicleInput, Vehicle, VehicleArchive } from '../../domain/fleet/vehicle.schema';
import { FLEET_SUMMARY_KEYS, fleetSummaryPart } from '../../domain/fleet/vehicle-api';
import { raisedOdometer, type OdometerReading } from '../../domain/fleet/odometer';
import { commitInBatches, deleteInBatches } from '../../platform/batched-writes';
import { db } from '../../platform/firebase';
import { processedEvents } from '../../platform/processed-events';
import { isUf } from '../../domain/documents/licensing';
import { DOCUMENT_TYPES, type DocumentsDue } from '../../domain/documents/documents';
import { VEHICLE_CNH_CATEGORIES, type VehicleCnhCategory } from '../../domain/drivers/cnh';
import { createdOnce, isNotFound, toIso } from '../../platform/firestore-values';
import { keptCounts } from '../../platform/kept-counts';
import { pagesInOrder, readPage } from '../../platform/list-pages';
import type { PageRequest } from '../../domain/cursor';

/** A record as a use case writes it: the repository adds ids, company and createdAt. */
export type NewRecord<K extends RecordKind> = Omit<
  StoredRecord<K>,
  'kind' | 'id' | 'vehicleId' | 'companyId' | 'createdAt'
>;
export type NewReminder = Omit<Reminder, 'id' | 'vehicleId' | 'createdAt'>;

/** What a new record changes besides itself, decided by the use case from what the transaction read. */
export interface RecordPlan<K extends RecordKind> {
  record: NewRecord<K>;
  vehicle: Partial<Pick<Vehicle, 'currentKm' | 'lastOilChangeKm'>>;
  reminders: Array<Pick<Reminder, 'id' | 'lastDoneKm' | 'lastDoneAt'>>;
}

/** Where each kind of vehicle record is stored, under its vehicle. */
export const RECORD_COLLECTIONS: Record<RecordKind, string> = {
  maintenance: 'maintenance',
  fuel: 'fuel',
  oil_change: 'oil_changes',
};

/** An approved inspection's odometer reading, one per checklist (its id), under its vehicle. */
export const ODOMETER_READINGS_COLLECTION = 'odometer_readings';

/** The vehicle's own subcollections: its records, reminders and inspection readings. */
export const VEHICLE_SUBCOLLECTIONS: readonly string[] = [
  ...Object.values(RECORD_COLLECTIONS),
  'reminders',
  ODOMETER_READINGS_COLLECTION,
];

const company = (companyId: string) => db().collection('companies').doc(companyId);
const vehicles = (companyId: string) => company(companyId).collection('vehicles');
/** The fleet's FleetSummary, one document kept by the vehicles' trigger (onVehicleCounted). */
export const VEHICLE_COUNTS_COLLECTION = 'vehicle_counts';
/** One document per plate in use, naming its vehicle: its create() is what keeps plates unique. */
const plates = (companyId: string) => company(companyId).collection('vehicle_plates');
const records = (companyId: string, vehicleId: string, kind: RecordKind) =>
  vehicles(companyId).doc(vehicleId).collection(RECORD_COLLECTIONS[kind]);
const reminders = (companyId: string, vehicleId: string) => vehicles(companyId).doc(vehicleId).collection('reminders');
const inspectionReadings = (companyId: string, vehicleId: string) =>
  vehicles(companyId).doc(vehicleId).collection(ODOMETER_READINGS_COLLECTION);

async function updateIfPresent(ref: DocumentReference, fields: DocumentData): Promise<boolean> {
  try {
    await ref.update(fields);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
/**
 * Stamped on the vehicle in the same commit as a record or reminder changes, so the vehicle's
 * trigger (onVehicleFleet) re-syncs the dashboard's fleet entry: the trigger watches vehicles only.
 */
const fleetChanged = () => ({ fleetChangedAt: FieldValue.serverTimestamp() });

const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const optionalNum = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? { value } : null);
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? { value } : null);
const iso = (value: unknown) => toIso(value) ?? new Date(0).toISOString();
const optional = <K extends string, V>(key: K, value: V | null) =>
  value === null ? {} : ({ [key]: value } as Record<K, V>);

function toVehicle(companyId: string, id: string, d: DocumentData): Vehicle {
  return {
    id,
    companyId,
    name: String(d.name ?? ''),
    plate: String(d.plate ?? ''),
    model: String(d.model ?? ''),
    brand: String(d.brand ?? ''),
    color: String(d.color ?? ''),
    year: num(d.year),
    currentKm: num(d.currentKm),
    lastOilChangeKm: num(d.lastOilChangeKm),
    oilChangeIntervalKm: num(d.oilChangeIntervalKm, DEFAULT_OIL_INTERVAL_KM) || DEFAULT_OIL_INTERVAL_KM,
    isActive: d.isActive !== false,
    uf: isUf(d.uf) ? d.uf : null,
    vehicleType: d.vehicleType === 'truck' ? 'truck' : 'light',
    requiredCnhCategory: (VEHICLE_CNH_CATEGORIES as readonly unknown[]).includes(d.requiredCnhCategory)
      ? (d.requiredCnhCategory as VehicleCnhCategory)
      : null,
    createdAt: iso(d.createdAt),
    createdBy: String(d.createdBy ?? ''),
    updatedAt: toIso(d.updatedAt),
    service: serviceOf(d.service),
    documentsDue: documentsDueOf(d.documentsDue),
    archived: archiveOf(d),
    ...optional('currentDriver', currentDriverOf(d.currentDriver)),
  };
}

/** A vehicle stored before archiving existed has no `archived` field: it is in use. */
function archiveOf(d: DocumentData): VehicleArchive | null {
  if (d.archived !== true) return null;
  const a = (d.archive ?? {}) as DocumentData;
  return { at: iso(a.at), byUid: String(a.byUid ?? ''), byName: String(a.byName ?? '') };
}

/**
 * The stored form of a vehicle's archive. `archived` is written on every vehicle (false on
 * create), because the list asks for `archived == false` and Firestore leaves out of a query the
 * documents without the field.
 */
const storedArchive = (archive: VehicleArchive | null) => ({
  archived: archive !== null,
  archive: archive && { ...archive, at: Timestamp.fromDate(new Date(archive.at)) },
});

/** The stored `currentDriver` of a vehicle document (custody keeps it), or null. */
export function currentDriverOf(raw: unknown): CurrentDriver | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as DocumentData;
  if (typeof d.userId !== 'string' || typeof d.custodyId !== 'string') return null;
  return {
    userId: d.userId,
    name: String(d.name ?? ''),
    since: iso(d.since),
    km: typeof d.km === 'number' && Number.isFinite(d.km) ? d.km : null,
    custodyId: d.custodyId,
  };
}

function documentsDueOf(raw: unknown): DocumentsDue | null {
  const d = raw as DocumentData | null | undefined;
  if (!d || !DOCUMENT_TYPES.includes(d.type) || typeof d.expiryDate !== 'string') return null;
  return { type: d.type as DocumentsDue['type'], expiryDate: d.expiryDate };
}

/** The service state kept from the vehicle's defects; a vehicle without one is in service. */
function serviceOf(raw: unknown): VehicleService {
  if (!raw || typeof raw !== 'object') return IN_SERVICE;
  const d = raw as DocumentData;
  return {
    outOfService: d.outOfService === true,
    changedAt: toIso(d.changedAt),
    changedBy: optionalText(d.changedBy)?.value ?? null,
    openDefects: num(d.openDefects),
    openCriticalDefects: num(d.openCriticalDefects),
    release: releaseOf(d.release),
  };
}

function releaseOf(raw: unknown): VehicleRelease | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as DocumentData;
  if (typeof d.byUid !== 'string' || typeof d.reason !== 'string') return null;
  return { byUid: d.byUid, byName: String(d.byName ?? ''), at: iso(d.at), reason: d.reason };
}

const storedRelease = (release: VehicleRelease | null) =>
  release && { ...release, at: Timestamp.fromDate(new Date(release.at)) };

function inspectionReadingOf(doc: QueryDocumentSnapshot): OdometerReading {
  const d = doc.data();
  return { km: num(d.km), at: iso(d.at), source: 'inspection', recordId: doc.id };
}

function toRecord(kind: RecordKind, companyId: string, vehicleId: string, id: string, d: DocumentData): VehicleRecord {
  const base = {
    id,
    vehicleId,
    companyId,
    performedAt: iso(d.performedAt),
    performedBy: String(d.performedBy ?? ''),
    createdAt: iso(d.createdAt),
    odometerWentBack: d.odometerWentBack === true,
  };
  const notes = optionalText(d.notes);
  const withNotes = notes ? { notes: notes.value } : {};
  if (kind === 'maintenance') {
    const next = optionalNum(d.nextMaintenanceKm);
    return {
      kind,
      ...base,
      type: MAINTENANCE_TYPES.includes(d.type) ? (d.type as MaintenanceType) : 'general_maintenance',
      description: String(d.description ?? ''),
      cost: num(d.cost),
      kmAtMaintenance: num(d.kmAtMaintenance),
      ...(next && { nextMaintenanceKm: next.value }),
      ...withNotes,
    };
  }
  if (kind === 'fuel') {
    const station = optionalText(d.fuelStation);
    return {
      kind,
      ...base,
      liters: num(d.liters),
      costPerLiter: num(d.costPerLiter),
      totalCost: num(d.totalCost),
      kmAtFueling: num(d.kmAtFueling),
      fuelType: FUEL_TYPES.includes(d.fuelType) ? (d.fuelType as FuelType) : 'flex',
      ...(station && { fuelStation: station.value }),
      // A fill-up stored without `fullTank` was measured as a full tank.
      fullTank: d.fullTank !== false,
      ...withNotes,
    };
  }
  return {
    kind,
    ...base,
    oilType: String(d.oilType ?? ''),
    oilBrand: String(d.oilBrand ?? ''),
    filterChanged: d.filterChanged === true,
    cost: num(d.cost),
    kmAtChange: num(d.kmAtChange),
    nextChangeKm: num(d.nextChangeKm),
    ...withNotes,
  };
}

function toReminder(vehicleId: string, id: string, d: DocumentData): Reminder {
  return {
    id,
    vehicleId,
    name: String(d.name ?? ''),
    type: MAINTENANCE_TYPES.includes(d.type) ? (d.type as MaintenanceType) : 'general_maintenance',
    intervalKm: optionalNum(d.intervalKm)?.value ?? null,
    intervalMonths: optionalNum(d.intervalMonths)?.value ?? null,
    lastDoneKm: num(d.lastDoneKm),
    lastDoneAt: iso(d.lastDoneAt),
    createdAt: iso(d.createdAt),
  };
}

/** Firestore keeps no undefined values: optional fields are left out. */
function defined(fields: object): DocumentData {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

export type PlateResult<T> = { ok: true; value: T } | { ok: false; reason: 'plate_in_use' | 'not_found' };

export const vehiclesRepository = {
  /** The fleet's counts (FleetSummary): a vehicle's write in them, once per event, and their read. */
  counts: keptCounts({
    keys: FLEET_SUMMARY_KEYS,
    doc: (companyId) => company(companyId).collection(VEHICLE_COUNTS_COLLECTION).doc('fleet'),
    documents: vehicles,
    partOf: (companyId) => (data) => fleetSummaryPart(toVehicle(companyId, '', data)),
  }),

  /** By name, the archived vehicles or those in use. */
  async listPage(companyId: string, request: PageRequest, archived: boolean) {
    const query = vehicles(companyId).where('archived', '==', archived);
    const { docs, nextCursor } = await readPage(query, { field: 'name', direction: 'asc' }, request);
    return { items: docs.map((doc) => toVehicle(companyId, doc.id, doc.data())), nextCursor };
  },

  /**
   * Writes `archived: false` on the vehicles stored before the field existed, so the list's query
   * finds them; how many it wrote. A vehicle without the field is in use (archiveOf).
   */
  async writeMissingArchived(companyId: string): Promise<number> {
    const snap = await vehicles(companyId).get();
    const missing = snap.docs.filter((doc) => typeof doc.get('archived') !== 'boolean');
    await commitInBatches(missing.map((doc) => (batch: WriteBatch) => batch.update(doc.ref, storedArchive(null))));
    return missing.length;
  },

  /** Archives the vehicle (an archive) or brings it back (null); false when the vehicle is gone. */
  async writeArchive(companyId: string, id: string, archive: VehicleArchive | null): Promise<boolean> {
    return updateIfPresent(vehicles(companyId).doc(id), { ...storedArchive(archive), updatedAt: Timestamp.now() });
  },

  async archivedIds(companyId: string): Promise<Set<string>> {
    const snap = await vehicles(companyId).where('archived', '==', true).select().get();
    return new Set(snap.docs.map((doc) => doc.id));
  },

  /** Every vehicle by name, `pageSize` at a time (an export). */
  async *pages(companyId: string, pageSize: number): AsyncGenerator<Vehicle[]> {
    for await (const docs of pagesInOrder(vehicles(companyId), { field: 'name', direction: 'asc' }, pageSize)) {
      yield docs.map((doc) => toVehicle(companyId, doc.id, doc.data()));
    }
  },

  async listAll(companyId: string): Promise<Vehicle[]> {
    const snap = await vehicles(companyId).orderBy('name').get();
    return snap.docs.map((doc) => toVehicle(companyId, doc.id, doc.data()));
  },

  /** The active vehicles not archived, by name (the assign picker). */
  async listActive(companyId: string): Promise<Vehicle[]> {
    const snap = await vehicles(companyId).where('isActive', '==', true).get();
    return snap.docs
      .map((doc) => toVehicle(companyId, doc.id, doc.data()))
      .filter((v) => !v.archived)
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  },

  /** The vehicles of these ids that exist (a deleted one is left out), in one read. */
  async getMany(companyId: string, ids: readonly string[]): Promise<Vehicle[]> {
    if (ids.length === 0) return [];
    const snaps = await db().getAll(...ids.map((id) => vehicles(companyId).doc(id)));
    return snaps.filter((snap) => snap.exists).map((snap) => toVehicle(companyId, snap.id, snap.data()!));
  },

  /** The vehicle that holds this (normalised) plate, by its plate's document. */
  async idByPlate(companyId: string, plate: string): Promise<string | null> {
    const snap = await plates(companyId).doc(plate).get();
    const id: unknown = snap.data()?.vehicleId;
    return typeof id === 'string' ? id : null;
  },

  async get(companyId: string, id: string): Promise<Vehicle | null> {
    const snap = await vehicles(companyId).doc(id).get();
    return snap.exists ? toVehicle(companyId, id, snap.data()!) : null;
  },

  /** The vehicle with how many times it moved in or out of service (null: gone). */
  async readService(companyId: string, id: string): Promise<{ vehicle: Vehicle; moves: number } | null> {
    const snap = await vehicles(companyId).doc(id).get();
    const data = snap.data();
    return data ? { vehicle: toVehicle(companyId, id, data), moves: num(data.serviceMoves) } : null;
  },

  /**
   * The gate of the vehicle's move number `move` in or out of service: true for the one caller
   * whose create() made it (the local emulator's transactions and preconditions do not isolate,
   * DESIGN section 2); `service` is what that move writes, so a caller finding it taken can apply it.
   */
  async claimServiceMove(companyId: string, id: string, move: number, service: VehicleService): Promise<boolean> {
    return createdOnce(() =>
      processedEvents(companyId)
        .doc(`service-move|${id}|${move}`)
        .create({ vehicleId: id, move, service, processedAt: Timestamp.now() }),
    );
  },

  async readServiceMove(companyId: string, id: string, move: number): Promise<VehicleService | null> {
    const snap = await processedEvents(companyId).doc(`service-move|${id}|${move}`).get();
    return snap.exists ? serviceOf(snap.data()?.service) : null;
  },

  /**
   * Writes a move in or out of service (the whole state and its number). `outOfService` is kept
   * beside `service` for countOutOfService: the local emulator cannot count on a nested field.
   * `fleetChangedAt` re-syncs the dashboard's fleet entry. False when the vehicle is gone.
   */
  async writeServiceMove(companyId: string, id: string, service: VehicleService, move: number): Promise<boolean> {
    return updateIfPresent(vehicles(companyId).doc(id), {
      service: {
        ...service,
        changedAt: service.changedAt ? Timestamp.fromDate(new Date(service.changedAt)) : null,
        release: storedRelease(service.release),
      },
      outOfService: service.outOfService,
      serviceMoves: move,
      ...fleetChanged(),
    });
  },

  /** Writes only the defect counts, so a late writer cannot undo a move in or out of service. */
  async writeServiceCounts(
    companyId: string,
    id: string,
    counts: Pick<VehicleService, 'openDefects' | 'openCriticalDefects'>,
  ): Promise<boolean> {
    return updateIfPresent(vehicles(companyId).doc(id), {
      'service.openDefects': counts.openDefects,
      'service.openCriticalDefects': counts.openCriticalDefects,
      ...fleetChanged(),
    });
  },

  /** Sets the vehicle's release (an admin's 'Liberar veículo'); false when the vehicle is gone. */
  async writeRelease(companyId: string, id: string, release: VehicleRelease): Promise<boolean> {
    return updateIfPresent(vehicles(companyId).doc(id), { 'service.release': storedRelease(release) });
  },

  /**
   * Ends the vehicle's release if it was given before `failedAt` (a critical failure reported
   * then), in a transaction so that one caller ends it; the release it ended, or null.
   */
  async endReleaseBefore(companyId: string, id: string, failedAt: string): Promise<VehicleRelease | null> {
    const ref = vehicles(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const release = snap.exists ? serviceOf(snap.data()?.service).release : null;
      if (!release || Date.parse(release.at) >= Date.parse(failedAt)) return null;
      tx.update(ref, { 'service.release': null });
      return release;
    });
  },

  /** The vehicles in use that are out of service: read, not counted, to leave out the archived (few either way). */
  async countOutOfService(companyId: string): Promise<number> {
    const snap = await vehicles(companyId).where('outOfService', '==', true).get();
    return snap.docs.filter((doc) => doc.get('archived') !== true).length;
  },

  /** The plate's gate first: a plate already taken stops the create before anything is written. */
  async create(companyId: string, fields: ValidVehicleInput, by: string): Promise<PlateResult<Vehicle>> {
    const ref = vehicles(companyId).doc();
    if (!(await claimPlate(companyId, fields.plate, ref.id))) return { ok: false, reason: 'plate_in_use' };
    const data = {
      ...fields,
      companyId,
      createdAt: Timestamp.now(),
      createdBy: by,
      updatedAt: null,
      ...storedArchive(null),
    };
    try {
      await ref.create(data);
    } catch (error) {
      await plates(companyId).doc(fields.plate).delete();
      throw error;
    }
    return { ok: true, value: toVehicle(companyId, ref.id, data) };
  },

  /** A new plate is claimed before the vehicle changes and the old one released after. */
  async update(companyId: string, id: string, fields: ValidVehicleInput): Promise<PlateResult<Vehicle>> {
    const current = await this.get(companyId, id);
    if (!current) return { ok: false, reason: 'not_found' };
    const plateChanged = current.plate !== fields.plate;
    if (plateChanged && !(await claimPlate(companyId, fields.plate, id))) return { ok: false, reason: 'plate_in_use' };
    const ref = vehicles(companyId).doc(id);
    const updated = await db()
      .runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return null;
        const changes = { ...fields, updatedAt: Timestamp.now() };
        tx.update(ref, changes);
        return toVehicle(companyId, id, { ...snap.data(), ...changes });
      })
      .catch(async (error: unknown) => {
        if (plateChanged) await releasePlate(companyId, fields.plate, id);
        throw error;
      });
    if (!updated) {
      if (plateChanged) await releasePlate(companyId, fields.plate, id);
      return { ok: false, reason: 'not_found' };
    }
    if (plateChanged) await releasePlate(companyId, current.plate, id);
    return { ok: true, value: updated };
  },

  /**
   * The records, reminders and readings first (Firestore keeps subcollections of a deleted
   * document) and the vehicle last, so a failure halfway leaves it there to delete again. How
   * many of those went; null when there is no such vehicle.
   */
  async remove(companyId: string, id: string): Promise<{ records: number } | null> {
    const vehicle = await this.get(companyId, id);
    if (!vehicle) return null;
    const ref = vehicles(companyId).doc(id);
    const children = await Promise.all(VEHICLE_SUBCOLLECTIONS.map((name) => ref.collection(name).get()));
    const refs = children.flatMap((snap) => snap.docs.map((doc) => doc.ref));
    await deleteInBatches(refs);
    await releasePlate(companyId, vehicle.plate, id);
    await ref.delete();
    return { records: refs.length };
  },

  /** Newest performedAt first. */
  async listRecords<K extends RecordKind>(
    companyId: string,
    vehicleId: string,
    kind: K,
  ): Promise<Array<StoredRecord<K>>> {
    const snap = await records(companyId, vehicleId, kind).orderBy('performedAt', 'desc').get();
    return snap.docs.map((doc) => toRecord(kind, companyId, vehicleId, doc.id, doc.data()) as StoredRecord<K>);
  },

  async countRecords(companyId: string, vehicleId: string, kind: RecordKind): Promise<number> {
    return (await records(companyId, vehicleId, kind).count().get()).data().count;
  },

  /** The vehicle's records of a kind, newest first, `pageSize` at a time (an export's rows). */
  async *recordPages<K extends RecordKind>(
    companyId: string,
    vehicleId: string,
    kind: K,
    pageSize: number,
  ): AsyncGenerator<Array<StoredRecord<K>>> {
    const order = { field: 'performedAt', direction: 'desc' } as const;
    for await (const docs of pagesInOrder(records(companyId, vehicleId, kind), order, pageSize))
      yield docs.map((doc) => toRecord(kind, companyId, vehicleId, doc.id, doc.data()) as StoredRecord<K>);
  },

  async hasRecord(companyId: string, vehicleId: string, kind: RecordKind, recordId: string): Promise<boolean> {
    return (await records(companyId, vehicleId, kind).doc(recordId).get()).exists;
  },

  async listAllRecords(companyId: string, vehicleId: string): Promise<VehicleRecord[]> {
    const lists = await Promise.all(
      (Object.keys(RECORD_COLLECTIONS) as RecordKind[]).map((kind) => this.listRecords(companyId, vehicleId, kind)),
    );
    return lists.flat();
  },

  /**
   * Stores a record and what it changes (the vehicle's km and oil change, its reminders) in one
   * transaction; `plan` decides from the vehicle and reminders read there. Null when the vehicle is missing.
   */
  async addRecord<K extends RecordKind>(
    companyId: string,
    vehicleId: string,
    kind: K,
    plan: (vehicle: Vehicle, reminders: Reminder[]) => RecordPlan<K>,
    id?: string,
  ): Promise<StoredRecord<K> | null> {
    const vehicleRef = vehicles(companyId).doc(vehicleId);
    const ref = id ? records(companyId, vehicleId, kind).doc(id) : records(companyId, vehicleId, kind).doc();
    return db().runTransaction(async (tx) => {
      const [snap, before] = await Promise.all([tx.get(vehicleRef), id ? tx.get(ref) : null]);
      if (!snap.exists) return null;
      if (before?.exists) return toRecord(kind, companyId, vehicleId, ref.id, before.data()!) as StoredRecord<K>;
      const reminderSnap = await tx.get(reminders(companyId, vehicleId));
      const decided = plan(
        toVehicle(companyId, vehicleId, snap.data()!),
        reminderSnap.docs.map((doc) => toReminder(vehicleId, doc.id, doc.data())),
      );
      const data = defined({
        ...decided.record,
        vehicleId,
        companyId,
        performedAt: Timestamp.fromDate(new Date(decided.record.performedAt)),
        createdAt: Timestamp.now(),
      });
      tx.create(ref, data);
      tx.update(vehicleRef, { ...decided.vehicle, ...fleetChanged() });
      for (const reminder of decided.reminders) {
        tx.update(reminders(companyId, vehicleId).doc(reminder.id), {
          lastDoneKm: reminder.lastDoneKm,
          lastDoneAt: Timestamp.fromDate(new Date(reminder.lastDoneAt)),
        });
      }
      return toRecord(kind, companyId, vehicleId, ref.id, data) as StoredRecord<K>;
    });
  },

  /** Many records of one vehicle and the vehicle's and reminders' state after them, in batches (importRecords). */
  async importRecords(
    companyId: string,
    vehicleId: string,
    planned: Array<{ kind: RecordKind; record: NewRecord<RecordKind> }>,
    vehicle: Partial<Pick<Vehicle, 'currentKm' | 'lastOilChangeKm'>>,
    reminderStates: Array<Pick<Reminder, 'id' | 'lastDoneKm' | 'lastDoneAt'>>,
  ): Promise<void> {
    const createdAt = Timestamp.now();
    await commitInBatches([
      ...planned.map(
        ({ kind, record }) =>
          (batch: WriteBatch) =>
            batch.create(
              records(companyId, vehicleId, kind).doc(),
              defined({
                ...record,
                vehicleId,
                companyId,
                performedAt: Timestamp.fromDate(new Date(record.performedAt)),
                createdAt,
              }),
            ),
      ),
      ...reminderStates.map(
        (r) => (batch: WriteBatch) =>
          batch.update(reminders(companyId, vehicleId).doc(r.id), {
            lastDoneKm: r.lastDoneKm,
            lastDoneAt: Timestamp.fromDate(new Date(r.lastDoneAt)),
          }),
      ),
      // Last, so the fleet sync its write triggers finds every record and reminder above committed.
      (batch: WriteBatch) => batch.update(vehicles(companyId).doc(vehicleId), { ...vehicle, ...fleetChanged() }),
    ]);
  },

  /** False when there was nothing to delete. */
  async removeRecord(companyId: string, vehicleId: string, kind: RecordKind, recordId: string): Promise<boolean> {
    const ref = records(companyId, vehicleId, kind).doc(recordId);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      tx.update(vehicles(companyId).doc(vehicleId), fleetChanged());
      return true;
    });
  },

  /**
   * The vehicle's readings (records of every kind and approved inspections) at or above `minKm`:
   * from its current km, only the few at the top, however long its history.
   */
  async readingsFrom(companyId: string, vehicleId: string, minKm: number): Promise<OdometerReading[]> {
    const [fromRecords, fromInspections] = await Promise.all([
      Promise.all(
        RECORD_KINDS.map(async (kind) => {
          const snap = await records(companyId, vehicleId, kind).where(RECORD_KM_FIELD[kind], '>=', minKm).get();
          return snap.docs.map((doc) => {
            const record = toRecord(kind, companyId, vehicleId, doc.id, doc.data());
            return { km: recordKm(record), at: record.performedAt, source: kind, recordId: doc.id };
          });
        }),
      ),
      inspectionReadings(companyId, vehicleId).where('km', '>=', minKm).get(),
    ]);
    return [...fromRecords.flat(), ...fromInspections.docs.map(inspectionReadingOf)];
  },

  /** Whether any of the vehicle's readings is dated after `at`. */
  async hasReadingAfter(companyId: string, vehicleId: string, at: string): Promise<boolean> {
    const after = Timestamp.fromDate(new Date(at));
    const found = await Promise.all([
      ...RECORD_KINDS.map((kind) =>
        records(companyId, vehicleId, kind).where('performedAt', '>', after).limit(1).get(),
      ),
      inspectionReadings(companyId, vehicleId).where('at', '>', after).limit(1).get(),
    ]);
    return found.some((snap) => !snap.empty);
  },

  /** The odometer readings of the vehicle's approved inspections (their recordId is the checklist's id). */
  async listInspectionReadings(companyId: string, vehicleId: string): Promise<OdometerReading[]> {
    const snap = await inspectionReadings(companyId, vehicleId).get();
    return snap.docs.map(inspectionReadingOf);
  },

  /**
   * An approved inspection's reading enters the vehicle's timeline and raises its km when higher,
   * once: the reading's document id is the checklist's, so a redelivered approval finds it there and
   * changes nothing ('duplicate'). 'vehicle_missing' when the vehicle was deleted meanwhile.
   */
  async recordInspectionReading(
    companyId: string,
    vehicleId: string,
    reading: { checklistId: string; km: number; at: string },
  ): Promise<'recorded' | 'duplicate' | 'vehicle_missing'> {
    const vehicleRef = vehicles(companyId).doc(vehicleId);
    const ref = inspectionReadings(companyId, vehicleId).doc(reading.checklistId);
    let outcome: 'recorded' | 'vehicle_missing' = 'recorded';
    const created = await createdOnce(() =>
      db().runTransaction(async (tx) => {
        const snap = await tx.get(vehicleRef);
        if (!snap.exists) {
          outcome = 'vehicle_missing';
          return;
        }
        // create() fails the whole commit when the reading exists (the emulator's transactions do not isolate).
        tx.create(ref, { km: reading.km, at: Timestamp.fromDate(new Date(reading.at)), createdAt: Timestamp.now() });
        tx.update(vehicleRef, {
          currentKm: raisedOdometer(num(snap.data()!.currentKm), reading.km),
          ...fleetChanged(),
        });
      }),
    );
    return created ? outcome : 'duplicate';
  },

  /** By name. */
  async listReminders(companyId: string, vehicleId: string): Promise<Reminder[]> {
    const snap = await reminders(companyId, vehicleId).orderBy('name').get();
    return snap.docs.map((doc) => toReminder(vehicleId, doc.id, doc.data()));
  },

  async createReminder(companyId: string, vehicleId: string, fields: NewReminder): Promise<Reminder> {
    const ref = reminders(companyId, vehicleId).doc();
    const data = { ...fields, lastDoneAt: Timestamp.fromDate(new Date(fields.lastDoneAt)), createdAt: Timestamp.now() };
    // The vehicle first: a vehicle gone meanwhile fails the commit before the reminder is written.
    await db().batch().update(vehicles(companyId).doc(vehicleId), fleetChanged()).create(ref, data).commit();
    return toReminder(vehicleId, ref.id, data);
  },

  async removeReminder(companyId: string, vehicleId: string, reminderId: string): Promise<boolean> {
    const ref = reminders(companyId, vehicleId).doc(reminderId);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      tx.update(vehicles(companyId).doc(vehicleId), fleetChanged());
      return true;
    });
  },
};

/** False when another vehicle of the company holds the plate (the create() found its document). */
function claimPlate(companyId: string, plate: string, vehicleId: string): Promise<boolean> {
  return createdOnce(() => plates(companyId).doc(plate).create({ vehicleId, claimedAt: Timestamp.now() }));
}

/** Deletes the plate's document only while it still names this vehicle. */
async function releasePlate(companyId: string, plate: string, vehicleId: string): Promise<void> {
  const ref: DocumentReference = plates(companyId).doc(plate);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && snap.data()?.vehicleId === vehicleId) tx.delete(ref);
  });
}
