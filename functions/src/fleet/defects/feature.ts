import type { Feature } from '../../feature';
import { DEFECT_REPORTS_COLLECTION, DEFECT_SLOTS_COLLECTION, DEFECTS_COLLECTION } from './defects.repository';
import { defectsRouter } from './defects.routes';
import { inspectionCompletedTrigger } from './inspection-completed.triggers';

export const defectsFeature: Feature = {
  folder: 'fleet/defects',
  routers: { light: [defectsRouter] },
  triggers: () => [inspectionCompletedTrigger],
  companyData: {
    collections: [
      // A defect's reports name the driver who reported it and carry their comment and photos.
      {
        name: DEFECTS_COLLECTION,
        personalData: {
          none: "the fleet's defects: the reports under them, which name a person, are exported as defectReports",
        },
        children: [{ name: DEFECT_REPORTS_COLLECTION, personalData: { exportedAs: 'defectReports' } }],
      },
      {
        name: DEFECT_SLOTS_COLLECTION,
        personalData: { none: 'markers of open defects: vehicle, question and defect ids only' },
      },
    ],
  },
};
