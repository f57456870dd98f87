import { createScheduledChecklists } from './scheduled-checklists.service';
import type { ScheduledJob } from '../jobs/scheduled-job';

/** Each schedule's checklists, created ahead of their due time (at the day's start or 2 h before). */
export function scheduledChecklistsSchedule(): ScheduledJob {
  return {
    name: 'createScheduledChecklists',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => createScheduledChecklists(now),
  };
}
