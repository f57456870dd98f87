import { keysOf } from '../labels';
import { z } from 'zod';
import { recordMessages } from './messages';
import { FUEL_TYPES, type FuelType } from './fuel';
import { IdSchema } from '../api';

const m = recordMessages;

export const MAINTENANCE_TYPE_LABELS = {
  oil_change: 'Troca de Óleo',
  tire_change: 'Troca de Pneus',
  brake_service: 'Serviço de Freios',
  general_maintenance: 'Manutenção Geral',
  repair: 'Reparo',
  inspection: 'Inspeção',
} as const;
export const MAINTENANCE_TYPES = keysOf(MAINTENANCE_TYPE_LABELS);
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];

export const RECORD_KINDS = ['maintenance', 'fuel', 'oil_change'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Spec section 5: record inputs are never below zero. */
const nonNegative = (message: string) => z.number({ error: message }).finite(message).min(0, message);
const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(500);
/** The modals send empty optional fields absent; an empty string sent anyway means the same. */
const optionalText = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : undefined));
/** ISO date-time; absent means now (spec section 4: the date defaults to now). */
const performedAt = z.iso.datetime({ offset: true, error: m.dateInvalid }).optional();

export const MaintenanceInputSchema = z.strictObject({
  type: z.enum(MAINTENANCE_TYPES, { error: m.typeRequired }),
  description: required(m.descriptionRequired),
  cost: nonNegative(m.costInvalid),
  kmAtMaintenance: nonNegative(m.kmInvalid),
  performedAt,
  nextMaintenanceKm: nonNegative(m.nextKmInvalid).optional(),
  notes: optionalText,
});
export type MaintenanceInput = z.input<typeof MaintenanceInputSchema>;
export type ValidMaintenanceInput = z.output<typeof MaintenanceInputSchema>;

export const FuelInputSchema = z.strictObject({
  liters: z.number({ error: m.litersInvalid }).finite(m.litersInvalid).positive(m.litersInvalid),
  costPerLiter: nonNegative(m.costPerLiterInvalid),
  kmAtFueling: nonNegative(m.kmInvalid),
  fuelType: z.enum(FUEL_TYPES, { error: m.fuelTypeRequired }),
  fuelStation: optionalText,
  /** A partial fill-up counts in costs; km/L waits for the next full tank. */
  fullTank: z.boolean().default(true),
  performedAt,
  notes: optionalText,
});
export type FuelInput = z.input<typeof FuelInputSchema>;
export type ValidFuelInput = z.output<typeof FuelInputSchema>;

export const OilChangeInputSchema = z.strictObject({
  oilType: required(m.oilTypeRequired),
  oilBrand: required(m.oilBrandRequired),
  filterChanged: z.boolean().default(false),
  cost: nonNegative(m.costInvalid),
  kmAtChange: nonNegative(m.kmInvalid),
  /** Absent: the change's km plus the vehicle's interval (spec section 4). */
  nextChangeKm: nonNegative(m.nextKmInvalid).optional(),
  performedAt,
  notes: optionalText,
});
export type OilChangeInput = z.input<typeof OilChangeInputSchema>;
export type ValidOilChangeInput = z.output<typeof OilChangeInputSchema>;

/** What each record kind's form sends, and what its route receives once checked. */
export interface RecordInputs {
  maintenance: MaintenanceInput;
  fuel: FuelInput;
  oil_change: OilChangeInput;
}
export interface ValidRecordInputs {
  maintenance: ValidMaintenanceInput;
  fuel: ValidFuelInput;
  oil_change: ValidOilChangeInput;
}

/** What every stored record carries besides its own fields. */
interface RecordBase {
  id: string;
  vehicleId: string;
  companyId: string;
  performedAt: string;
  performedBy: string;
  createdAt: string;
  /** Its km is below a reading taken earlier: kept, and shown with vehicleMessages.odometerWentBack. */
  odometerWentBack: boolean;
}

export interface MaintenanceRecord extends RecordBase {
  type: MaintenanceType;
  description: string;
  cost: number;
  kmAtMaintenance: number;
  nextMaintenanceKm?: number;
  notes?: string;
}

export interface FuelRecord extends RecordBase {
  liters: number;
  costPerLiter: number;
  totalCost: number;
  kmAtFueling: number;
  fuelType: FuelType;
  fuelStation?: string;
  fullTank: boolean;
  notes?: string;
}

export interface OilChangeRecord extends RecordBase {
  oilType: string;
  oilBrand: string;
  filterChanged: boolean;
  cost: number;
  kmAtChange: number;
  nextChangeKm: number;
  notes?: string;
}

export type VehicleRecord =
  | ({ kind: 'maintenance' } & MaintenanceRecord)
  | ({ kind: 'fuel' } & FuelRecord)
  | ({ kind: 'oil_change' } & OilChangeRecord);

/** A stored record of one kind, as its list endpoint returns it. */
export type StoredRecord<K extends RecordKind = RecordKind> = Extract<VehicleRecord, { kind: K }>;

/** The odometer reading a record carries. */
/** The field holding each kind of record's odometer reading (queried as stored). */
export const RECORD_KM_FIELD = {
  maintenance: 'kmAtMaintenance',
  fuel: 'kmAtFueling',
  oil_change: 'kmAtChange',
} as const satisfies Record<RecordKind, string>;

export function recordKm(record: VehicleRecord): number {
  if (record.kind === 'maintenance') return record.kmAtMaintenance;
  if (record.kind === 'fuel') return record.kmAtFueling;
  return record.kmAtChange;
}

/** What a record cost: a fill-up its total, the others their cost. */
export function recordCost(record: VehicleRecord): number {
  return record.kind === 'fuel' ? record.totalCost : record.cost;
}

/** A service reminder (spec section 4's oil rule, generalised): due every intervalKm and/or intervalMonths. */
export const ReminderInputSchema = z
  .strictObject({
    name: required(recordMessages.reminderNameRequired),
    /** Doing a maintenance of this type resets the reminder. */
    type: z.enum(MAINTENANCE_TYPES, { error: m.typeRequired }),
    intervalKm: z
      .number({ error: m.reminderIntervalKmInvalid })
      .finite(m.reminderIntervalKmInvalid)
      .positive(m.reminderIntervalKmInvalid)
      .nullable()
      .default(null),
    intervalMonths: z
      .number({ error: m.reminderIntervalMonthsInvalid })
      .int(m.reminderIntervalMonthsInvalid)
      .positive(m.reminderIntervalMonthsInvalid)
      .max(120, m.reminderIntervalMonthsInvalid)
      .nullable()
      .default(null),
    /** When it was last done; absent: now, at the vehicle's current km. */
    lastDoneKm: nonNegative(m.kmInvalid).optional(),
    lastDoneAt: performedAt,
  })
  .superRefine((v, ctx) => {
    if (v.intervalKm === null && v.intervalMonths === null) {
      ctx.addIssue({ code: 'custom', path: ['intervalKm'], message: m.reminderIntervalRequired });
    }
  });
export type ReminderInput = z.input<typeof ReminderInputSchema>;
export type ValidReminderInput = z.output<typeof ReminderInputSchema>;

export interface Reminder {
  id: string;
  vehicleId: string;
  name: string;
  type: MaintenanceType;
  intervalKm: number | null;
  intervalMonths: number | null;
  lastDoneKm: number;
  lastDoneAt: string;
  createdAt: string;
}

/** `/api/vehicles/:id/<records or reminders>/:recordId`. */
export const RecordParamsSchema = z.strictObject({ id: IdSchema, recordId: IdSchema });
