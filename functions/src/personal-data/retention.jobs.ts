import type { ScheduledJob } from '../jobs/scheduled-job';
import { applyRetention } from './retention.service';

/** Once a day, at night in Brazil: positions past the company's months and audit entries past 5 years. */
export function retentionJob(): ScheduledJob {
  return {
    name: 'applyRetention',
    schedule: 'every day 04:00',
    intervalMs: 24 * 60 * 60 * 1000,
    run: (now) => applyRetention(now),
  };
}
