import type { BlobStore } from '../platform/blob-store';
import type { PushSender } from '../platform/messaging';
import { notificationsRetentionSchedule } from '../notifications/notifications-retention.jobs';
import { companyDeletionSchedule } from '../companies/company-deletion.jobs';
import { orphanImagesSchedule } from '../images/orphan-images.jobs';
import { deadlineNoticesSchedule } from '../deadlines/deadline-notices.jobs';
import { dueReminderSchedule } from '../checklists/due-reminder.jobs';
import { overdueSchedule } from '../checklists/overdue.jobs';
import { scheduledChecklistsSchedule } from '../schedules/scheduled-checklists.jobs';
import type { ScheduledJob } from './scheduled-job';
import {
  checklistActivityTrigger,
  checklistAssignedTrigger,
  checklistCountersTrigger,
  checklistRemovedTrigger,
  checklistReviewedTrigger,
} from '../checklists/checklists.triggers';
import { custodyTrigger } from '../fleet/custody/custody.triggers';
import { inspectionDefectsTrigger } from '../fleet/defects/inspection-completed.triggers';
import type { DocumentTrigger } from './document-trigger';
import { inspectionApprovedTrigger } from '../fleet/vehicles/inspection-approved.triggers';
import { vehicleFleetTrigger } from '../dashboard/fleet.triggers';

export interface BackgroundJobs {
  triggers: DocumentTrigger[];
  schedules: ScheduledJob[];
  /** The trigger deployed under `name`; a name the list lacks fails at load, not silently. */
  trigger(name: string): DocumentTrigger;
  schedule(name: string): ScheduledJob;
}

function byName<T extends { name: string }>(list: T[], name: string): T {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`no background job named ${name}`);
  return found;
}

/**
 * Every Firestore trigger and schedule of the product, in one list: `index.ts` deploys each of
 * them and the local stack runs the same ones (its event bridge and timers), so a job added
 * here runs in both places (a test checks that index.ts exports every one).
 */
export function backgroundJobs(deps: { push: PushSender; blobs: BlobStore }): BackgroundJobs {
  const triggers = [
    checklistAssignedTrigger(deps.push),
    checklistCountersTrigger,
    checklistReviewedTrigger(deps.push),
    checklistActivityTrigger,
    checklistRemovedTrigger,
    vehicleFleetTrigger,
    inspectionApprovedTrigger,
    inspectionDefectsTrigger,
    custodyTrigger(deps.push),
  ];
  const schedules = [
    overdueSchedule(deps.push),
    dueReminderSchedule(deps.push),
    orphanImagesSchedule(deps.blobs),
    notificationsRetentionSchedule(),
    companyDeletionSchedule(deps.blobs),
    scheduledChecklistsSchedule(),
    deadlineNoticesSchedule(deps.push),
  ];
  return {
    triggers,
    schedules,
    trigger: (name) => byName(triggers, name),
    schedule: (name) => byName(schedules, name),
  };
}
