import { companyIds, companySettings } from '../companies';
import { addDays, isoDayIn } from '../domain/dates';
import { deadlineDueEvent } from '../domain/webhooks/events';
import { deadlinesDueBetween } from '../fleet/deadlines';
import { inCompanyTurns } from '../jobs/company-turns';
import { webhooksRepository as repo } from './webhooks.repository';
import { publishWebhookEvent } from './webhooks.service';

/** How many days back a due day still makes its event: a job stopped for a day still tells. */
export const DEADLINE_DUE_LOOKBACK_DAYS = 2;

/**
 * `deadline.due` for each deadline whose day came on the company's clock ('Vencimentos' keeps the
 * entries and their days), once per item and due day: the hourly run sees the same entries again
 * and queues nothing new. Only companies with an endpoint that chose the event are read.
 */
export async function publishDueDeadlines(now: Date = new Date()): Promise<{ queued: number }> {
  let queued = 0;
  await inCompanyTurns(
    'webhookDeadlines',
    await companyIds(),
    async (companyId) => {
      const wanted = (await repo.list(companyId)).some((e) => e.enabled && e.events.includes('deadline.due'));
      if (!wanted) return;
      const today = isoDayIn(now, (await companySettings(companyId)).timeZone);
      for (const entry of await deadlinesDueBetween(companyId, addDays(today, -DEADLINE_DUE_LOOKBACK_DAYS), today))
        queued += (await publishWebhookEvent(companyId, deadlineDueEvent(entry, now.toISOString()), now)).queued;
    },
    { now },
  );
  return { queued };
}
