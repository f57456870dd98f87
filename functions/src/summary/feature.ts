import type { Feature } from '../feature';
import { morningSummaryJob } from './summary.jobs';

/** The admins' morning summary e-mail: reads the fleet, deadlines and checklists through their front doors. */
export const summaryFeature: Feature = {
  folder: 'summary',
  jobs: () => [morningSummaryJob()],
};
