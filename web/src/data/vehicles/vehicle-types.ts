import type { FuelEconomy } from '@domain/fleet/fuel';
import type { ActivityItem, MonthlyCost } from '@domain/fleet/history';
import type { OdometerReading } from '@domain/fleet/odometer';
import type { OilSummary } from '@domain/fleet/oil';
import type {
  FuelRecord,
  MaintenanceRecord,
  OilChangeRecord,
  RecordKind,
  Reminder,
} from '@domain/fleet/records.schema';
import type { ReminderDue } from '@domain/fleet/reminders';
import type { Vehicle } from '@domain/fleet/vehicle.schema';

/** What the vehicles API answers, built on the domain types (functions/src/vehicles/vehicles.service.ts). */

/** A vehicle with its oil status (spec section 4), as every vehicle endpoint returns it. */
export type VehicleWithOil = Vehicle & { oil: OilSummary };

/** `GET /api/vehicles/summary`: the four cards of the list. */
export interface FleetSummary {
  total: number;
  active: number;
  needingOilChange: number;
  totalKm: number;
}

export type ReminderWithDue = Reminder & { due: ReminderDue };

/** `GET /api/vehicles/:id/overview`: the overview tab and its charts in one call. */
export interface VehicleOverview {
  vehicle: VehicleWithOil;
  fuelEconomy: FuelEconomy;
  odometer: Array<OdometerReading & { wentBack: boolean }>;
  recentActivity: ActivityItem[];
  monthlyCosts: MonthlyCost[];
  reminders: ReminderWithDue[];
}

/** A stored record of each kind, as its list endpoint returns it. */
export interface RecordsOf {
  maintenance: MaintenanceRecord & { kind: 'maintenance' };
  fuel: FuelRecord & { kind: 'fuel' };
  oil_change: OilChangeRecord & { kind: 'oil_change' };
}
export type StoredRecord<K extends RecordKind> = RecordsOf[K];
