import type { ScheduledJob } from '../jobs/scheduled-job';
import { sendMorningSummaries } from './summary.service';

/** Every hour on the hour: each company's admins get their summary at the hour the company chose. */
export function morningSummaryJob(): ScheduledJob {
  return {
    name: 'sendMorningSummaries',
    schedule: 'every 1 hours',
    intervalMs: 60 * 60 * 1000,
    run: (now) => sendMorningSummaries(now),
  };
}
