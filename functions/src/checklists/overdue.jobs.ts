import { flagOverdueChecklists } from './overdue.service';
import type { PushSender } from '../platform/messaging';
import type { ScheduledJob } from '../jobs/scheduled-job';

export function overdueSchedule(push: PushSender): ScheduledJob {
  return {
    name: 'flagOverdueChecklists',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => flagOverdueChecklists(push, now),
  };
}
