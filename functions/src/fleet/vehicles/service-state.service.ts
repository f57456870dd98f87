import { recordAudit } from '../../audit';
import { auditEntry, type AuditActor } from '../../domain/audit/audit';
import { serviceMove, serviceStateOf, type OpenDefectCounts, type VehicleService } from '../../domain/fleet/defect';
import { vehiclesRepository as repo } from './vehicles.repository';

/** Passes before giving up (the event is then retried): each pass follows a change made meanwhile. */
const MAX_SERVICE_PASSES = 20;

/**
 * Recomputes the vehicle's service state from its open defects (`count`: counts, not deltas, so a
 * redelivery ends the same), until what it wrote agrees with a count taken after its write: a
 * pass that counted before a defect changed is corrected by the pass after it. A move in or out
 * of service is numbered, and its number's create() marker lets one caller record it (who, when,
 * the audit entry); the counts alone are written apart, so a late pass cannot undo a move.
 */
export async function syncVehicleService(
  companyId: string,
  vehicleId: string,
  actor: AuditActor,
  count: () => Promise<OpenDefectCounts>,
): Promise<void> {
  for (let pass = 0; pass < MAX_SERVICE_PASSES; pass++) {
    const current = await repo.readService(companyId, vehicleId);
    if (!current) return;
    const state = serviceStateOf(await count());
    const before = current.vehicle.service;
    const move = serviceMove(before.outOfService, state.outOfService);
    if (!move) {
      if (before.openDefects === state.openDefects && before.openCriticalDefects === state.openCriticalDefects) return;
      await repo.writeServiceCounts(companyId, vehicleId, {
        openDefects: state.openDefects,
        openCriticalDefects: state.openCriticalDefects,
      });
      continue;
    }
    const number = current.moves + 1;
    // A move in or out of service ends any release: it was given for the state now left.
    const next: VehicleService = {
      ...state,
      changedAt: new Date().toISOString(),
      changedBy: actor.name,
      release: null,
    };
    if (await repo.claimServiceMove(companyId, vehicleId, number, next)) {
      await repo.writeServiceMove(companyId, vehicleId, next, number);
      const { vehicle } = current;
      await recordAudit(companyId, [
        auditEntry(
          actor,
          move === 'out_of_service' ? 'vehicle.out_of_service' : 'vehicle.back_in_service',
          { type: 'vehicle', id: vehicleId, label: vehicle.plate || vehicle.name },
          [{ field: 'outOfService', before: before.outOfService, after: state.outOfService }],
        ),
      ]);
      continue;
    }
    // Another caller made this move: apply it if its writer has not yet (or stopped halfway), then look again.
    const made = await repo.readServiceMove(companyId, vehicleId, number);
    const now = await repo.readService(companyId, vehicleId);
    if (made && now && now.moves < number) await repo.writeServiceMove(companyId, vehicleId, made, number);
  }
  throw new Error(`vehicle ${vehicleId}: service state kept changing`);
}

/**
 * A new critical defect opened on the vehicle from a report made at `failedAt`: a release given
 * before then ends (one entry in the trail, by whoever reported the failure); a report from before
 * the release, delivered late, leaves it.
 */
export async function endReleaseOnCriticalFailure(
  companyId: string,
  vehicleId: string,
  failedAt: string,
  actor: AuditActor,
): Promise<void> {
  const ended = await repo.endReleaseBefore(companyId, vehicleId, failedAt);
  if (!ended) return;
  const vehicle = await repo.get(companyId, vehicleId);
  await recordAudit(companyId, [
    auditEntry(
      actor,
      'vehicle.release_ended',
      { type: 'vehicle', id: vehicleId, label: vehicle ? vehicle.plate || vehicle.name : vehicleId },
      [],
      ended.reason,
    ),
  ]);
}

/** How many of the company's vehicles are out of service now. */
export const countOutOfService = (companyId: string): Promise<number> => repo.countOutOfService(companyId);
