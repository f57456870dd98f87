import type { VehicleInput } from '../domain/fleet/vehicle.schema';

/** A vehicle the form and the API accept (no Firestore here: the pure domain tests use it too). */
export const validVehicle = (overrides: Partial<VehicleInput> = {}): VehicleInput => ({
  name: 'Strada da manutenção',
  plate: 'abc-1d23',
  model: 'Strada',
  brand: 'Fiat',
  color: 'Branca',
  year: 2022,
  currentKm: 48_500,
  lastOilChangeKm: 45_000,
  ...overrides,
});
