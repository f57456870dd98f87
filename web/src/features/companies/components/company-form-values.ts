import type { Resolver } from 'react-hook-form';
import { formatCnpj } from '@domain/companies/cnpj';
import {
  CompanyAdminInputSchema,
  CompanyInputSchema,
  type Company,
  type CompanyAdminInput,
  type ValidCompanyInput,
} from '@domain/companies/company.schema';
import { DEFAULT_TIME_ZONE, type TimeZone } from '@domain/dates';
import { zodFormResolver } from '@/lib/forms';

/** What the company form edits; the CNPJ as shown (00.000.000/0000-00). */
export interface CompanyFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  cnpj: string;
  timeZone: TimeZone;
}

export function companyToFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
    cnpj: company ? formatCnpj(company.cnpj) : '',
    timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** Checked by the API's own schema: 'CNPJ inválido' when its check digits do not hold. */
export const companyResolver = (): Resolver<CompanyFormValues, unknown, ValidCompanyInput> =>
  zodFormResolver<CompanyFormValues, ValidCompanyInput>(CompanyInputSchema);

export type AdminFormValues = CompanyAdminInput;

export const blankAdmin = (): AdminFormValues => ({ name: '', email: '', password: '' });

export const adminResolver = (): Resolver<AdminFormValues, unknown, CompanyAdminInput> =>
  zodFormResolver<AdminFormValues, CompanyAdminInput>(CompanyAdminInputSchema);
