import { flagOverdueChecklists } from '../checklists/overdue.service';
import type { PushSender } from '../platform/messaging';

/** A job that production's Cloud Scheduler runs and the local stack runs on a timer. */
export interface ScheduledJob {
  name: string;
  /** Cloud Scheduler's syntax. */
  schedule: string;
  intervalMs: number;
  run: (now: Date) => Promise<unknown>;
}

export function overdueSchedule(push: PushSender): ScheduledJob {
  return {
    name: 'flagOverdueChecklists',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => flagOverdueChecklists(push, now),
  };
}
