import { z } from 'zod';
import { MESSAGES } from '../messages';
import { MIN_PASSWORD_LENGTH } from '../users/user.schema';
import { formatCnpj, isValidCnpj } from './cnpj';

const m = MESSAGES.companies;

const email = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(200)
  .pipe(z.email({ error: m.emailInvalid }));

/**
 * `POST /api/companies` and `PUT /api/companies/:id`: the CNPJ is optional (the spec shows it "if
 * present"), and when given it must have valid check digits; it is stored formatted (00.000.000/0000-00).
 */
export const CompanyInputSchema = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(160),
  email,
  phone: z.string().trim().max(30).regex(/^[0-9()+\-.\s]*$/, m.phoneInvalid).default(''),
  address: z.string().trim().max(300).default(''),
  cnpj: z
    .string()
    .trim()
    .default('')
    .refine((cnpj) => cnpj === '' || isValidCnpj(cnpj), m.cnpjInvalid)
    .transform((cnpj) => (cnpj ? formatCnpj(cnpj) : '')),
});
export type CompanyInput = z.input<typeof CompanyInputSchema>;
export type ValidCompanyInput = z.output<typeof CompanyInputSchema>;

/** `POST /api/companies/:id/admins`: the company's admin and the password of their new account. */
export const CompanyAdminInputSchema = z.strictObject({
  name: z.string({ error: MESSAGES.users.nameRequired }).trim().min(1, MESSAGES.users.nameRequired).max(120),
  email: z
    .string({ error: MESSAGES.users.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.users.emailRequired)
    .max(200)
    .pipe(z.email({ error: MESSAGES.users.emailInvalid })),
  password: z
    .string({ error: MESSAGES.users.passwordRequired })
    .min(1, MESSAGES.users.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, MESSAGES.users.passwordTooShort)
    .max(128),
});
export type CompanyAdminInput = z.input<typeof CompanyAdminInputSchema>;

export interface CompanyAdmin {
  id: string;
  name: string;
  email: string;
  role: 'admin';
  createdAt: string;
  createdBy: string;
}

export interface Company extends ValidCompanyInput {
  id: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface CompanyListItem extends Company {
  /** The first three admins by name, and how many there are. */
  admins: CompanyAdmin[];
  adminsCount: number;
}

export interface CompanyDetail extends Company {
  admins: CompanyAdmin[];
}
