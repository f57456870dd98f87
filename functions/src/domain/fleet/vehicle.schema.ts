import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { httpMessages } from '../http-messages';
import type { CurrentDriver } from './custody';
import type { DocumentsDue } from '../documents/documents';
import { UFS, VEHICLE_TYPES } from '../documents/licensing';
import { VEHICLE_CNH_CATEGORIES } from '../drivers/cnh';
import { vehicleMessages } from './messages';
import type { VehicleService } from './defect';
import { DEFAULT_OIL_INTERVAL_KM } from './oil';
import { formatPlate, isValidPlate, normalizePlate } from './plate';

const m = vehicleMessages;

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(120);
const km = (message: string, form: 'create' | 'edit') =>
  form === 'edit'
    ? z.number({ error: message }).finite(message).positive(message)
    : z.number({ error: message }).finite(message).min(0, message);

/** The oldest model year a vehicle may have (spec section 5); the newest is next year. */
export const MIN_VEHICLE_YEAR = 1900;

const yearField = (message: string, now: Date) =>
  z
    .number({ error: message })
    .int(message)
    .min(MIN_VEHICLE_YEAR, message)
    .max(now.getFullYear() + 1, message);

/**
 * The vehicle form and `POST`/`PUT /api/vehicles` (spec section 5), one schema for both. The
 * year's upper bound is the next calendar year, read when the schema is built (`vehicleInputSchema(now)`).
 * The edit form (`form: 'edit'`) also refuses 0 km, current or at the last oil change, as the
 * spec's edit screen does; a new vehicle may start at 0 km.
 */
export function vehicleInputSchema(now: Date = new Date(), form: 'create' | 'edit' = 'create') {
  return z
    .strictObject({
      name: required(m.nameRequired),
      plate: z
        .string({ error: m.plateRequired })
        .trim()
        .min(1, { error: m.plateRequired, abort: true })
        .refine(isValidPlate, m.plateInvalid)
        .transform(normalizePlate),
      model: required(m.modelRequired),
      brand: required(m.brandRequired),
      color: required(m.colorRequired),
      year: yearField(m.yearInvalid(MIN_VEHICLE_YEAR, now.getFullYear() + 1), now),
      currentKm: km(m.currentKmInvalid, form),
      lastOilChangeKm: km(m.lastOilChangeKmInvalid, form),
      oilChangeIntervalKm: z
        .number({ error: m.oilIntervalInvalid })
        .finite(m.oilIntervalInvalid)
        .positive(m.oilIntervalInvalid)
        .default(DEFAULT_OIL_INTERVAL_KM),
      isActive: z.boolean().default(true),
      /** The state it is registered in (its licensing calendar), which calendar, and the CNH it requires. */
      uf: z.enum(UFS, { error: m.ufInvalid }).nullable().default(null),
      vehicleType: z.enum(VEHICLE_TYPES, { error: m.vehicleTypeInvalid }).default('light'),
      requiredCnhCategory: z.enum(VEHICLE_CNH_CATEGORIES, { error: m.cnhCategoryInvalid }).nullable().default(null),
    })
    .superRefine((v, ctx) => {
      // Compared only when the current km itself is valid: one problem is enough to show.
      if (v.currentKm >= 0 && v.lastOilChangeKm > v.currentKm) {
        ctx.addIssue({ code: 'custom', path: ['lastOilChangeKm'], message: m.lastOilChangeAboveCurrent });
      }
    });
}
export type VehicleInput = z.input<ReturnType<typeof vehicleInputSchema>>;
export type ValidVehicleInput = z.output<ReturnType<typeof vehicleInputSchema>>;

export interface Vehicle extends ValidVehicleInput {
  id: string;
  companyId: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  /** In or out of service, kept from its defects (never from the form). */
  service: VehicleService;
  /** Who holds it now: the open custody of a submitted check-out ('Motorista atual'); absent when no one. */
  currentDriver?: CurrentDriver;
  /** Its document that expires first, kept by the documents' use cases; null when it has none. */
  documentsDue: DocumentsDue | null;
  /** When and by whom it was archived: its history kept, hidden from lists, taking no new work; null when in use. */
  archived: VehicleArchive | null;
}

export interface VehicleArchive {
  at: string;
  byUid: string;
  byName: string;
}

/** What the vehicle search looks in (spec section 5: name, plate, model, brand). */
export function vehicleSearchFields(vehicle: Pick<Vehicle, 'name' | 'plate' | 'model' | 'brand'>): string[] {
  // The plate as stored (ABC1234) and as shown (ABC-1234), so either spelling finds it.
  return [vehicle.name, vehicle.plate, formatPlate(vehicle.plate), vehicle.model, vehicle.brand];
}

/**
 * `POST`/`PUT /api/vehicles`: the year's bound moves with the calendar, and an instance outlives a
 * New Year, so the schema is built per request. Typed as the form's input for the caller.
 */
export const VehicleBodySchema = z.custom<VehicleInput>().transform((body, ctx) => {
  const result = vehicleInputSchema(new Date()).safeParse(body);
  if (result.success) return result.data;
  ctx.issues.push(...(result.error.issues as typeof ctx.issues));
  return z.NEVER;
});

/** `GET /api/vehicles` (and its export): a page, searched, of the vehicles in use or, with `archived=true`, the archived. */
export const VehicleListQuerySchema = PageQuerySchema.extend({
  // Kept as text: an export parses its filters again and records them as sent.
  archived: z.enum(['true', 'false'], { error: httpMessages.invalidParams }).optional(),
}).strict();
export type VehicleListQuery = z.output<typeof VehicleListQuerySchema>;
