import type { VehicleCnhCategory } from '../drivers/cnh';
import type { ChecklistSummary } from '../checklists/checklist.schema';
import type { FuelEconomy } from './fuel';
import type { ActivityItem, MonthlyCost } from './history';
import type { OdometerReading } from './odometer';
import { oilSummary, type OilSummary } from './oil';
import type { Reminder } from './records.schema';
import type { ReminderDue } from './reminders';
import type { Vehicle } from './vehicle.schema';

/** What the vehicles API answers (domain/fleet/contract.ts), for the routes and the web alike. */

/** A vehicle with its oil status (spec section 4), as every vehicle endpoint returns it. */
export type VehicleWithOil = Vehicle & { oil: OilSummary };

/**
 * `GET /api/vehicles/summary`: the four cards of the list, over the vehicles in use; `archived`
 * counts the archived ones apart (the list's total under its 'Arquivados' filter).
 */
export interface FleetSummary {
  total: number;
  active: number;
  needingOilChange: number;
  totalKm: number;
  archived: number;
}

export const FLEET_SUMMARY_KEYS = [
  'total',
  'active',
  'needingOilChange',
  'totalKm',
  'archived',
] as const satisfies readonly (keyof FleetSummary)[];

/** One vehicle's part in its company's FleetSummary (the summary is the sum over the fleet). */
export function fleetSummaryPart(
  vehicle: Pick<Vehicle, 'isActive' | 'currentKm' | 'lastOilChangeKm' | 'oilChangeIntervalKm' | 'archived'>,
): FleetSummary {
  if (vehicle.archived) return { total: 0, active: 0, needingOilChange: 0, totalKm: 0, archived: 1 };
  return {
    total: 1,
    active: vehicle.isActive ? 1 : 0,
    needingOilChange: oilSummary(vehicle).needsChange ? 1 : 0,
    totalKm: vehicle.currentKm,
    archived: 0,
  };
}

/** A reminder with when it falls due, at the vehicle's km and today's date. */
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

/**
 * `GET /api/vehicles/options`: the assign picker's active vehicles, out-of-service ones marked,
 * with the CNH category each requires (the pickers warn before a driver who may not take it).
 */
export interface VehicleOption {
  id: string;
  name: string;
  plate: string;
  outOfService: boolean;
  requiredCnhCategory: VehicleCnhCategory | null;
}

/** A row of the vehicle's 'Inspeções' tab: its checklists, newest first, with what each found. */
export type VehicleInspection = ChecklistSummary;
