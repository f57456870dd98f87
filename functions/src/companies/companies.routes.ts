import { Router } from 'express';
import { z } from 'zod';
import { IdParamsSchema, IdSchema, PageQuerySchema } from '../domain/api';
import {
  CompanyAdminInputSchema,
  CompanyDeleteInputSchema,
  CompanyInputSchema,
} from '../domain/companies/company.schema';
import { endpoint } from '../http/endpoint';
import * as companies from './companies.service';

/** Companies are the platform's: only the superadmin sees or changes them. */
const roles = ['superadmin'] as const;
const AdminParamsSchema = z.strictObject({ id: IdSchema, adminId: IdSchema });

export const companiesRouter = Router();

companiesRouter.get(
  '/',
  endpoint({ roles, query: PageQuerySchema }, ({ query }) => companies.listCompanies(query)),
);

companiesRouter.get(
  '/:id',
  endpoint({ roles, params: IdParamsSchema }, ({ params }) => companies.getCompany(params.id)),
);

companiesRouter.post(
  '/',
  endpoint({ roles, body: CompanyInputSchema, status: 201 }, ({ session, body }) =>
    companies.createCompany(session, body),
  ),
);

companiesRouter.put(
  '/:id',
  endpoint({ roles, params: IdParamsSchema, body: CompanyInputSchema }, ({ session, params, body }) =>
    companies.updateCompany(session, params.id, body),
  ),
);

/**
 * Starts the company's deletion, which a background job carries out (202): only for a sign-in
 * made in the last minutes, and with the company's name typed to confirm.
 */
companiesRouter.delete(
  '/:id',
  endpoint(
    { roles, params: IdParamsSchema, body: CompanyDeleteInputSchema, recentSignIn: true, status: 202 },
    ({ params, body }) => companies.requestCompanyDeletion(params.id, body.confirmName),
  ),
);

companiesRouter.post(
  '/:id/admins',
  endpoint({ roles, params: IdParamsSchema, body: CompanyAdminInputSchema, status: 201 }, ({ session, params, body }) =>
    companies.addAdmin(session, params.id, body),
  ),
);

companiesRouter.delete(
  '/:id/admins/:adminId',
  endpoint({ roles, params: AdminParamsSchema }, ({ params }) => companies.removeAdmin(params.id, params.adminId)),
);
