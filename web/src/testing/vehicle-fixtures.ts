import { IN_SERVICE } from '@domain/fleet/defect';
import { oilSummary } from '@domain/fleet/oil';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import type { Vehicle } from '@domain/fleet/vehicle.schema';

/** A vehicle of company Alfa for a test: an active car in service; `overrides` set what the test is about. */
export function fleetVehicle(id: string, name: string, overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id,
    companyId: 'alfa',
    name,
    plate: 'ABC1234',
    brand: 'Fiat',
    model: 'Strada',
    year: 2022,
    color: 'Branca',
    currentKm: 20000,
    lastOilChangeKm: 15000,
    oilChangeIntervalKm: 10000,
    isActive: true,
    uf: null,
    vehicleType: 'light',
    requiredCnhCategory: null,
    createdAt: '2025-01-01T12:00:00.000Z',
    createdBy: 'admin@alfa.dev',
    updatedAt: null,
    service: IN_SERVICE,
    documentsDue: null,
    archived: null,
    ...overrides,
  };
}

/** The vehicle the fleet screens' tests open: a pickup in service, 8,500 km past its last oil change. */
export const HILUX: Vehicle = fleetVehicle('v-hilux', 'Hilux Campo', {
  plate: 'QWE4321',
  brand: 'Toyota',
  model: 'Hilux SRV',
  year: 2021,
  color: 'Prata',
  currentKm: 88500,
  lastOilChangeKm: 80000,
});

/** A vehicle as its detail screen receives it, with its oil summary. */
export const withOil = (vehicle: Vehicle): VehicleWithOil => ({ ...vehicle, oil: oilSummary(vehicle) });
