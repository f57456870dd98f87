import { keysOf } from '../labels';

export const ODOMETER_SOURCE_LABELS = {
  fuel: 'Abastecimento',
  maintenance: 'Manutenção',
  oil_change: 'Troca de Óleo',
  inspection: 'Inspeção',
} as const;
export const ODOMETER_SOURCES = keysOf(ODOMETER_SOURCE_LABELS);
export type OdometerSource = (typeof ODOMETER_SOURCES)[number];

export interface OdometerReading {
  km: number;
  at: string;
  source: OdometerSource;
  /** The record's id; an inspection's reading names its checklist. */
  recordId: string;
}

/**
 * Every reading of a vehicle's odometer in date order. A reading lower than one taken earlier
 * is kept, and flagged: a typo or a swapped odometer is for a person to judge, not to drop.
 */
export function odometerTimeline(readings: readonly OdometerReading[]): Array<OdometerReading & { wentBack: boolean }> {
  let highest = -Infinity;
  return [...readings]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((reading) => {
      const wentBack = reading.km < highest;
      highest = Math.max(highest, reading.km);
      return { ...reading, wentBack };
    });
}

/** The odometer is the highest reading: a new record above it raises the vehicle's current km. */
export function raisedOdometer(currentKm: number, readingKm: number): number {
  return Math.max(currentKm, readingKm);
}
