import { notifyDeadlines } from './deadline-notices.service';
import type { PushSender } from '../platform/messaging';
import type { ScheduledJob } from '../jobs/scheduled-job';

/** Hourly, so that each company is told from 7:00 of its own zone; each company once a day. */
export function deadlineNoticesSchedule(push: PushSender): ScheduledJob {
  return {
    name: 'notifyDeadlines',
    schedule: 'every 1 hours',
    intervalMs: 60 * 60 * 1000,
    run: (now) => notifyDeadlines(push, now),
  };
}
