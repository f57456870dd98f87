import { z } from 'zod';
import { isoDaySchema } from '../api';
import { driverMessages } from './messages';
import { CNH_CATEGORIES, toxicologicalExamDueDay, type DriverLicense } from './cnh';
import { isValidCnhNumber } from './cnh-number';

const m = driverMessages;

/** 'Dados de motorista' of a field user: the CNH as printed on it, its number checked by its digits. */
export const DriverLicenseInputSchema = z.strictObject({
  cnhNumber: z
    .string({ error: m.cnhNumberInvalid })
    .trim()
    .regex(/^\d{11}$/, { error: m.cnhNumberInvalid, abort: true })
    .refine(isValidCnhNumber, m.cnhCheckDigitsInvalid),
  category: z.enum(CNH_CATEGORIES, { error: m.categoryInvalid }),
  expiryDate: isoDaySchema(m.expiryDateInvalid, m.expiryDateRequired),
  ear: z.boolean().default(false),
  lastToxicologicalExamDate: isoDaySchema(m.examDateInvalid).nullable().default(null),
});
export type DriverLicenseInput = z.input<typeof DriverLicenseInputSchema>;

/** `PUT /api/users/:id/driver`: the licence, or `null` to clear it. */
export const DriverLicenseBodySchema = z.strictObject({
  driverLicense: DriverLicenseInputSchema.nullable(),
});

/**
 * What only the company's calendar can tell (the schema does not know "today"): an exam taken
 * after today. Shared by the API and the form.
 */
export function driverLicenseProblem(license: DriverLicense, today: string): string | null {
  const exam = license.lastToxicologicalExamDate;
  return exam && exam > today ? m.examDateInFuture : null;
}

/** `GET /api/me/driver`: the signed-in field user's own licence and, for C, D and E, the next exam. */
export interface MyDriverData {
  name: string;
  driverLicense: DriverLicense | null;
  toxicologicalExamDue: string | null;
}

export function myDriverData(user: { name: string; driverLicense: DriverLicense | null }): MyDriverData {
  const license = user.driverLicense;
  return {
    name: user.name,
    driverLicense: license,
    toxicologicalExamDue: license && toxicologicalExamDueDay(license.category, license.lastToxicologicalExamDate),
  };
}
