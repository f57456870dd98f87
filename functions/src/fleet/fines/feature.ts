import type { Feature } from '../../feature';
import { FINES_COLLECTION } from './fines.repository';
import { finesRouter } from './fines.routes';

export const finesFeature: Feature = {
  folder: 'fleet/fines',
  routers: { light: [finesRouter] },
  companyData: {
    // A fine names the driver indicated for it; its notification's scan is a file.
    collections: [{ name: FINES_COLLECTION, files: ['attachmentPath'], personalData: { exportedAs: 'fines' } }],
  },
};
