import type { Feature } from '../feature';
import { PERSONAL_DATA_COLLECTION } from './personal-data.repository';
import { personalDataExportRouter, personalDataRouter } from './personal-data.routes';
import { retentionJob } from './retention.jobs';

/** LGPD: a person's data, exported or erased (each collection's decision is in its feature's entry), and retention. */
export const personalDataFeature: Feature = {
  folder: 'personal-data',
  routers: { light: [personalDataRouter], pdf: [personalDataExportRouter] },
  jobs: () => [retentionJob()],
  companyData: {
    collections: [
      {
        name: PERSONAL_DATA_COLLECTION,
        personalData: { none: "the company's key for pseudonyms and how far its retention went: no one's data" },
      },
    ],
  },
};
