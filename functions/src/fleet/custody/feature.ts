import type { Feature } from '../../feature';
import { CUSTODY_COLLECTION, CUSTODY_RETURNS_COLLECTION } from './custody.repository';
import { custodyRouter } from './custody.routes';
import { custodyTrigger } from './custody.triggers';

/** Who held a vehicle when names the driver; the same facts are in their checklists, exported as such. */
const CUSTODY_DATA = {
  none: "who held a vehicle when: copied from the driver's check-out and check-in checklists, exported as checklists",
} as const;

export const custodyFeature: Feature = {
  folder: 'fleet/custody',
  routers: { light: [custodyRouter] },
  triggers: ({ push }) => [custodyTrigger(push)],
  companyData: {
    under: {
      vehicles: [
        { name: CUSTODY_COLLECTION, personalData: CUSTODY_DATA },
        { name: CUSTODY_RETURNS_COLLECTION, personalData: CUSTODY_DATA },
      ],
    },
  },
};
