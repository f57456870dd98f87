import type { Vehicle } from '../../domain/fleet/vehicle.schema';

/**
 * A feature that keeps a copy of a vehicle's name and plate, or data that goes with the vehicle
 * (its documents, fines, custodies, QR token). The composition root (features.ts) connects them,
 * so the vehicles' use cases follow every one without knowing it.
 */
export interface VehicleDependent {
  /** After the vehicle's name or plate changed: its copies follow. */
  renamed?(companyId: string, vehicle: Pick<Vehicle, 'id' | 'name' | 'plate'>): Promise<void>;
  /**
   * Before the vehicle is deleted: what hangs on it goes first, so a failure leaves the vehicle
   * there to delete again. Says how many of its kind it removed (the deletion's audit entry).
   */
  removing?(companyId: string, vehicleId: string): Promise<RemovedWithVehicle | void>;
}

/** What a vehicle's deletion removed, by kind: the deletion's audit entry lists them. */
export type RemovedWithVehicle = Partial<Record<RemovedWithVehicleKind, number>>;
export type RemovedWithVehicleKind = 'records' | 'fines' | 'documents' | 'custodies';

let connected: readonly VehicleDependent[] | null = null;

export function connectVehicleDependents(dependents: readonly VehicleDependent[]): void {
  connected = dependents;
}

/** The connected dependents; a use case that renames or deletes a vehicle before features.ts connected them fails. */
export function vehicleDependents(): readonly VehicleDependent[] {
  if (!connected) throw new Error('vehicle dependents are not connected: features.ts connects them');
  return connected;
}
