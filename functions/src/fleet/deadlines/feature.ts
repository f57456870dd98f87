import type { Feature } from '../../feature';
import { deadlineNoticesJob } from './deadline-notices.jobs';
import { DEADLINE_NOTICES_COLLECTION, DEADLINES_COLLECTION } from './deadlines.repository';
import { deadlinesRouter } from './deadlines.routes';

export const deadlinesFeature: Feature = {
  folder: 'fleet/deadlines',
  routers: { light: [deadlinesRouter] },
  jobs: ({ push }) => [deadlineNoticesJob(push)],
  companyData: {
    collections: [
      {
        name: DEADLINES_COLLECTION,
        personalData: {
          none: "copies of the due days of documents, drivers' licences and fines, which the export carries with them",
        },
      },
      {
        name: DEADLINE_NOTICES_COLLECTION,
        personalData: { none: 'markers of deadline notices already sent: entry keys, days and thresholds only' },
      },
    ],
  },
};
