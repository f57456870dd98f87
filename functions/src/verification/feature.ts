import type { Feature } from '../feature';
import {
  CERTIFICATES_COLLECTION,
  CODES_COLLECTION,
  NUMBERS_COLLECTION,
  SEQUENCES_COLLECTION,
  VERSIONS_COLLECTION,
} from './verification.repository';
import { verificationRouter } from './verification.routes';

export const verificationFeature: Feature = {
  folder: 'verification',
  publicPages: [verificationRouter],
  companyData: {
    collections: [
      {
        name: CERTIFICATES_COLLECTION,
        personalData: { none: "a report's number and latest version, by checklist: no one's data" },
      },
      {
        name: NUMBERS_COLLECTION,
        personalData: { none: 'which checklist took each report number: no one’s data' },
      },
      {
        name: SEQUENCES_COLLECTION,
        personalData: { none: "the last report number of each year's sequence" },
      },
      {
        name: VERSIONS_COLLECTION,
        files: ['canonicalPath'],
        personalData: {
          none: "approved reports' public facts (names initialled unless the company chose full names) and digests; the people's data is the checklists'",
        },
      },
    ],
    // Top level, so the public check finds a report by its code without knowing the company.
    topLevel: [CODES_COLLECTION],
  },
};
