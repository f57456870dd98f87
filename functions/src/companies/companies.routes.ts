import { Router } from 'express';
import { companiesApi } from '../domain/companies/contract';
import { serve } from '../http/endpoint';
import * as companies from './companies.service';

/** Companies are the platform's: only the superadmin sees or changes them. */
const roles = ['superadmin'] as const;

export const companiesRouter = Router();

serve(companiesRouter, companiesApi.list, { roles }, ({ query }) => companies.listCompanies(query));

serve(companiesRouter, companiesApi.get, { roles }, ({ params }) => companies.getCompany(params.id));

serve(companiesRouter, companiesApi.create, { roles, status: 201 }, ({ session, body }) =>
  companies.createCompany(session, body),
);

serve(companiesRouter, companiesApi.update, { roles }, ({ session, params, body }) =>
  companies.updateCompany(session, params.id, body),
);

serve(companiesRouter, companiesApi.remove, { roles, recentSignIn: true, status: 202 }, ({ params, body }) =>
  companies.requestCompanyDeletion(params.id, body.confirmName),
);

serve(companiesRouter, companiesApi.addAdmin, { roles, status: 201 }, ({ session, params, body }) =>
  companies.addAdmin(session, params.id, body),
);

serve(companiesRouter, companiesApi.removeAdmin, { roles }, ({ session, params }) =>
  companies.removeAdmin(session, params.id, params.adminId),
);
