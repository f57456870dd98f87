import { z } from 'zod';
import { companyMessages } from './messages';
import { emailField, MIN_ADMIN_PASSWORD_LENGTH, passwordField, phoneField } from '../users/fields';
import { userMessages } from '../users/messages';
import { UserCreateInputSchema } from '../users/user.schema';
import { formatCnpj, isValidCnpj } from './cnpj';
import { IdSchema } from '../api';
import { BRAZIL_TIME_ZONES, DEFAULT_TIME_ZONE, type TimeZone } from '../dates';

const m = companyMessages;

/**
 * `POST /api/companies` and `PUT /api/companies/:id`: the CNPJ is optional (the spec shows it "if
 * present"), and when given it must have valid check digits; it is stored formatted (00.000.000/0000-00).
 */
export const CompanyInputSchema = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(160),
  email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
  phone: phoneField(m.phoneInvalid),
  address: z.string().trim().max(300).default(''),
  cnpj: z
    .string()
    .trim()
    .default('')
    .refine((cnpj) => cnpj === '' || isValidCnpj(cnpj), m.cnpjInvalid)
    .transform((cnpj) => (cnpj ? formatCnpj(cnpj) : '')),
  /** The company's clock (its admins can change it too, in its settings). */
  timeZone: z.enum(BRAZIL_TIME_ZONES, { error: m.timeZoneInvalid }).default(DEFAULT_TIME_ZONE),
});
export type ValidCompanyInput = z.output<typeof CompanyInputSchema>;

/** `PUT /api/companies/:id`: a body without the zone (a client from before it) keeps the company's. */
export const CompanyUpdateInputSchema = CompanyInputSchema.extend({
  timeZone: z.enum(BRAZIL_TIME_ZONES, { error: m.timeZoneInvalid }).optional(),
});
export type ValidCompanyUpdate = z.output<typeof CompanyUpdateInputSchema>;

/** `POST /api/companies/:id/admins`: the company's admin and the password of their new account (12 characters at least). */
export const CompanyAdminInputSchema = UserCreateInputSchema.pick({ name: true, email: true }).extend({
  password: passwordField(
    { required: userMessages.passwordRequired, tooShort: m.adminPasswordTooShort },
    MIN_ADMIN_PASSWORD_LENGTH,
  ),
});
export type CompanyAdminInput = z.input<typeof CompanyAdminInputSchema>;

export interface CompanyAdmin {
  id: string;
  name: string;
  email: string;
  /** Their mobile, for WhatsApp alerts; empty when not given. */
  phone?: string;
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

/** The issuer as a report's header prints it on every page (razão social null when not recorded). */
export interface CompanyLetterhead {
  name: string | null;
  cnpj: string;
  address: string;
  timeZone: TimeZone;
}

/** A company being deleted (a background job, in pages): since when, and how many records are gone so far. */
export interface CompanyDeletion {
  since: string;
  removed: number;
}

export interface CompanyListItem extends Company {
  /** The first three admins by name, and how many there are. */
  admins: CompanyAdmin[];
  adminsCount: number;
  /** Set while the company is being deleted: the list shows it as 'Exclusão em andamento' until it is gone. */
  deletion: CompanyDeletion | null;
}

/** `DELETE /api/companies/:id`: the company's name, typed by the superadmin to confirm. */
export const CompanyDeleteInputSchema = z.strictObject({
  confirmName: z.string({ error: m.confirmNameRequired }).trim().min(1, m.confirmNameRequired).max(200),
});

/** Whether the typed name is the company's: spaces around or doubled, and letter case, do not matter; accents do. */
export function confirmsCompanyName(typed: string, name: string): boolean {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
  return tidy(typed).localeCompare(tidy(name), 'pt-BR', { sensitivity: 'accent' }) === 0;
}

export interface CompanyDetail extends Company {
  admins: CompanyAdmin[];
}

/** `/api/companies/:id/admins/:adminId`. */
export const AdminParamsSchema = z.strictObject({ id: IdSchema, adminId: IdSchema });
