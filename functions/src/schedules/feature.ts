import type { Feature } from '../feature';
import { scheduledChecklistsJob } from './scheduled-checklists.jobs';
import { schedulesRouter } from './schedules.routes';

/** 'Agendamentos': recurring assignments, whose checklists a timed job creates. */
export const schedulesFeature: Feature = {
  folder: 'schedules',
  routers: { light: [schedulesRouter] },
  jobs: () => [scheduledChecklistsJob()],
  companyData: {
    collections: [
      {
        name: 'schedules',
        personalData: {
          none: "the admins' recurring assignments: a user's id and name, which the export carries as user and checklists",
        },
      },
    ],
  },
};
