import type { ScheduledJob } from '../jobs/scheduled-job';
import type { PushSender } from '../platform/messaging';
import { publishDueDeadlines } from './webhook-deadlines.service';
import { sendDueWebhooks } from './webhook-deliveries.service';

/** Every minute: the deliveries due for their first try or another. */
export function sendWebhooksJob(push: PushSender): ScheduledJob {
  return {
    name: 'sendWebhooks',
    schedule: 'every 1 minutes',
    intervalMs: 60 * 1000,
    run: (now) => sendDueWebhooks(push, now),
  };
}

/** Every hour: `deadline.due` for the deadlines whose day came. */
export function webhookDeadlinesJob(): ScheduledJob {
  return {
    name: 'webhookDeadlines',
    schedule: 'every 60 minutes',
    intervalMs: 60 * 60 * 1000,
    run: (now) => publishDueDeadlines(now),
  };
}
