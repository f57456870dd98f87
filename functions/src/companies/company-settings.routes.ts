import { Router } from 'express';
import { companySettingsApi } from '../domain/companies/contract';
import { serve } from '../http/endpoint';
import * as settings from './company-settings.service';

/** A company's own settings: its admins', for their company (from the token). */
const roles = ['admin'] as const;

export const companySettingsRouter = Router();

serve(companySettingsRouter, companySettingsApi.get, { roles }, ({ session }) => settings.getCompanySettings(session));

serve(companySettingsRouter, companySettingsApi.update, { roles }, ({ session, body }) =>
  settings.updateCompanySettings(session, body),
);
