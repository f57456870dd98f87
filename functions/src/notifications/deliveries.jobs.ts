import type { ScheduledJob } from '../jobs/scheduled-job';
import { retryDueDeliveries } from './deliveries.service';

/** Every minute: the outbox's messages due for another try, or past the quiet hours they waited out. */
export function retryDeliveriesJob(): ScheduledJob {
  return {
    name: 'retryDeliveries',
    schedule: 'every 1 minutes',
    intervalMs: 60 * 1000,
    run: (now) => retryDueDeliveries(now),
  };
}
