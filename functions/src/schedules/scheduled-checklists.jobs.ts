import type { ScheduledJob } from '../jobs/scheduled-job';
import { createScheduledChecklists } from './scheduled-checklists.service';

/** Every 15 minutes: each schedule's checklists, created ahead of their due time (at the day's start or 2 h before). */
export function scheduledChecklistsJob(): ScheduledJob {
  return {
    name: 'createScheduledChecklists',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => createScheduledChecklists(now),
  };
}
