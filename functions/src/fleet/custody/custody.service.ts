import type { Page, PageRequest } from '../../domain/api';
import type { Checklist } from '../../domain/checklists/checklist.schema';
import { notFound } from '../../domain/errors';
import { custodyTime, holderAt, settleCustody, type Custody, type CustodyEnd } from '../../domain/fleet/custody';
import type { DriverAt } from '../../domain/fleet/custody-contract';
import type { VehicleItemRow } from '../../domain/exports/lists';
import { MESSAGES } from '../../domain/messages';
import type { NotificationContent } from '../../domain/notifications/notification.schema';
import { paths } from '../../domain/paths';
import type { CompanySession } from '../../domain/roles';
import { notifyAdmins } from '../../notifications';
import type { PushSender } from '../../platform/messaging';
import { custodyRepository as repo } from './custody.repository';
import { findVehicle, type VehicleDependent } from '../vehicles';

/** Passes before giving up (the event is then retried): each follows a check-out or check-in stored meanwhile. */
const MAX_SETTLE_PASSES = 10;

type CustodyChecklist = Checklist & { vehicle: NonNullable<Checklist['vehicle']> };

const odometerOf = (checklist: Checklist) => {
  const answer = checklist.questions.find((q) => q.type === 'odometer')?.answer;
  return typeof answer === 'number' && Number.isFinite(answer) ? answer : null;
};
const submittedAt = (checklist: Checklist) =>
  checklist.submittedAt ?? checklist.completedAt ?? new Date().toISOString();

const sameEnd = (a: Custody, b: CustodyEnd) =>
  a.to === b.to &&
  a.toSource === b.toSource &&
  a.kmTo === b.kmTo &&
  a.checkInChecklistId === b.checkInChecklistId &&
  a.endedBy === b.endedBy &&
  a.endedByDriverName === b.endedByDriverName;

function takenOverNotification(vehicleId: string, vehicleLabel: string, previous: Custody, end: CustodyEnd) {
  const m = MESSAGES.custody;
  const content: NotificationContent = {
    type: 'vehicle_custody_changed',
    title: m.changedTitle,
    body: m.changedBody(vehicleLabel, previous.driverName, end.endedByDriverName ?? ''),
    // One per check-out that took the vehicle over: its id keys the notification.
    checklistId: end.endedByCheckOutId ?? '',
    link: paths.admin.vehicle(vehicleId),
  };
  return content;
}

/**
 * Brings the vehicle's custodies and `currentDriver` in step with its stored check-outs and
 * check-ins (settleCustody), until a read after the writes agrees; a custody another driver's
 * check-out ended is told to the admins once.
 */
export async function settleVehicleCustody(
  push: PushSender,
  companyId: string,
  checklist: CustodyChecklist,
): Promise<void> {
  const vehicleId = checklist.vehicle.id;
  const label = checklist.vehicle.plate || checklist.vehicle.name;
  for (let pass = 0; pass < MAX_SETTLE_PASSES; pass++) {
    const stored = await repo.recent(companyId, vehicleId);
    const { ends, current } = settleCustody(stored.custodies, stored.returns);
    const changed = stored.custodies.filter((c) => !sameEnd(c, ends.get(c.id)!));
    for (const custody of changed) await repo.writeEnd(companyId, vehicleId, custody.id, ends.get(custody.id)!);
    await repo.writeCurrentDriver(companyId, vehicleId, current);
    for (const custody of stored.custodies) {
      const end = ends.get(custody.id)!;
      const takenOver = end.endedBy === 'next_check_out' && end.endedByDriverId !== custody.driverId;
      const ours = changed.includes(custody) || end.endedByCheckOutId === checklist.id;
      if (takenOver && ours) await notifyAdmins(push, companyId, takenOverNotification(vehicleId, label, custody, end));
    }
    if (changed.length === 0) return;
  }
  throw new Error(`vehicle ${vehicleId}: custody kept changing`);
}

/** The vehicle's latest custody event (a check-out or a check-in) other than `checklistId`'s, up to `until`. */
async function previousEventAt(companyId: string, vehicleId: string, checklistId: string, until: string) {
  const stored = await repo.recent(companyId, vehicleId);
  const times = [
    ...stored.custodies.filter((c) => c.id !== checklistId).map((c) => c.from),
    ...stored.returns.filter((r) => r.checkInChecklistId !== checklistId).map((r) => r.at),
  ].filter((at) => at <= until);
  return times.sort().at(-1) ?? null;
}

/**
 * A check-out or check-in inspection submitted: a check-out opens its custody (once), a check-in
 * is kept as its driver's return, each at the phone's time of the submit when it is plausible,
 * else at the server's receipt (custodyTime: which one is kept with it); then the vehicle's
 * custody is settled from what is stored, so a delivery twice, or a check-in before its
 * check-out, ends the same.
 */
export async function recordCustodyInspection(
  push: PushSender,
  companyId: string,
  checklist: Checklist,
): Promise<void> {
  const { vehicle } = checklist;
  if (!vehicle || !checklist.custodyRole) return;
  const receivedAt = submittedAt(checklist);
  const previous = await previousEventAt(companyId, vehicle.id, checklist.id, receivedAt);
  const { at, source } = custodyTime(checklist.clientSubmittedAt, receivedAt, previous);
  if (checklist.custodyRole === 'check_out')
    await repo.open(companyId, vehicle.id, {
      id: checklist.id,
      driverId: checklist.userId,
      driverName: checklist.userName,
      from: at,
      fromSource: source,
      receivedAt,
      kmFrom: odometerOf(checklist),
    });
  else
    await repo.recordReturn(companyId, vehicle.id, {
      checkInChecklistId: checklist.id,
      driverId: checklist.userId,
      at,
      atSource: source,
      receivedAt,
      km: odometerOf(checklist),
    });
  await settleVehicleCustody(push, companyId, { ...checklist, vehicle });
}

const vehicleOf = (session: CompanySession, id: string) => vehicleIn(session.companyId, id);

const EXPORT_PAGE_SIZE = 500;

export async function driverAt(session: CompanySession, vehicleId: string, at: string): Promise<DriverAt> {
  await vehicleOf(session, vehicleId);
  const custody = holderAt(await repo.startedBy(session.companyId, vehicleId, at), at);
  return { driver: custody ? { id: custody.driverId, name: custody.driverName } : null, custody };
}

export async function custodyHistory(
  session: CompanySession,
  vehicleId: string,
  query: PageRequest,
): Promise<Page<Custody>> {
  await vehicleOf(session, vehicleId);
  const { page, pageSize } = query;
  return { ...(await repo.page(session.companyId, vehicleId, query)), page, pageSize };
}

async function vehicleIn(companyId: string, id: string) {
  const found = await findVehicle(companyId, id);
  if (!found) throw notFound(MESSAGES.vehicles.notFound);
  return found;
}

/** How many custodies an export of the vehicle's 'Histórico de uso' gives (404 for a vehicle not the company's). */
export async function countCustodiesForExport(companyId: string, vehicleId: string): Promise<number> {
  await vehicleIn(companyId, vehicleId);
  return repo.count(companyId, vehicleId);
}

/** The vehicle's custodies, newest first as its tab, a page at a time, each with the vehicle: an export's rows. */
export async function* custodiesForExport(
  companyId: string,
  vehicleId: string,
): AsyncGenerator<VehicleItemRow<Custody>> {
  const vehicle = await vehicleIn(companyId, vehicleId);
  for await (const page of repo.pages(companyId, vehicleId, EXPORT_PAGE_SIZE))
    yield* page.map((item) => ({ vehicle, item }));
}

/** The vehicle's custodies that started by `at`, latest first, up to `limit` (who held it then). */
export const custodiesStartedBy = (companyId: string, vehicleId: string, at: string, limit?: number) =>
  repo.startedBy(companyId, vehicleId, at, limit);

/** A deleted user's custodies keep who held the vehicle under `pseudonym`. */
export const pseudonymiseCustodiesOf = (companyId: string, uid: string, pseudonym: string) =>
  repo.pseudonymiseDriver(companyId, uid, pseudonym);

/** A vehicle being deleted: its custodies and returns go before it. */
export const vehicleCustodies: VehicleDependent = {
  removing: async (companyId, vehicleId) => ({ custodies: await repo.removeForVehicle(companyId, vehicleId) }),
};
