import type { Feature } from '../feature';
import { checklistActivityTrigger } from './activity.triggers';
import { dashboardRouter } from './dashboard.routes';
import { vehicleFleetTrigger } from './fleet.triggers';

/** Its figures are kept by triggers (activity, fleet) and counts, so a dashboard's reads do not grow with the data. */
export const dashboardFeature: Feature = {
  folder: 'dashboard',
  routers: { light: [dashboardRouter] },
  triggers: () => [checklistActivityTrigger, vehicleFleetTrigger],
  companyData: {
    collections: [
      {
        name: 'activity',
        personalData: {
          none: "the dashboard's feed, copied from checklist events the export carries as checklists and audit",
        },
      },
      { name: 'stats', personalData: { none: 'counts only' } },
    ],
  },
};
