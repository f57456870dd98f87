import type { Feature } from '../../feature';
import { VEHICLE_DOCUMENTS_COLLECTION } from './documents.repository';
import { documentsRouter } from './documents.routes';

export const documentsFeature: Feature = {
  folder: 'fleet/documents',
  routers: { light: [documentsRouter] },
  companyData: {
    // Each with its scan or PDF in the blob store.
    collections: [
      {
        name: VEHICLE_DOCUMENTS_COLLECTION,
        files: ['attachmentPath'],
        personalData: { none: 'the fleet: vehicles, their records and reminders name no person' },
      },
    ],
  },
};
