import { formatDayBR, lastDayOfMonth, MONTH_NAMES } from '../dates';
import { keysOf } from '../labels';

/**
 * The licenciamento (CRLV-e) calendar: each state (UF) sets, per year, when a vehicle's yearly
 * licensing falls due from its plate's final digit, some with one calendar for light vehicles and
 * another for trucks. The calendars are data, each row with its published source: a state or a
 * new year is one more row below. A state, or a final, that no source gives has no date
 * (docs/decisions/licensing-calendar-carries-forward.md).
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

/**
 * When one final's licensing falls due: a month (1-12), due on its last day; a [month, day] the
 * source names; or null when the source does not give it.
 */
type Due = number | readonly [month: number, day: number] | null;

/** The due date for each plate final digit, index 0 to 9. */
type DueByFinalDigit = readonly [Due, Due, Due, Due, Due, Due, Due, Due, Due, Due];

interface LicensingCalendar {
  /** The first year it applies to; it applies until a later row starts. */
  fromYear: number;
  light: DueByFinalDigit;
  /** Trucks' own calendar; absent when the state has one calendar for every vehicle. */
  truck?: DueByFinalDigit;
  /** A month falls due on its last business day (Monday to Friday), not its last day. */
  lastBusinessDay?: true;
  /** Who published it, and where it was read. */
  source: string;
}

const every = (due: Due): DueByFinalDigit => [due, due, due, due, due, due, due, due, due, due];

export const LICENSING_CALENDARS: Partial<Record<Uf, readonly LicensingCalendar[]>> = {
  SP: [
    {
      fromYear: 2024,
      // Finals 1-2 July, 3-4 August, 5-6 September, 7-8 October, 9 November, 0 December.
      light: [12, 7, 7, 8, 8, 9, 9, 10, 10, 11],
      // Finals 1-2 September, 3-5 October, 6-8 November, 9-0 December.
      truck: [12, 9, 9, 10, 10, 10, 11, 11, 11, 12],
      lastBusinessDay: true,
      source:
        'Detran-SP, Portaria 17/2023, the same for 2024, 2025 and 2026: portal016.com "Detran-SP libera ' +
        'licenciamento 2026"; São Carlos Agora, 2025-09-01 and 2025-11-27',
    },
  ],
  MG: [
    {
      fromYear: 2025,
      // Finals 1-3 31 August, 4-6 30 September, 7-9 and 0 31 October.
      light: [10, 8, 8, 8, 9, 9, 9, 10, 10, 10],
      source:
        'CET-MG/Seplag-MG, Diário Oficial of 2025-07-17: webterra.com.br (Agência Minas), 2025-07-19; ' +
        'Destak News Brasil',
    },
  ],
  RJ: [
    {
      fromYear: 2025,
      // Portaria 6737 set finals 0-2 May, 3-5 June, 6-9 July; extended, as in force: 0-2 31 August,
      // 3-5 30 September, 6-9 31 October.
      light: [8, 8, 8, 9, 9, 9, 10, 10, 10, 10],
      source:
        'Detran-RJ, Portaria 6737 (DO 2025-01-10) as extended: crlvdigital.org (2025-09), atual1.com.br and ' +
        'Mensageiro NF (2025-10)',
    },
  ],
  RS: [
    {
      fromYear: 2025,
      // One date for every final since 2025.
      light: every([7, 31]),
      source: 'DetranRS: Do Povo Digital, 2025-07-29; A Gazeta (CB), 2025; Equipe SMO, 2024-12-05',
    },
  ],
  PR: [
    {
      fromYear: 2025,
      // One date per final since 2025; finals 3 to 9 are not in the source read.
      light: [[11, 28], [8, 15], [8, 29], null, null, null, null, null, null, null],
      source:
        'Detran-PR: Ilha do Mel FM, "Licenciamento de veículos no Paraná começa a vencer nesta sexta-feira", 2025-08',
    },
  ],
  BA: [
    {
      fromYear: 2025,
      // With the IPVA's last quota (Sefaz-BA).
      light: [
        [11, 28],
        [7, 30],
        [7, 31],
        [8, 28],
        [8, 29],
        [9, 29],
        [9, 30],
        [10, 30],
        [10, 31],
        [11, 27],
      ],
      source:
        'Sefaz-BA 2025 calendar: blog.usezapay.com.br "Licenciamento 2025 Bahia"; A Tarde, 2025-06 (final 8, ' +
        '31 October)',
    },
  ],
  GO: [
    {
      fromYear: 2026,
      // With the IPVA's single quota: finals 1-2 15 September, 3-9 and 0 15 October.
      light: [
        [10, 15],
        [9, 15],
        [9, 15],
        [10, 15],
        [10, 15],
        [10, 15],
        [10, 15],
        [10, 15],
        [10, 15],
        [10, 15],
      ],
      source:
        'Detran-GO/Economia-GO 2026: DF Mobilidade, 2026-01 and 2026-02; 2025 (finals 3-0, 15 October): ' +
        'Jornal Estado de Goiás, 2025-10-10',
    },
  ],
  DF: [
    {
      fromYear: 2025,
      // Finals 1-2 September, 3-5 October, 6-8 November, 9-0 December; trucks alike.
      light: [12, 9, 9, 10, 10, 10, 11, 11, 11, 12],
      source: 'Detran-DF, Instrução 1.188 (DODF 2025-09-04): Correio Braziliense, 2025-09-04 and 2025-10-31',
    },
  ],
  ES: [
    {
      fromYear: 2025,
      // Every final in September (its day follows the IPVA and is not in the sources); fined from 1 October.
      light: every(9),
      source:
        'Detran-ES, Instrução de Serviço 43 (DOE 2025-12-05): A Gazeta, 2026-01-22; Folha Vitória; 2025: ' +
        'Hora Agha, 2024-12; Portal Tempo Novo, 2025',
    },
  ],
  CE: [
    {
      fromYear: 2026,
      // One final a month, around the 10th; finals 9 and 0 are cut off in the sources read.
      light: [null, [3, 10], [4, 10], [5, 11], [6, 10], [7, 10], [8, 10], [9, 10], [10, 12], null],
      source:
        'Detran-CE 2026: g1 CE, "Detran-CE divulga calendário de licenciamento 2026", 2026-02-24; Marcelo ' +
        'Sousa News, 2026-02',
    },
  ],
  MT: [
    {
      fromYear: 2022,
      // One calendar for every vehicle: 1-3 March, then one final a month, 0 in October.
      light: [10, 3, 3, 3, 4, 5, 6, 7, 8, 9],
      source:
        'Detran-MT, the same since 2022: g1 MT, "Licenciamento 2025: confira os prazos de pagamento em MT", 2025-03-11',
    },
  ],
  MS: [
    {
      fromYear: 2025,
      // Final 3 moved from May to September in 2025 (Portaria 192-N/2025, a printing error in the slips).
      light: [10, 4, 4, 9, 6, 6, 7, 8, 8, 9],
      lastBusinessDay: true,
      source: 'Detran-MS, Portaria "N" 184/2024 and 192-N/2025: RCN67; Terceiro Canal, 2025-09-08',
    },
    {
      fromYear: 2026,
      // Finals 1-2 April, 3 May, 4-5 June, 6 July, 7-8 August, 9 September, 0 October.
      light: [10, 4, 4, 5, 6, 6, 7, 8, 8, 9],
      lastBusinessDay: true,
      source: 'Detran-MS, Portaria "N" 199 (DOE 2026-01-05): g1 MS, 2026-01-05; JD1 Notícias, 2026-01-05',
    },
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

interface Licensing {
  month: number;
  /** The day the source names; absent: the month's last (business) day. */
  day?: number;
  lastBusinessDay: boolean;
}

function licensingOf(vehicle: LicensingVehicle, year: number): Licensing | null {
  const digit = plateFinalDigit(vehicle.plate);
  if (!vehicle.uf || digit === null) return null;
  const calendar = calendarFor(vehicle.uf, year);
  if (!calendar) return null;
  const due = (vehicle.vehicleType === 'truck' ? (calendar.truck ?? calendar.light) : calendar.light)[digit];
  if (due === null || due === undefined) return null;
  const lastBusinessDay = calendar.lastBusinessDay === true;
  return typeof due === 'number' ? { month: due, lastBusinessDay } : { month: due[0], day: due[1], lastBusinessDay };
}

/** The month (1-12) the vehicle's licensing falls due in `year`, or null when no source gives it. */
export function licensingMonth(vehicle: LicensingVehicle, year: number): number | null {
  return licensingOf(vehicle, year)?.month ?? null;
}

/** The month's last day, or, where the state says so, its last Monday-to-Friday (holidays are not known here). */
function lastDueDay(year: number, month: number, businessDay: boolean): number {
  let day = lastDayOfMonth(year, month);
  while (businessDay && [0, 6].includes(new Date(Date.UTC(year, month - 1, day)).getUTCDay())) day -= 1;
  return day;
}

/** The day the vehicle's licensing falls due in `year` ('2026-11-30'), or null when no source gives it. */
export function licensingDueDay(vehicle: LicensingVehicle, year: number): string | null {
  const licensing = licensingOf(vehicle, year);
  if (!licensing) return null;
  const { month, lastBusinessDay } = licensing;
  const day = licensing.day ?? lastDueDay(year, month, lastBusinessDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * 'Licenciamento em novembro (final 7, SP)', or, where the state names the day, 'Licenciamento
 * até 30/07/2026 (final 1, BA)'; null when it cannot be known.
 */
export function licensingMonthLabel(vehicle: LicensingVehicle, year: number): string | null {
  const licensing = licensingOf(vehicle, year);
  if (!licensing) return null;
  const when =
    licensing.day === undefined
      ? `em ${MONTH_NAMES[licensing.month - 1]}`
      : `até ${formatDayBR(licensingDueDay(vehicle, year)!)}`;
  return `Licenciamento ${when} (final ${plateFinalDigit(vehicle.plate)}, ${vehicle.uf})`;
}
