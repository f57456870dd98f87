import { actorOf, auditCreated, auditDeleted, recordAudit } from '../../audit';
import { type AttachmentFile, readAttachment, removeAttachmentBlob, replaceAttachment } from '../../attachments';
import { checklistsStartedOnVehicle } from '../../checklists';
import { auditEntry, changedFields, type AuditRecordRef } from '../../domain/audit/audit';
import type { Attachment } from '../../domain/attachments/attachment';
import type { Page, PageRequest } from '../../domain/api';
import { isoDayIn, startOfDayIn } from '../../domain/dates';
import { AppError, notFound } from '../../domain/errors';
import type { FineListQuery, ValidFineInput } from '../../domain/fines/fine.schema';
import type { DriverSuggestion, TrafficFine } from '../../domain/fines/fines';
import { holderAt } from '../../domain/fleet/custody';
import { MESSAGES } from '../../domain/messages';
import type { CompanySession } from '../../domain/roles';
import { findUser } from '../../users';
import { custodiesStartedBy } from '../custody';
import { findVehicle, type VehicleDependent } from '../vehicles';
import { finesRepository as repo, type FineFields } from './fines.repository';
import { fineCreatedEvent } from '../../domain/webhooks/events';
import { publishWebhookEvent } from '../../webhooks';

const m = MESSAGES.fines;

const fineRef = (fine: Pick<TrafficFine, 'id' | 'infractionNumber' | 'vehicle'>): AuditRecordRef => ({
  type: 'fine',
  id: fine.id,
  label: `${fine.infractionNumber} (${fine.vehicle.plate || fine.vehicle.name})`,
});

/** The fields of a fine an audit entry shows. */
const FINE_AUDIT_FIELDS = [
  'vehicle',
  'infractionNumber',
  'occurredAt',
  'place',
  'amount',
  'points',
  'notificationDate',
  'status',
  'driver',
] as const;
const auditFields = (fine: TrafficFine) => ({
  ...fine,
  vehicle: fine.vehicle.plate || fine.vehicle.name,
  driver: fine.driver?.name ?? null,
});

/** Clocks differ by a little: an infraction typed to the current minute is not 'in the future'. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The input checked against the company: its vehicle and driver exist, the notification is not before the infraction. */
async function fieldsOf(session: CompanySession, input: ValidFineInput, now = new Date()): Promise<FineFields> {
  const { companyId, timeZone } = session;
  const refuse = (path: string, message: string) => new AppError('invalid_input', message, [{ path, message }]);
  if (Date.parse(input.occurredAt) > now.getTime() + CLOCK_SKEW_MS) throw refuse('occurredAt', m.occurredAtInFuture);
  if (input.notificationDate > isoDayIn(now, timeZone)) throw refuse('notificationDate', m.notificationInFuture);
  if (input.notificationDate < isoDayIn(new Date(input.occurredAt), timeZone))
    throw refuse('notificationDate', m.notificationBeforeInfraction);
  const [vehicle, driver] = await Promise.all([
    findVehicle(companyId, input.vehicleId),
    input.driverId ? findUser(companyId, input.driverId) : Promise.resolve(null),
  ]);
  if (!vehicle) throw notFound(MESSAGES.vehicles.notFound);
  if (input.driverId && !driver) throw notFound(m.driverNotFound);
  return {
    vehicle: { id: vehicle.id, name: vehicle.name, plate: vehicle.plate },
    infractionNumber: input.infractionNumber,
    occurredAt: input.occurredAt,
    place: input.place,
    description: input.description,
    amount: input.amount,
    points: input.points,
    notificationDate: input.notificationDate,
    status: input.status,
    driver: driver && { id: driver.id, name: driver.name },
  };
}

async function fineOf(session: CompanySession, id: string) {
  const found = await repo.get(session.companyId, id);
  if (!found) throw notFound(m.notFound);
  return found;
}

const withoutStored = ({ stored: _stored, ...fine }: TrafficFine & { stored: unknown }): TrafficFine => fine;

export async function listFines(
  session: CompanySession,
  query: FineListQuery,
  now: Date = new Date(),
): Promise<Page<TrafficFine>> {
  const { page, pageSize, after, ...filter } = query;
  const today = isoDayIn(now, session.timeZone);
  return { ...(await repo.list(session.companyId, filter, today, { page, pageSize, after })), page, pageSize };
}

/** The list's filters without its page: what an export of it takes. */
type FineExportFilter = Omit<FineListQuery, 'page' | 'pageSize' | 'after'>;

const EXPORT_PAGE_SIZE = 500;

/** How many fines an export of the list under these filters gives, on the company's day. */
export const countFinesForExport = (companyId: string, filter: FineExportFilter, timeZone: string, now = new Date()) =>
  repo.count(companyId, filter, isoDayIn(now, timeZone));

/** The fines of the list under these filters, in its order, a page at a time: an export's rows. */
export async function* finesForExport(
  companyId: string,
  filter: FineExportFilter,
  timeZone: string,
  now = new Date(),
): AsyncGenerator<TrafficFine> {
  for await (const page of repo.pages(companyId, filter, isoDayIn(now, timeZone), EXPORT_PAGE_SIZE)) yield* page;
}

export async function getFine(session: CompanySession, id: string): Promise<TrafficFine> {
  return withoutStored(await fineOf(session, id));
}

export async function createFine(session: CompanySession, input: ValidFineInput): Promise<TrafficFine> {
  const fields = await fieldsOf(session, input);
  const fine = await repo.create(session.companyId, repo.newId(session.companyId), fields, session.uid);
  await auditCreated(session, 'fine.created', fineRef(fine), auditFields(fine), FINE_AUDIT_FIELDS);
  await publishWebhookEvent(session.companyId, fineCreatedEvent(fine));
  return fine;
}

export async function updateFine(session: CompanySession, id: string, input: ValidFineInput): Promise<TrafficFine> {
  const before = withoutStored(await fineOf(session, id));
  const fields = await fieldsOf(session, input);
  const fine = await repo.update(session.companyId, id, fields);
  if (!fine) throw notFound(m.notFound);
  const changes = changedFields(auditFields(before), auditFields(fine), FINE_AUDIT_FIELDS);
  if (changes.length)
    await recordAudit(session.companyId, [auditEntry(actorOf(session), 'fine.updated', fineRef(fine), changes)]);
  return fine;
}

export async function deleteFine(session: CompanySession, id: string): Promise<{ id: string }> {
  const before = withoutStored(await fineOf(session, id));
  const removed = await repo.remove(session.companyId, id);
  if (!removed) throw notFound(m.notFound);
  await removeAttachmentBlob(removed.stored);
  await auditDeleted(session, 'fine.deleted', fineRef(before), auditFields(before), FINE_AUDIT_FIELDS);
  return { id };
}

/** The notification's scan or photo: stored privately, replacing the one before. */
export function attachToFine(session: CompanySession, id: string, file: { bytes: Buffer } | null): Promise<Attachment> {
  return replaceAttachment(
    { companyId: session.companyId, owner: `fines/${id}`, by: session.name },
    file,
    (stored) => repo.setAttachment(session.companyId, id, stored),
    m.notFound,
  );
}

export async function fineAttachment(session: CompanySession, id: string): Promise<AttachmentFile> {
  const fine = await fineOf(session, id);
  return readAttachment(fine.stored, ['Multa', fine.infractionNumber, fine.vehicle.plate]);
}

export async function removeFineAttachment(session: CompanySession, id: string): Promise<{ id: string }> {
  const cleared = await repo.clearAttachment(session.companyId, id);
  if (!cleared) throw notFound(m.notFound);
  if (!cleared.removed) throw notFound(MESSAGES.attachments.notFound);
  await removeAttachmentBlob(cleared.removed);
  return { id };
}

/**
 * Who to name for a fine: who held the vehicle at that instant (its custody), else who started a
 * checklist of it that day in the company's calendar (the nearest in time); only people still in
 * the company. Null when neither knows.
 */
export async function suggestDriver(
  session: CompanySession,
  vehicleId: string,
  occurredAt: string,
): Promise<DriverSuggestion | null> {
  const { companyId, timeZone } = session;
  if (!(await findVehicle(companyId, vehicleId))) throw notFound(MESSAGES.vehicles.notFound);
  const member = async (id: string) => (await findUser(companyId, id)) !== null;
  const custody = holderAt(await custodiesStartedBy(companyId, vehicleId, occurredAt), occurredAt);
  if (custody && (await member(custody.driverId)))
    return {
      driver: { id: custody.driverId, name: custody.driverName },
      source: 'custody',
      custodyTimes: { from: custody.fromSource, to: custody.toSource },
    };
  const at = new Date(occurredAt);
  const checklists = await checklistsStartedOnVehicle(
    companyId,
    vehicleId,
    startOfDayIn(at, timeZone),
    startOfDayIn(at, timeZone, 1),
  );
  const distance = (startedAt: string | null) => Math.abs(Date.parse(startedAt ?? '') - at.getTime());
  const nearest = checklists.sort((a, b) => distance(a.startedAt) - distance(b.startedAt));
  for (const checklist of nearest)
    if (await member(checklist.userId))
      return { driver: { id: checklist.userId, name: checklist.userName }, source: 'checklist' };
  return null;
}

/** 'Minhas multas': a field user's own fines, newest first. */
export async function myFines(session: CompanySession, query: PageRequest): Promise<Page<TrafficFine>> {
  const { page, pageSize } = query;
  return { ...(await repo.listForDriver(session.companyId, session.uid, query)), page, pageSize };
}

/** A vehicle's fines follow it: renamed, they show its new name and plate; deleted, they go with their deadlines and attachments. */
export const vehicleFines: VehicleDependent = {
  renamed: (companyId, vehicle) => repo.renameVehicle(companyId, vehicle),
  async removing(companyId, vehicleId) {
    const { count, attachments } = await repo.removeForVehicle(companyId, vehicleId);
    for (const stored of attachments) await removeAttachmentBlob(stored);
    return { fines: count };
  },
};

/** Every fine naming the person as its driver (their data export). */
export const finesOfDriver = (companyId: string, uid: string): Promise<TrafficFine[]> =>
  repo.listAllForDriver(companyId, uid);

/** A deleted user's fines keep their driver under `pseudonym`. */
export const pseudonymiseFinesOf = (companyId: string, uid: string, pseudonym: string): Promise<void> =>
  repo.pseudonymiseDriver(companyId, uid, pseudonym);
