import { keysOf } from '../labels';

/** Spec section 9: an oil change every 10,000 km unless the vehicle says otherwise. */
export const DEFAULT_OIL_INTERVAL_KM = 10_000;
/** From this share of the interval on, the change is coming (spec section 4). */
export const OIL_WARNING_RATIO = 0.8;

export const OIL_STATUS_LABELS = {
  ok: 'Em dia',
  warning: 'Próxima',
  overdue: 'Vencida',
} as const;
export const OIL_STATUSES = keysOf(OIL_STATUS_LABELS);
export type OilStatus = (typeof OIL_STATUSES)[number];

export interface OilReading {
  currentKm: number;
  lastOilChangeKm: number;
  oilChangeIntervalKm: number;
}

export interface OilSummary {
  status: OilStatus;
  kmSinceChange: number;
  /** lastOilChangeKm + interval */
  nextChangeKm: number;
  /** max(0, next − current) */
  remainingKm: number;
  needsChange: boolean;
}

/** The oil status of spec section 4: ≥ 100 % of the interval overdue, ≥ 80 % warning, else ok. */
export function oilSummary({ currentKm, lastOilChangeKm, oilChangeIntervalKm }: OilReading): OilSummary {
  const kmSinceChange = currentKm - lastOilChangeKm;
  const ratio = oilChangeIntervalKm > 0 ? kmSinceChange / oilChangeIntervalKm : 1;
  const status: OilStatus = ratio >= 1 ? 'overdue' : ratio >= OIL_WARNING_RATIO ? 'warning' : 'ok';
  const nextChangeKm = lastOilChangeKm + oilChangeIntervalKm;
  return {
    status,
    kmSinceChange,
    nextChangeKm,
    remainingKm: Math.max(0, nextChangeKm - currentKm),
    needsChange: kmSinceChange >= oilChangeIntervalKm,
  };
}
