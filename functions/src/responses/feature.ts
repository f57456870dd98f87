import type { Feature } from '../feature';
import { REPORTS_COLLECTION } from './reports.repository';
import { reportRouter, responsesRouter } from './responses.routes';

export const responsesFeature: Feature = {
  folder: 'responses',
  routers: { light: [responsesRouter], pdf: [reportRouter] },
  companyData: {
    // The PDF reports kept in the blob store, one per checklist.
    collections: [
      {
        name: REPORTS_COLLECTION,
        files: ['path'],
        personalData: { none: "copies of approved checklists' PDFs, whose data the export carries as checklists" },
      },
    ],
  },
};
