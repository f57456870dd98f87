import { lastDayOfMonth } from '../dates';
import { keysOf } from '../labels';

/**
 * The licenciamento (CRLV-e) calendar: each state (UF) sets, per year, the month a vehicle's
 * yearly licensing falls due from its plate's final digit, often one calendar for light vehicles
 * and another for trucks; the due date is that month's last day (research/brazil-fleet-rules.md).
 * The calendars are data: a state or a new year is one more row below.
 */

export const UF_NAMES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;
export const UFS = keysOf(UF_NAMES);
export type Uf = (typeof UFS)[number];

export function isUf(value: unknown): value is Uf {
  return (UFS as readonly unknown[]).includes(value);
}

/** Which of a state's calendars applies: São Paulo has one for trucks and one for everything else. */
export const VEHICLE_TYPE_LABELS = {
  light: 'Leve (automóvel, moto, camioneta)',
  truck: 'Caminhão ou cavalo mecânico',
} as const;
export const VEHICLE_TYPES = keysOf(VEHICLE_TYPE_LABELS);
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** The month (1-12) for each plate final digit, index 0 to 9. */
type MonthByFinalDigit = readonly [number, number, number, number, number, number, number, number, number, number];

interface LicensingCalendar {
  /** The first year it applies to; it applies until a later row starts. */
  fromYear: number;
  light: MonthByFinalDigit;
  truck: MonthByFinalDigit;
  source: string;
}

const MT_2023: MonthByFinalDigit = [10, 3, 3, 3, 4, 5, 6, 7, 8, 9];

export const LICENSING_CALENDARS: Partial<Record<Uf, readonly LicensingCalendar[]>> = {
  SP: [
    {
      fromYear: 2025,
      // Finals 1-2 July, 3-4 August, 5-6 September, 7-8 October, 9 November, 0 December.
      light: [12, 7, 7, 8, 8, 9, 9, 10, 10, 11],
      // Finals 1-2 September, 3-5 October, 6-8 November, 9-0 December.
      truck: [12, 9, 9, 10, 10, 10, 11, 11, 11, 12],
      source: 'Detran-SP, calendário 2025',
    },
  ],
  MT: [
    // One calendar for every vehicle: 1-3 March, then one final a month, 0 in October.
    { fromYear: 2023, light: MT_2023, truck: MT_2023, source: 'Detran-MT, calendário 2023' },
  ],
};

/** The plate's final digit (ABC1D23 → 3), or null when it does not end in one. */
export function plateFinalDigit(plate: string): number | null {
  const last = plate.trim().slice(-1);
  return /^\d$/.test(last) ? Number(last) : null;
}

function calendarFor(uf: Uf, year: number): LicensingCalendar | null {
  const rows = LICENSING_CALENDARS[uf];
  if (!rows?.length) return null;
  // The latest row that has started; a year before every row uses the earliest one known.
  return [...rows].sort((a, b) => b.fromYear - a.fromYear).find((row) => row.fromYear <= year) ?? rows[0]!;
}

export interface LicensingVehicle {
  uf: Uf | null;
  vehicleType: VehicleType;
  plate: string;
}

/** The month (1-12) the vehicle's licensing falls due in `year`, or null when its state's calendar is unknown. */
export function licensingMonth(vehicle: LicensingVehicle, year: number): number | null {
  const digit = plateFinalDigit(vehicle.plate);
  if (!vehicle.uf || digit === null) return null;
  const calendar = calendarFor(vehicle.uf, year);
  return calendar ? calendar[vehicle.vehicleType][digit]! : null;
}

/** The last day of the licensing month in `year` ('2026-11-30'), or null. */
export function licensingDueDay(vehicle: LicensingVehicle, year: number): string | null {
  const month = licensingMonth(vehicle, year);
  if (month === null) return null;
  return `${year}-${String(month).padStart(2, '0')}-${lastDayOfMonth(year, month)}`;
}

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** 'Licenciamento em novembro (final 7, SP)', or null when it cannot be known. */
export function licensingMonthLabel(vehicle: LicensingVehicle, year: number): string | null {
  const month = licensingMonth(vehicle, year);
  if (month === null) return null;
  return `Licenciamento em ${MONTH_NAMES[month - 1]} (final ${plateFinalDigit(vehicle.plate)}, ${vehicle.uf})`;
}
