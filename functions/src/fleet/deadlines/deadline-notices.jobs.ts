import type { ScheduledJob } from '../../jobs/scheduled-job';
import type { PushSender } from '../../platform/messaging';
import { notifyDeadlines } from './deadline-notices.service';

/** Hourly, so that each company is told from 7:00 of its own zone; each company once a day. */
export function deadlineNoticesJob(push: PushSender): ScheduledJob {
  return {
    name: 'notifyDeadlines',
    schedule: 'every 1 hours',
    intervalMs: 60 * 60 * 1000,
    run: (now) => notifyDeadlines(push, now),
  };
}
