import { addDays, addMonths, isoDayIn } from '../domain/dates';
import type { DriverLicense } from '../domain/drivers/cnh';
import type { CompanySession } from '../domain/roles';
import { setDriverLicense } from '../drivers';
import type { DemoCompany } from './demo-data';

/**
 * The demo's driver licences, by user id, as of the company's `today`: João's AE CNH
 * expires within 30 days (the deadlines show it), Maria's E is valid with a recent exam, Pedro
 * holds a B. João and Maria may drive the trucks, so the demo's check-outs of the truck stay
 * allowed whatever category its vehicle requires: seed them before the routine.
 */
export function demoDriverLicenses(today: string): Record<string, DriverLicense> {
  return {
    'alfa-joao': {
      cnhNumber: '04512378997',
      category: 'AE',
      expiryDate: addDays(today, 20),
      ear: true,
      lastToxicologicalExamDate: addMonths(today, -26),
    },
    'alfa-maria': {
      cnhNumber: '07788990142',
      category: 'E',
      expiryDate: addMonths(today, 38),
      ear: true,
      lastToxicologicalExamDate: addMonths(today, -4),
    },
    'alfa-pedro': {
      cnhNumber: '03322114494',
      category: 'B',
      expiryDate: addMonths(today, 60),
      ear: false,
      lastToxicologicalExamDate: null,
    },
  };
}

/** Saves the licences of the company's demo users (only Alfa has some) through the use case. */
export async function seedDrivers(
  admin: CompanySession,
  company: DemoCompany,
  now: Date = new Date(),
): Promise<number> {
  const licenses = demoDriverLicenses(isoDayIn(now, admin.timeZone));
  const users = company.users.filter((user) => licenses[user.uid]);
  for (const user of users) await setDriverLicense(admin, user.uid, licenses[user.uid]!, now);
  return users.length;
}
