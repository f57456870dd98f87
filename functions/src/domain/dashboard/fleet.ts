import { oilSummary } from '../fleet/oil';
import { reminderDue } from '../fleet/reminders';
import type { CriticalDefectTitle, FleetPanel } from './dashboard.types';
import { DEFAULT_TIME_ZONE } from '../dates';
import { startOfMonth } from './stats';

/**
 * What the fleet panel needs of one active vehicle, kept in the company's fleet document by a
 * trigger: the raw inputs of a vehicle's status (its reminders are judged at read time,
 * as a date-based one falls due with no write), and its fuel spend per month since the month
 * before the last sync.
 */
export interface FleetEntry {
  vehicleId: string;
  name: string;
  plate: string;
  currentKm: number;
  lastOilChangeKm: number;
  oilChangeIntervalKm: number;
  reminders: Array<{
    id: string;
    name: string;
    intervalKm: number | null;
    intervalMonths: number | null;
    lastDoneKm: number;
    lastDoneAt: string;
  }>;
  /** Fuel spent per month: the month's first instant (ISO, company time zone) and the sum of its records' totalCost. */
  fuel: Array<{ month: string; total: number }>;
  /** The vehicle's defect counts and service state (absent on entries synced before defects existed). */
  openDefects?: number;
  openCriticalDefects?: number;
  outOfService?: boolean;
  /** While out of service: its open critical defects, oldest first, at most CRITICAL_DEFECTS_KEPT. */
  criticalDefects?: CriticalDefectTitle[];
}

/** How many of a vehicle's open critical defects its entry names: the count says how many there are. */
export const CRITICAL_DEFECTS_KEPT = 5;

/** The first month whose fuel an entry synced at `now` keeps: the one before `now`'s (a read is never earlier than its sync). */
export function fuelKeptSince(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return startOfMonth(new Date(startOfMonth(now, timeZone).getTime() - 1), timeZone);
}

/** Fuel records by month of the company's calendar (performedAt at or after `since`), oldest month first. */
export function fuelByMonth(
  records: Array<{ performedAt: Date; totalCost: number }>,
  timeZone: string = DEFAULT_TIME_ZONE,
): FleetEntry['fuel'] {
  const months = new Map<string, number>();
  for (const { performedAt, totalCost } of records) {
    const month = startOfMonth(performedAt, timeZone).toISOString();
    months.set(month, (months.get(month) ?? 0) + totalCost);
  }
  return [...months].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, total]) => ({ month, total }));
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Brazil's zones lie at most 3 hours apart: an entry kept before the company changed its zone
 * names this month by a start up to 3 hours off, and still counts as this month.
 */
const ZONE_CHANGE_SLACK_MS = 3 * 3_600_000;

/** The panel from the kept entries, in vehicle then reminder id order (the order of the per-vehicle queries it replaces). */
export function fleetPanelOf(entries: FleetEntry[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): FleetPanel {
  const monthStart = new Date(startOfMonth(now, timeZone).getTime() - ZONE_CHANGE_SLACK_MS).toISOString();
  const oilChangeNeeded: FleetPanel['oilChangeNeeded'] = [];
  const remindersDue: FleetPanel['remindersDue'] = [];
  const outOfService: FleetPanel['outOfService'] = [];
  let openDefects = 0;
  let fuel = 0;
  for (const vehicle of [...entries].sort((a, b) => byId(a.vehicleId, b.vehicleId))) {
    const oil = oilSummary(vehicle);
    if (oil.status !== 'ok') {
      oilChangeNeeded.push({
        id: vehicle.vehicleId,
        name: vehicle.name,
        plate: vehicle.plate,
        status: oil.status,
        remainingKm: oil.remainingKm,
      });
    }
    for (const reminder of [...vehicle.reminders].sort((a, b) => byId(a.id, b.id))) {
      const due = reminderDue(reminder, vehicle.currentKm, now);
      if (due.status !== 'ok') {
        remindersDue.push({
          vehicleId: vehicle.vehicleId,
          vehicleName: vehicle.name,
          reminderId: reminder.id,
          name: reminder.name,
          status: due.status,
        });
      }
    }
    for (const month of vehicle.fuel) if (month.month >= monthStart) fuel += month.total;
    openDefects += vehicle.openDefects ?? 0;
    if (vehicle.outOfService) {
      outOfService.push({
        id: vehicle.vehicleId,
        name: vehicle.name,
        plate: vehicle.plate,
        openCriticalDefects: vehicle.openCriticalDefects ?? 0,
        criticalDefects: vehicle.criticalDefects ?? [],
      });
    }
  }
  return {
    vehiclesCount: entries.length,
    oilChangeNeeded,
    remindersDue,
    fuelSpendThisMonth: Math.round(fuel * 100) / 100,
    openDefects,
    outOfService,
  };
}
