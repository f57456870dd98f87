import { IdParamsSchema, PageQuerySchema, type Page } from '../api';
import { route } from '../contract';
import {
  AdminParamsSchema,
  CompanyAdminInputSchema,
  CompanyDeleteInputSchema,
  CompanyInputSchema,
  CompanyUpdateInputSchema,
  type Company,
  type CompanyAdmin,
  type CompanyDeletion,
  type CompanyDetail,
  type CompanyListItem,
} from './company.schema';
import { CompanySettingsInputSchema, type CompanySettings } from './settings';

/** The platform's companies and their admins: the superadmin's alone. */
export const companiesApi = {
  list: route('get', '/companies', { query: PageQuerySchema }).returns<Page<CompanyListItem>>(),
  get: route('get', '/companies/:id', { params: IdParamsSchema }).returns<CompanyDetail>(),
  create: route('post', '/companies', { body: CompanyInputSchema }).returns<Company>(),
  /** The whole company (one schema for create and edit). */
  update: route('put', '/companies/:id', { params: IdParamsSchema, body: CompanyUpdateInputSchema }).returns<Company>(),
  /**
   * Starts the company's deletion, which a background job carries out (202): only for a sign-in
   * made in the last minutes, and with the company's name typed to confirm.
   */
  remove: route('delete', '/companies/:id', { params: IdParamsSchema, body: CompanyDeleteInputSchema }).returns<{
    id: string;
    deletion: CompanyDeletion;
  }>(),
  addAdmin: route('post', '/companies/:id/admins', {
    params: IdParamsSchema,
    body: CompanyAdminInputSchema,
  }).returns<CompanyAdmin>(),
  removeAdmin: route('delete', '/companies/:id/admins/:adminId', { params: AdminParamsSchema }).returns<{
    id: string;
  }>(),
};

/** The signed-in admin's own company's settings (the company comes from the token). */
export const companySettingsApi = {
  get: route('get', '/company/settings').returns<CompanySettings>(),
  /** Both settings at once; a new time zone reaches every member's claims. */
  update: route('put', '/company/settings', { body: CompanySettingsInputSchema }).returns<CompanySettings>(),
};
