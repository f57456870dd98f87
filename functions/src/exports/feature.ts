import type { Feature } from '../feature';
import { EXPORTS_COLLECTION } from './exports.repository';
import { exportsRouter } from './exports.routes';
import { exportJobTrigger } from './exports.triggers';

export const exportsFeature: Feature = {
  folder: 'exports',
  routers: { light: [exportsRouter] },
  triggers: ({ blobs }) => [exportJobTrigger({ blobs })],
  companyData: {
    collections: [
      {
        name: EXPORTS_COLLECTION,
        files: ['path'],
        personalData: { none: 'which list was exported, when, and its file: the company’s records, not a person’s' },
      },
    ],
  },
};
