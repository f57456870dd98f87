import type { Resolver } from 'react-hook-form';
import type { Uf, VehicleType } from '@domain/documents/licensing';
import type { VehicleCnhCategory } from '@domain/drivers/cnh';
import { DEFAULT_OIL_INTERVAL_KM } from '@domain/fleet/oil';
import { formatPlate } from '@domain/fleet/plate';
import { vehicleInputSchema, type ValidVehicleInput, type Vehicle } from '@domain/fleet/vehicle.schema';
import { numberOf, zodFormResolver } from '@/lib/forms';

/** What the vehicle form edits: numbers as typed, the plate as shown (ABC-1234). */
export interface VehicleFormValues {
  name: string;
  plate: string;
  brand: string;
  model: string;
  year: string;
  color: string;
  currentKm: string;
  lastOilChangeKm: string;
  oilChangeIntervalKm: string;
  isActive: boolean;
  /** '' for none: the state whose licensing calendar applies (and below, the CNH category the vehicle requires). */
  uf: Uf | '';
  vehicleType: VehicleType;
  requiredCnhCategory: VehicleCnhCategory | '';
}

/** A blank form (interval 10.000 km, active: spec sections 3 and 9) or the stored vehicle for editing. */
export function vehicleToFormValues(vehicle?: Vehicle): VehicleFormValues {
  return {
    name: vehicle?.name ?? '',
    plate: vehicle ? formatPlate(vehicle.plate) : '',
    brand: vehicle?.brand ?? '',
    model: vehicle?.model ?? '',
    year: vehicle ? String(vehicle.year) : '',
    color: vehicle?.color ?? '',
    currentKm: vehicle ? String(vehicle.currentKm) : '',
    lastOilChangeKm: vehicle ? String(vehicle.lastOilChangeKm) : '',
    oilChangeIntervalKm: String(vehicle?.oilChangeIntervalKm ?? DEFAULT_OIL_INTERVAL_KM),
    isActive: vehicle?.isActive ?? true,
    uf: vehicle?.uf ?? '',
    vehicleType: vehicle?.vehicleType ?? 'light',
    requiredCnhCategory: vehicle?.requiredCnhCategory ?? '',
  };
}

/** A typed number; an empty field is no number at all (NaN), which the schema refuses with the field's message. */
export function formValuesToInput(values: VehicleFormValues): Record<string, unknown> {
  return {
    ...values,
    year: numberOf(values.year),
    currentKm: numberOf(values.currentKm),
    lastOilChangeKm: numberOf(values.lastOilChangeKm),
    oilChangeIntervalKm: numberOf(values.oilChangeIntervalKm),
    uf: values.uf || null,
    requiredCnhCategory: values.requiredCnhCategory || null,
  };
}

/**
 * Checked by the API's own schema (spec section 5's messages), built at each check so that the
 * year's upper bound (next year) follows the calendar. Editing also refuses 0 km (spec section 5).
 */
export function vehicleResolver(form: 'create' | 'edit'): Resolver<VehicleFormValues, unknown, ValidVehicleInput> {
  return (values, context, options) =>
    zodFormResolver<VehicleFormValues, ValidVehicleInput>(vehicleInputSchema(new Date(), form), formValuesToInput)(
      values,
      context,
      options,
    );
}
