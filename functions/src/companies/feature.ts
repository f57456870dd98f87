import type { Feature } from '../feature';
import { PROCESSED_EVENTS_COLLECTION } from '../platform/processed-events';
import { companiesRouter } from './companies.routes';
import { companySettingsRouter } from './company-settings.routes';
import { companyDeletionJob } from './company-deletion.jobs';

export const companiesFeature: Feature = {
  folder: 'companies',
  routers: { light: [companiesRouter, companySettingsRouter] },
  jobs: (deps) => [companyDeletionJob(deps)],
  companyData: {
    collections: [
      {
        name: 'admins',
        accounts: true,
        personalData: {
          none: "the company's admins, its contacts on the companies screen; the export is a field user's",
        },
      },
      { name: PROCESSED_EVENTS_COLLECTION, personalData: { none: 'markers of events already handled: ids only' } },
    ],
  },
};
