import type { Feature } from '../feature';
import { REPORT_QUEUE_COLLECTION, REPORT_RENDERS_COLLECTION, REPORTS_COLLECTION } from './reports.repository';
import { reportRenderTrigger } from './reports.triggers';
import { reportRouter, responsesRouter } from './responses.routes';

export const responsesFeature: Feature = {
  folder: 'responses',
  routers: { light: [responsesRouter], pdf: [reportRouter] },
  triggers: ({ blobs }) => [reportRenderTrigger({ blobs })],
  companyData: {
    // The PDF reports kept in the blob store, one per checklist, and the renders asked for.
    collections: [
      {
        name: REPORTS_COLLECTION,
        files: ['path'],
        personalData: { none: "copies of approved checklists' PDFs, whose data the export carries as checklists" },
      },
      {
        name: REPORT_RENDERS_COLLECTION,
        personalData: { none: 'which checklist a render was asked for and when: no one’s data' },
      },
      {
        name: REPORT_QUEUE_COLLECTION,
        personalData: { none: 'which renders are drawn and which wait their turn: no one’s data' },
      },
    ],
  },
};
