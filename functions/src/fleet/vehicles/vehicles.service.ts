import { actorOf, audit, auditCreated, recordAudit } from '../../audit';
import { pageOfAll, type Page } from '../../domain/api';
import {
  changedFields,
  VEHICLE_AUDIT_FIELDS,
  vehicleChangeEntries,
  type AuditRecordRef,
  type CompanyActor,
} from '../../domain/audit/audit';
import { conflict, notFound } from '../../domain/errors';
import { fuelEconomy, fuelTotalCost } from '../../domain/fleet/fuel';
import {
  lastOilChangeAfter,
  monthlyCosts,
  nextOilChangeKm,
  readingsOf,
  readingWentBack,
  recentActivity,
  remindersReset,
} from '../../domain/fleet/history';
import { odometerTimeline, raisedOdometer, type OdometerReading } from '../../domain/fleet/odometer';
import { oilSummary } from '../../domain/fleet/oil';
import {
  type MaintenanceType,
  type RecordKind,
  type Reminder,
  type StoredRecord,
  type ValidRecordInputs,
  type ValidReminderInput,
  type VehicleRecord,
} from '../../domain/fleet/records.schema';
import { reminderDue } from '../../domain/fleet/reminders';
import type { LastOdometer } from '../../domain/fleet/inspection';
import type {
  FleetSummary,
  ReminderWithDue,
  VehicleOption,
  VehicleOverview,
  VehicleWithOil,
} from '../../domain/fleet/vehicle-api';
import {
  vehicleSearchFields,
  type ValidVehicleInput,
  type Vehicle,
  type VehicleListQuery,
} from '../../domain/fleet/vehicle.schema';
import type { VehicleItemRow } from '../../domain/exports/lists';
import { MESSAGES } from '../../domain/messages';
import type { CompanySession } from '../../domain/roles';
import { normalizePlate } from '../../domain/fleet/plate';
import { matchesSearch } from '../../domain/text';
import { vehicleDependents, type RemovedWithVehicle, type RemovedWithVehicleKind } from './vehicle-dependents';
import { vehiclesRepository as repo, type NewRecord, type PlateResult, type RecordPlan } from './vehicles.repository';

/** Vehicles read per page by an export: a page of documents of a few KB each. */
const EXPORT_PAGE_SIZE = 500;

const withOil = (vehicle: Vehicle): VehicleWithOil => ({ ...vehicle, oil: oilSummary(vehicle) });

function unwrap(result: PlateResult<Vehicle>): VehicleWithOil {
  if (result.ok) return withOil(result.value);
  if (result.reason === 'plate_in_use') throw conflict(MESSAGES.vehicles.plateInUse);
  throw notFound(MESSAGES.vehicles.notFound);
}

/** A vehicle under the list's filter: the archived ones with `archived`, else those in use. */
const underFilter = (archived: boolean) => (v: Vehicle) => (v.archived !== null) === archived;

/** The list's total under its filter, from the kept counts. */
const totalOf = (counts: FleetSummary, archived: boolean) => (archived ? counts.archived : counts.total);

/** The companies whose vehicles this instance has given the `archived` field they lacked. */
const fieldWrittenFor = new Set<string>();

export async function listVehicles(session: CompanySession, query: VehicleListQuery): Promise<Page<VehicleWithOil>> {
  const { page, pageSize, search } = query;
  const archived = query.archived === 'true';
  if (search) {
    // Firestore has no substring search; a company's fleet fits in one read.
    const all = (await repo.listAll(session.companyId)).filter(underFilter(archived));
    return pageOfAll(all.filter((v) => matchesSearch(search, vehicleSearchFields(v))).map(withOil), query);
  }
  const read = () =>
    Promise.all([repo.listPage(session.companyId, query, archived), repo.counts.read(session.companyId)]);
  let [{ items, nextCursor }, counts] = await read();
  const total = totalOf(counts, archived);
  // A first page short of the counts may hold vehicles stored before `archived` was: written once,
  // read again. Once per company and instance: counts that lag a moment behind a write do not
  // make every list read the whole fleet.
  const short = items.length < Math.min(pageSize, total - (page - 1) * pageSize);
  if (!archived && !query.after && short && !fieldWrittenFor.has(session.companyId)) {
    fieldWrittenFor.add(session.companyId);
    if (await repo.writeMissingArchived(session.companyId)) [{ items, nextCursor }, counts] = await read();
  }
  return { items: items.map(withOil), total: totalOf(counts, archived), page, pageSize, nextCursor };
}

/** How many vehicles an export of the list under these filters gives (the kept count, unless it searches). */
export async function countVehiclesForExport(
  companyId: string,
  { search, archived: filter }: Pick<VehicleListQuery, 'search' | 'archived'>,
): Promise<number> {
  const archived = filter === 'true';
  if (search)
    return (await repo.listAll(companyId))
      .filter(underFilter(archived))
      .filter((v) => matchesSearch(search, vehicleSearchFields(v))).length;
  return totalOf(await repo.counts.read(companyId), archived);
}

/** The vehicles of the list under these filters, in its order (by name), a page at a time: an export's rows. */
export async function* vehiclesForExport(
  companyId: string,
  { search, archived: filter }: Pick<VehicleListQuery, 'search' | 'archived'>,
): AsyncGenerator<Vehicle> {
  const archived = filter === 'true';
  for await (const page of repo.pages(companyId, EXPORT_PAGE_SIZE)) {
    yield* page.filter(underFilter(archived)).filter((v) => matchesSearch(search, vehicleSearchFields(v)));
  }
}

/** The list's four cards, from counts the vehicles' trigger keeps: one read for 5 vehicles or 500. */
export const getSummary = (session: CompanySession): Promise<FleetSummary> => repo.counts.read(session.companyId);

/** A vehicle's write (created, edited, deleted) in its company's counts, once per trigger event. */
export const countVehicleWrite = repo.counts.countWrite;

async function vehicleIn(companyId: string, id: string): Promise<Vehicle> {
  const vehicle = await repo.get(companyId, id);
  if (!vehicle) throw notFound(MESSAGES.vehicles.notFound);
  return vehicle;
}

const vehicleOf = (session: CompanySession, id: string): Promise<Vehicle> => vehicleIn(session.companyId, id);

/** How many records of a kind an export of the vehicle's tab gives (404 for a vehicle not the company's). */
export async function countRecordsForExport(companyId: string, vehicleId: string, kind: RecordKind): Promise<number> {
  await vehicleIn(companyId, vehicleId);
  return repo.countRecords(companyId, vehicleId, kind);
}

/** The vehicle's records of a kind, newest first as its tab, a page at a time, each with the vehicle: an export's rows. */
export async function* recordsForExport<K extends RecordKind>(
  companyId: string,
  vehicleId: string,
  kind: K,
): AsyncGenerator<VehicleItemRow<StoredRecord<K>>> {
  const vehicle = await vehicleIn(companyId, vehicleId);
  for await (const page of repo.recordPages(companyId, vehicleId, kind, EXPORT_PAGE_SIZE))
    yield* page.map((item) => ({ vehicle, item }));
}

/** How many reminders an export of the vehicle's reminders gives: a vehicle's few, read whole as its screen. */
export async function countRemindersForExport(companyId: string, vehicleId: string): Promise<number> {
  await vehicleIn(companyId, vehicleId);
  return (await repo.listReminders(companyId, vehicleId)).length;
}

/** The vehicle's reminders by name, each with when it is due from the vehicle's km and now: an export's rows. */
export async function* remindersForExport(
  companyId: string,
  vehicleId: string,
  now = new Date(),
): AsyncGenerator<VehicleItemRow<ReminderWithDue>> {
  const vehicle = await vehicleIn(companyId, vehicleId);
  for (const reminder of await repo.listReminders(companyId, vehicleId))
    yield { vehicle, item: { ...reminder, due: reminderDue(reminder, vehicle.currentKm, now) } };
}

export async function getVehicle(session: CompanySession, id: string): Promise<VehicleWithOil> {
  return withOil(await vehicleOf(session, id));
}

/** The assign picker's vehicles: the active ones, out-of-service ones marked. */
export async function listVehicleOptions(session: CompanySession): Promise<VehicleOption[]> {
  const active = await repo.listActive(session.companyId);
  return active.map((v) => ({
    id: v.id,
    name: v.name,
    plate: v.plate,
    outOfService: v.service.outOfService,
    requiredCnhCategory: v.requiredCnhCategory,
  }));
}

/** Every odometer reading of the vehicle: its records' and its approved inspections'. */
async function allReadings(companyId: string, vehicleId: string, records?: readonly VehicleRecord[]) {
  const [all, inspections] = await Promise.all([
    records ?? repo.listAllRecords(companyId, vehicleId),
    repo.listInspectionReadings(companyId, vehicleId),
  ]);
  return [...readingsOf(all), ...inspections];
}

/**
 * The vehicle's last known odometer: its current km, taken when the latest reading at or above it
 * was (the vehicle's creation when none is: a km typed on the vehicle form). Reads only the
 * readings at the top, so a field user's checklist opens with the same reads for a vehicle of any
 * age. As of a past moment with readings after it (an answer dated back, as the demo data's
 * are), the highest reading then, from the whole history; null when none was.
 */
export async function lastOdometerOf(vehicle: Vehicle, asOf?: Date): Promise<LastOdometer | null> {
  if (asOf && (await repo.hasReadingAfter(vehicle.companyId, vehicle.id, asOf.toISOString()))) {
    const then = (await allReadings(vehicle.companyId, vehicle.id)).filter((r) => Date.parse(r.at) <= asOf.getTime());
    const highest = then.reduce<OdometerReading | null>((top, r) => (!top || r.km > top.km ? r : top), null);
    return highest && { km: highest.km, at: highest.at };
  }
  const at = (await repo.readingsFrom(vehicle.companyId, vehicle.id, vehicle.currentKm))
    .map((r) => r.at)
    .sort()
    .at(-1);
  return { km: vehicle.currentKm, at: at ?? vehicle.createdAt };
}

const vehicleRecord = (v: Vehicle): AuditRecordRef => ({ type: 'vehicle', id: v.id, label: `${v.name} (${v.plate})` });
const fieldsOf = (v: Vehicle) => v as unknown as Record<string, unknown>;

export async function createVehicle(session: CompanySession, input: ValidVehicleInput): Promise<VehicleWithOil> {
  const created = unwrap(await repo.create(session.companyId, input, session.email));
  await auditCreated(session, 'vehicle.created', vehicleRecord(created), created, VEHICLE_AUDIT_FIELDS);
  return created;
}

export async function updateVehicle(
  session: CompanySession,
  id: string,
  input: ValidVehicleInput,
): Promise<VehicleWithOil> {
  const before = await vehicleOf(session, id);
  const updated = unwrap(await repo.update(session.companyId, id, input));
  if (before.name !== updated.name || before.plate !== updated.plate) {
    const vehicle = { id, name: updated.name, plate: updated.plate };
    for (const dependent of vehicleDependents()) await dependent.renamed?.(session.companyId, vehicle);
  }
  await recordAudit(
    session.companyId,
    vehicleChangeEntries(actorOf(session), vehicleRecord(updated), fieldsOf(before), fieldsOf(updated)),
  );
  return updated;
}

/** An archived vehicle is not handed over nor started from its label: 409 naming it (an assignment's refusal is the form's 400). */
export function refuseArchived(vehicle: Pick<Vehicle, 'name' | 'archived'>): void {
  if (vehicle.archived) throw conflict(MESSAGES.vehicles.archived(vehicle.name));
}

/** Hides the vehicle from the lists and refuses it new work; every record it holds stays. */
export async function archiveVehicle(
  session: CompanySession,
  id: string,
  now: Date = new Date(),
): Promise<VehicleWithOil> {
  const vehicle = await vehicleOf(session, id);
  if (vehicle.archived) throw conflict(MESSAGES.vehicles.alreadyArchived);
  const archive = { at: now.toISOString(), byUid: session.uid, byName: session.name };
  if (!(await repo.writeArchive(session.companyId, id, archive))) throw notFound(MESSAGES.vehicles.notFound);
  await audit(session, session.companyId, 'vehicle.archived', vehicleRecord(vehicle), []);
  return getVehicle(session, id);
}

/** 'Reativar': the vehicle is back in the lists and open to new work. */
export async function unarchiveVehicle(session: CompanySession, id: string): Promise<VehicleWithOil> {
  const vehicle = await vehicleOf(session, id);
  if (!vehicle.archived) throw conflict(MESSAGES.vehicles.notArchived);
  if (!(await repo.writeArchive(session.companyId, id, null))) throw notFound(MESSAGES.vehicles.notFound);
  await audit(session, session.companyId, 'vehicle.unarchived', vehicleRecord(vehicle), []);
  return getVehicle(session, id);
}

/**
 * Deletes an archived vehicle and all that hangs on it (records, fines, documents, custodies,
 * its label's token), what its dependents keep first. Its entry lists the vehicle's fields and
 * how many of each kind went with it. A vehicle in use is refused: it is archived first.
 */
export async function deleteVehicle(session: CompanySession, id: string): Promise<{ id: string }> {
  const before = await vehicleOf(session, id);
  if (!before.archived) throw conflict(MESSAGES.vehicles.deleteNotArchived);
  const removed: RemovedWithVehicle = {};
  for (const dependent of vehicleDependents())
    Object.assign(removed, await dependent.removing?.(session.companyId, id));
  const own = await repo.remove(session.companyId, id);
  if (!own) throw notFound(MESSAGES.vehicles.notFound);
  const counts = { ...removed, ...own };
  const changes = [
    ...changedFields({ ...before }, null, VEHICLE_AUDIT_FIELDS),
    ...REMOVED_WITH_VEHICLE.map((kind) => ({ field: kind, before: counts[kind] ?? 0, after: 0 })),
  ];
  await audit(session, session.companyId, 'vehicle.deleted', vehicleRecord(before), changes);
  return { id };
}

/**
 * 'Liberar veículo': an admin lets a vehicle that is out of service be taken out while its open
 * critical defects remain, for a reason the trail keeps. Refused for a vehicle in service or
 * already released.
 */
export async function releaseVehicle(
  session: CompanySession,
  id: string,
  reason: string,
  now: Date = new Date(),
): Promise<VehicleWithOil> {
  const vehicle = await vehicleOf(session, id);
  if (!vehicle.service.outOfService) throw conflict(MESSAGES.custody.releaseNotOutOfService);
  if (vehicle.service.release) throw conflict(MESSAGES.custody.alreadyReleased);
  const release = { byUid: session.uid, byName: session.name, at: now.toISOString(), reason };
  if (!(await repo.writeRelease(session.companyId, id, release))) throw notFound(MESSAGES.vehicles.notFound);
  await audit(session, session.companyId, 'vehicle.released', vehicleRecord(vehicle), [], reason);
  return getVehicle(session, id);
}

/** The kinds a vehicle's deletion entry counts, in the order it lists them. */
const REMOVED_WITH_VEHICLE: readonly RemovedWithVehicleKind[] = ['records', 'fines', 'documents', 'custodies'];

export async function listRecords<K extends RecordKind>(
  session: CompanySession,
  vehicleId: string,
  kind: K,
): Promise<Array<StoredRecord<K>>> {
  await vehicleOf(session, vehicleId);
  return repo.listRecords(session.companyId, vehicleId, kind);
}

/** What a new record says about the vehicle: its odometer reading and the service it performs, if any. */
interface RecordFacts {
  km: number;
  performedAt: string | undefined;
  /** A maintenance's type, 'oil_change' for an oil-change record, null for a fill-up. */
  service: MaintenanceType | null;
}

/** A record to add, as its form sends it: one of any kind, or of kind K. */
export type RecordEntry<K extends RecordKind = RecordKind> = { [P in K]: { kind: P; input: ValidRecordInputs[P] } }[K];

/** The facts of an entry and the fields of its record (some depend on the vehicle). */
function recordParts(entry: RecordEntry): { facts: RecordFacts; fields: (vehicle: Vehicle) => object } {
  if (entry.kind === 'maintenance') {
    const { performedAt, ...fields } = entry.input;
    return { facts: { km: entry.input.kmAtMaintenance, performedAt, service: entry.input.type }, fields: () => fields };
  }
  if (entry.kind === 'fuel') {
    const { performedAt, ...fields } = entry.input;
    return {
      facts: { km: entry.input.kmAtFueling, performedAt, service: null },
      fields: () => ({ ...fields, totalCost: fuelTotalCost(entry.input.liters, entry.input.costPerLiter) }),
    };
  }
  const { performedAt, nextChangeKm, ...fields } = entry.input;
  return {
    facts: { km: entry.input.kmAtChange, performedAt, service: 'oil_change' },
    fields: (vehicle) => ({
      ...fields,
      nextChangeKm: nextChangeKm ?? nextOilChangeKm(entry.input.kmAtChange, vehicle.oilChangeIntervalKm),
    }),
  };
}

/**
 * A new record and what it changes: it raises the vehicle's odometer to its km, moves the last
 * oil change for an oil change, and resets the reminders of the service performed. `earlier` are
 * the vehicle's readings before it, to flag an odometer that went back.
 */
function planRecord(
  session: Pick<CompanyActor, 'email'>,
  entry: RecordEntry,
  vehicle: Vehicle,
  reminders: Reminder[],
  earlier: OdometerReading[],
  recordId = '',
): RecordPlan<RecordKind> & { reading: OdometerReading } {
  const { facts, fields } = recordParts(entry);
  const { km, service } = facts;
  const at = new Date(facts.performedAt ?? Date.now()).toISOString();
  const reading = { km, at, source: entry.kind, recordId };
  return {
    record: {
      ...fields(vehicle),
      performedAt: at,
      performedBy: session.email,
      odometerWentBack: readingWentBack(earlier, reading),
    } as NewRecord<RecordKind>,
    vehicle: {
      currentKm: raisedOdometer(vehicle.currentKm, km),
      ...(service === 'oil_change' && { lastOilChangeKm: lastOilChangeAfter(vehicle.lastOilChangeKm, km) }),
    },
    reminders: remindersReset(reminders, service, km, at),
    reading,
  };
}

/**
 * Stores a record and, in the same transaction, what it changes (planRecord). With an `id` of the
 * caller's, the same id twice adds it once (a resumed closing).
 */
export async function addRecord<K extends RecordKind>(
  session: CompanyActor,
  vehicleId: string,
  entry: RecordEntry<K>,
  id?: string,
): Promise<StoredRecord<K>> {
  const earlier = readingsOf(await repo.listAllRecords(session.companyId, vehicleId));
  // An entry of kind K is one of RecordEntry's members, and so is its record of kind K: TypeScript
  // cannot follow K through the union.
  const ofAnyKind = entry as RecordEntry;
  const added = await repo.addRecord(
    session.companyId,
    vehicleId,
    entry.kind,
    (vehicle, reminders) => planRecord(session, ofAnyKind, vehicle, reminders, earlier) as unknown as RecordPlan<K>,
    id,
  );
  if (!added) throw notFound(MESSAGES.vehicles.notFound);
  return added;
}

/**
 * A vehicle's past records at once, oldest first (the demo's year of them): each decided as if
 * added one after the other, then written in batches, not a transaction each. For a vehicle no
 * one else writes to meanwhile (the demo data loads before anyone signs in).
 */
export async function importRecords(
  session: CompanySession,
  vehicleId: string,
  entries: RecordEntry[],
): Promise<number> {
  let vehicle: Vehicle = await vehicleOf(session, vehicleId);
  let reminders = await repo.listReminders(session.companyId, vehicleId);
  const readings = readingsOf(await repo.listAllRecords(session.companyId, vehicleId));
  const records = entries.map((entry, i) => {
    const plan = planRecord(session, entry, vehicle, reminders, readings, `import-${i}`);
    readings.push(plan.reading);
    vehicle = { ...vehicle, ...plan.vehicle };
    reminders = reminders.map((r) => ({ ...r, ...plan.reminders.find((reset) => reset.id === r.id) }));
    return { kind: entry.kind, record: plan.record };
  });
  await repo.importRecords(
    session.companyId,
    vehicleId,
    records,
    { currentKm: vehicle.currentKm, lastOilChangeKm: vehicle.lastOilChangeKm },
    reminders,
  );
  return records.length;
}

/** Mistakes happen: a record can be deleted. The vehicle's km stays, as the odometer is not a record. */
export async function deleteRecord(
  session: CompanySession,
  vehicleId: string,
  kind: RecordKind,
  recordId: string,
): Promise<{ id: string }> {
  await vehicleOf(session, vehicleId);
  if (!(await repo.removeRecord(session.companyId, vehicleId, kind, recordId)))
    throw notFound(MESSAGES.records.notFound);
  return { id: recordId };
}

export async function listReminders(
  session: CompanySession,
  vehicleId: string,
  now = new Date(),
): Promise<ReminderWithDue[]> {
  const vehicle = await vehicleOf(session, vehicleId);
  const reminders = await repo.listReminders(session.companyId, vehicleId);
  return reminders.map((r) => ({ ...r, due: reminderDue(r, vehicle.currentKm, now) }));
}

export async function createReminder(
  session: CompanySession,
  vehicleId: string,
  input: ValidReminderInput,
): Promise<ReminderWithDue> {
  const vehicle = await vehicleOf(session, vehicleId);
  const now = new Date();
  const reminder = await repo.createReminder(session.companyId, vehicleId, {
    name: input.name,
    type: input.type,
    intervalKm: input.intervalKm,
    intervalMonths: input.intervalMonths,
    lastDoneKm: input.lastDoneKm ?? vehicle.currentKm,
    lastDoneAt: input.lastDoneAt ? new Date(input.lastDoneAt).toISOString() : now.toISOString(),
  });
  return { ...reminder, due: reminderDue(reminder, vehicle.currentKm, now) };
}

export async function deleteReminder(
  session: CompanySession,
  vehicleId: string,
  reminderId: string,
): Promise<{ id: string }> {
  await vehicleOf(session, vehicleId);
  if (!(await repo.removeReminder(session.companyId, vehicleId, reminderId)))
    throw notFound(MESSAGES.records.reminderNotFound);
  return { id: reminderId };
}

/** Everything the vehicle page's overview and charts show, in one call. */
export async function getOverview(
  session: CompanySession,
  vehicleId: string,
  now = new Date(),
): Promise<VehicleOverview> {
  const vehicle = await vehicleOf(session, vehicleId);
  const [all, reminders] = await Promise.all([
    repo.listAllRecords(session.companyId, vehicleId),
    repo.listReminders(session.companyId, vehicleId),
  ]);
  return {
    vehicle: withOil(vehicle),
    fuelEconomy: fuelEconomy(all.flatMap((r) => (r.kind === 'fuel' ? [r] : []))),
    odometer: odometerTimeline(await allReadings(session.companyId, vehicleId, all)),
    recentActivity: recentActivity(all),
    monthlyCosts: monthlyCosts(all, now, session.timeZone),
    reminders: reminders.map((r) => ({ ...r, due: reminderDue(r, vehicle.currentKm, now) })),
  };
}

/** An approved inspection's reading, into the vehicle's timeline once (inspection-approved.triggers.ts). */
export function recordInspectionOdometer(
  companyId: string,
  vehicleId: string,
  reading: { checklistId: string; km: number; at: string },
) {
  return repo.recordInspectionReading(companyId, vehicleId, reading);
}

/** The vehicle, or null when the company has none of that id. */
export const findVehicle = (companyId: string, id: string): Promise<Vehicle | null> => repo.get(companyId, id);

/** The company's vehicle with this plate (as the label prints it, or typed in any case and spacing); null when none. */
export async function findVehicleByPlate(companyId: string, plate: string): Promise<Vehicle | null> {
  const id = await repo.idByPlate(companyId, normalizePlate(plate));
  return id ? repo.get(companyId, id) : null;
}

/** The vehicles of these ids that exist, in one read. */
export const findVehicles = (companyId: string, ids: readonly string[]): Promise<Vehicle[]> =>
  repo.getMany(companyId, ids);

/** Whether the vehicle has this maintenance record (a defect resolved with it). */
export const hasMaintenanceRecord = (companyId: string, vehicleId: string, recordId: string): Promise<boolean> =>
  repo.hasRecord(companyId, vehicleId, 'maintenance', recordId);

/** The ids of the company's archived vehicles. */
export const archivedVehicleIds = (companyId: string): Promise<ReadonlySet<string>> => repo.archivedIds(companyId);

/** Every vehicle of the company, by name. */
export const allVehicles = (companyId: string): Promise<Vehicle[]> => repo.listAll(companyId);
