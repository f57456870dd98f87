import { DEFAULT_TIME_ZONE, isoDayIn } from '../dates';
import { FUEL_TYPE_LABELS } from './fuel';
import { odometerTimeline, type OdometerReading } from './odometer';
import {
  MAINTENANCE_TYPE_LABELS,
  recordCost,
  recordKm,
  type MaintenanceType,
  type Reminder,
  type VehicleRecord,
} from './records.schema';

/** Spec 'Atividade Recente': this many newest records. */
export const RECENT_ACTIVITY_SIZE = 5;
/** The charts of the vehicle page cover this many months, the current one included. */
export const COST_CHART_MONTHS = 12;

export interface ActivityItem {
  id: string;
  kind: 'maintenance' | 'fuel';
  label: string;
  performedAt: string;
  performedBy: string;
  cost: number;
}

function activityLabel(record: VehicleRecord): string {
  if (record.kind === 'maintenance') return MAINTENANCE_TYPE_LABELS[record.type];
  if (record.kind === 'fuel') return `Abastecimento (${FUEL_TYPE_LABELS[record.fuelType]})`;
  return MAINTENANCE_TYPE_LABELS.oil_change;
}

/** The newest maintenance and fuel records together, newest performedAt first (spec 'Atividade Recente'). */
export function recentActivity(records: readonly VehicleRecord[], size = RECENT_ACTIVITY_SIZE): ActivityItem[] {
  return records
    .filter((r) => r.kind === 'maintenance' || r.kind === 'fuel')
    .sort((a, b) => b.performedAt.localeCompare(a.performedAt))
    .slice(0, size)
    .map((r) => ({
      id: r.id,
      kind: r.kind as ActivityItem['kind'],
      label: activityLabel(r),
      performedAt: r.performedAt,
      performedBy: r.performedBy,
      cost: recordCost(r),
    }));
}

export interface MonthlyCost {
  /** YYYY-MM in the company's time zone. */
  month: string;
  /** Maintenance and oil-change records. */
  maintenance: number;
  fuel: number;
}

/** YYYY-MM of `at` on the company's calendar. */
const monthOf = (at: Date, timeZone: string) => isoDayIn(at, timeZone).slice(0, 7);

function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Spending per month of the company's calendar, maintenance against fuel, for the last `months`
 * months (oldest first, empty months as zero).
 */
export function monthlyCosts(
  records: readonly VehicleRecord[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  months = COST_CHART_MONTHS,
): MonthlyCost[] {
  const keys = [monthOf(now, timeZone)];
  while (keys.length < months) keys.unshift(previousMonth(keys[0]!));
  const totals = new Map(keys.map((month) => [month, { month, maintenance: 0, fuel: 0 }]));
  for (const record of records) {
    const total = totals.get(monthOf(new Date(record.performedAt), timeZone));
    if (!total) continue;
    if (record.kind === 'fuel') total.fuel += record.totalCost;
    else total.maintenance += recordCost(record);
  }
  return [...totals.values()].map((t) => ({ month: t.month, maintenance: cents(t.maintenance), fuel: cents(t.fuel) }));
}

/** Every record as an odometer reading. */
export function readingsOf(records: readonly VehicleRecord[]): OdometerReading[] {
  return records.map((r) => ({ km: recordKm(r), at: r.performedAt, source: r.kind, recordId: r.id }));
}

/** Whether a new reading is below one taken before it: stored anyway, and flagged. */
export function readingWentBack(earlier: readonly OdometerReading[], reading: OdometerReading): boolean {
  return odometerTimeline([...earlier, reading]).find((r) => r.recordId === reading.recordId)?.wentBack ?? false;
}

/** A recorded oil change moves the vehicle's last change forward, never back (an old change typed late changes nothing). */
export function lastOilChangeAfter(lastOilChangeKm: number, changeKm: number): number {
  return Math.max(lastOilChangeKm, changeKm);
}

/** Spec section 4: the next oil change is the change's km plus the vehicle's interval, unless the form says otherwise. */
export function nextOilChangeKm(changeKm: number, intervalKm: number): number {
  return changeKm + intervalKm;
}

/**
 * The reminders a service done at `km` on `at` starts again: those of its type. One typed in late,
 * dated before a reminder's last time, leaves that reminder alone.
 */
export function remindersReset(
  reminders: ReadonlyArray<Pick<Reminder, 'id' | 'type' | 'lastDoneAt'>>,
  service: MaintenanceType | null,
  km: number,
  at: string,
): Array<Pick<Reminder, 'id' | 'lastDoneKm' | 'lastDoneAt'>> {
  return reminders
    .filter((r) => r.type === service && r.lastDoneAt <= at)
    .map((r) => ({ id: r.id, lastDoneKm: km, lastDoneAt: at }));
}
