import { addMonths, formatDayBR } from '../dates';

/**
 * A driver's licence (CNH) and what it lets them drive (research/brazil-fleet-rules.md).
 * A (motorcycles) stands apart; among the others each covers the ones before it: E covers D, C and
 * B, D covers C and B, C covers B. A combined category such as AB holds both.
 */

export const CNH_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;
export type CnhCategory = (typeof CNH_CATEGORIES)[number];

/** What a vehicle may require: one letter. */
export const VEHICLE_CNH_CATEGORIES = ['A', 'B', 'C', 'D', 'E'] as const;
export type VehicleCnhCategory = (typeof VEHICLE_CNH_CATEGORIES)[number];

const RANKED = ['B', 'C', 'D', 'E'] as const;

/** Whether a licence of category `held` lets its holder drive a vehicle that requires `required`. */
export function coversCategory(held: CnhCategory, required: VehicleCnhCategory): boolean {
  if (required === 'A') return held.includes('A');
  const highest = Math.max(...[...held].map((letter) => RANKED.indexOf(letter as (typeof RANKED)[number])));
  return highest >= RANKED.indexOf(required);
}

/** Categories C, D and E take the toxicological exam every 2 years and 6 months (CTB art. 148-A). */
export const TOXICOLOGICAL_EXAM_MONTHS = 30;

export function requiresToxicologicalExam(category: CnhCategory): boolean {
  return /[CDE]/.test(category);
}

/** When the next exam is due, or null when the category needs none or no exam is on record. */
export function toxicologicalExamDueDay(category: CnhCategory, lastExamDate: string | null): string | null {
  if (!requiresToxicologicalExam(category) || !lastExamDate) return null;
  return addMonths(lastExamDate, TOXICOLOGICAL_EXAM_MONTHS);
}

/** A field user's driver data ('Dados de motorista'), kept on the user. Days are 'YYYY-MM-DD'. */
export interface DriverLicense {
  cnhNumber: string;
  category: CnhCategory;
  expiryDate: string;
  /** 'EAR': exerce atividade remunerada, printed on a professional driver's licence. */
  ear: boolean;
  lastToxicologicalExamDate: string | null;
}

/** What the check of a driver for a vehicle needs of each. */
export interface DriverToCheck {
  name: string;
  driverLicense: DriverLicense | null;
}
export interface VehicleToCheck {
  name: string;
  requiredCnhCategory: VehicleCnhCategory | null;
}

/**
 * Why `driver` may not take `vehicle` on `today` (the company's calendar day), in pt-BR, or null
 * when they may: an expired licence, or one of a lower category than the vehicle requires. A
 * vehicle that requires no category takes anyone whose licence on record is valid.
 */
export function cannotDriveReason(driver: DriverToCheck, vehicle: VehicleToCheck, today: string): string | null {
  const license = driver.driverLicense;
  if (license && license.expiryDate < today)
    return `A CNH de ${driver.name} venceu em ${formatDayBR(license.expiryDate)}.`;
  const required = vehicle.requiredCnhCategory;
  if (!required) return null;
  if (!license) return `${driver.name} não tem CNH cadastrada; ${vehicle.name} exige categoria ${required}.`;
  if (!coversCategory(license.category, required))
    return `${driver.name} tem CNH categoria ${license.category}; ${vehicle.name} exige categoria ${required}.`;
  return null;
}
