import { keysOf } from '../labels';

export const FUEL_TYPE_LABELS = {
  gasoline: 'Gasolina',
  ethanol: 'Etanol',
  diesel: 'Diesel',
  flex: 'Flex',
} as const;
export const FUEL_TYPES = keysOf(FUEL_TYPE_LABELS);
export type FuelType = (typeof FUEL_TYPES)[number];

/** totalCost = liters × costPerLiter, to the centavo: computed by the server, never taken from a form. */
export function fuelTotalCost(liters: number, costPerLiter: number): number {
  return Math.round(liters * costPerLiter * 100) / 100;
}

export interface FuelFill {
  id: string;
  performedAt: string;
  kmAtFueling: number;
  liters: number;
  totalCost: number;
  fuelType: FuelType;
  /** A partial fill-up counts in costs, but km/L waits for the next full tank. */
  fullTank: boolean;
}

export interface FuelEconomy {
  /** km/L of each full fill-up that closes a measured stretch; null for the others. */
  perFill: Record<string, number | null>;
  /** Distance over litres across every measured stretch; null before two full fill-ups. */
  average: number | null;
  /** The same per fuel burned (Flex vehicles: gasolina and etanol side by side); stretches mixing fuels count in neither. */
  byFuelType: Partial<Record<FuelType, number>>;
  /** Money spent within the measured stretches over their distance, in reais per km. */
  costPerKm: number | null;
}

/**
 * Fuel economy by the full-tank method: from one full fill-up to the next, the distance driven over
 * all litres put in after the first (partial fill-ups included). Fill-ups are ordered by odometer.
 */
export function fuelEconomy(fills: readonly FuelFill[]): FuelEconomy {
  const ordered = [...fills].sort(
    (a, b) => a.kmAtFueling - b.kmAtFueling || a.performedAt.localeCompare(b.performedAt),
  );
  const perFill: Record<string, number | null> = {};
  const perType: Partial<Record<FuelType, { km: number; liters: number }>> = {};
  let distance = 0;
  let liters = 0;
  let cost = 0;
  let start: FuelFill | null = null;
  let stretch: FuelFill[] = [];

  for (const fill of ordered) {
    perFill[fill.id] = null;
    if (!start) {
      if (fill.fullTank) start = fill;
      continue;
    }
    stretch.push(fill);
    if (!fill.fullTank) continue;
    const km = fill.kmAtFueling - start.kmAtFueling;
    const used = stretch.reduce((sum, f) => sum + f.liters, 0);
    if (km > 0 && used > 0) {
      perFill[fill.id] = km / used;
      distance += km;
      liters += used;
      cost += stretch.reduce((sum, f) => sum + f.totalCost, 0);
      const types = new Set(stretch.map((f) => f.fuelType));
      if (types.size === 1) {
        const type = fill.fuelType;
        const total = (perType[type] ??= { km: 0, liters: 0 });
        total.km += km;
        total.liters += used;
      }
    }
    start = fill;
    stretch = [];
  }

  const byFuelType: Partial<Record<FuelType, number>> = {};
  for (const [type, total] of Object.entries(perType) as Array<[FuelType, { km: number; liters: number }]>) {
    byFuelType[type] = total.km / total.liters;
  }
  return {
    perFill,
    average: liters > 0 ? distance / liters : null,
    byFuelType,
    costPerKm: distance > 0 ? cost / distance : null,
  };
}
