import type { JobDeps } from '../feature';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { continueCompanyDeletions } from './companies.service';

/**
 * Every minute: companies marked for deletion are deleted a page at a time (up to 40 s a run), so
 * a deletion of any size finishes, and one cut short (a deploy, a crash) goes on at the next run.
 */
export function companyDeletionJob({ blobs, companyData }: JobDeps): ScheduledJob {
  return {
    name: 'continueCompanyDeletions',
    schedule: 'every 1 minutes',
    intervalMs: 60 * 1000,
    run: (now) => continueCompanyDeletions(now, companyData, { blobs }),
  };
}
