import { CHECKLIST_EVENTS_COLLECTION } from '../domain/checklists/checklist.schema';
import { activityFieldsChanged, removableKinds } from '../domain/dashboard/activity';
import type { DocumentTrigger } from '../jobs/document-trigger';
import { syncChecklistActivity } from './activity.service';

/**
 * A checklist created, deleted, or changed where the dashboard looks (status, its times, names,
 * reviews) has its activity entries and rejection tallies brought in step. Answers being saved
 * one by one change none of these and cost nothing here.
 */
export const checklistActivityTrigger: DocumentTrigger = {
  name: 'onChecklistActivity',
  collection: CHECKLIST_EVENTS_COLLECTION,
  on: 'written',
  async handler({ params, before, after }) {
    if (before && after && !activityFieldsChanged(before, after)) return;
    await syncChecklistActivity(params.companyId, params.docId, removableKinds(before, after));
  },
};
