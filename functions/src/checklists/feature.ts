import type { Feature } from '../feature';
import { ANSWER_HISTORY_COLLECTION } from './answer-history.repository';
import { CHECKLIST_EVENTS_COLLECTION } from '../domain/checklists/checklist.schema';
import { dueReminderJob, overdueJob } from './checklists.jobs';
import { CHECKLIST_COUNTS_COLLECTION } from './checklists.repository';
import { checklistsRouter } from './checklists.routes';
import {
  checklistAssignedTrigger,
  checklistCountersTrigger,
  checklistCountsTrigger,
  checklistRemovedTrigger,
  checklistReviewedTrigger,
} from './checklists.triggers';

export const checklistsFeature: Feature = {
  folder: 'checklists',
  routers: { light: [checklistsRouter] },
  triggers: ({ push }) => [
    checklistAssignedTrigger(push),
    checklistCountersTrigger,
    checklistCountsTrigger,
    checklistReviewedTrigger(push),
    checklistRemovedTrigger,
  ],
  jobs: ({ push }) => [overdueJob(push), dueReminderJob(push)],
  companyData: {
    collections: [
      { name: 'checklists', personalData: { exportedAs: 'checklists' } },
      // Rejected answers their user corrected, out of the checklist so that it keeps under 1 MiB.
      { name: ANSWER_HISTORY_COLLECTION, personalData: { exportedAs: 'answerHistory' } },
      // What the checklists' handlers filter on (checklist-events.ts): deleted with the company, the removal handler fires on each.
      {
        name: CHECKLIST_EVENTS_COLLECTION,
        personalData: { none: 'copies of fields of the checklists the export carries: names, status, times' },
      },
      { name: CHECKLIST_COUNTS_COLLECTION, personalData: { none: 'counts only' } },
    ],
  },
};
