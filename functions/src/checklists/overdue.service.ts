import { overdueNotification } from '../domain/notifications/notification.schema';
import { companiesRepository } from '../companies/companies.repository';
import { log } from '../platform/logger';
import type { PushSender } from '../platform/messaging';
import { pushToUser } from '../notifications/notifications.service';
import { checklistsRepository as repo } from './checklists.repository';

export interface OverdueSweepResult {
  candidates: number;
  flagged: number;
  failed: number;
}

/**
 * Flags open checklists past their due date and tells their users, once each: overlapping runs
 * (the scheduler delivers at least once) race on the notification's creation, and only the run
 * that created it pushes.
 */
export async function flagOverdueChecklists(push: PushSender, now: Date = new Date()): Promise<OverdueSweepResult> {
  const result: OverdueSweepResult = { candidates: 0, flagged: 0, failed: 0 };
  for (const companyId of await companiesRepository.listIds()) {
    const candidates = await repo.listOverdueCandidates(companyId, now);
    result.candidates += candidates.length;
    if (candidates.length === 0) continue;
    // The due date in the text is on the company's clock.
    const { timeZone } = await companiesRepository.settings(companyId);
    const notification = (c: Parameters<typeof overdueNotification>[0]) => overdueNotification(c, timeZone);
    for (const candidate of candidates) {
      try {
        const flagged = await repo.flagOverdue(companyId, candidate.id, now, notification);
        if (!flagged) continue;
        result.flagged += 1;
        await pushToUser(push, companyId, flagged.userId, notification(flagged));
      } catch (error) {
        result.failed += 1;
        log.overdueFlagFailed(companyId, candidate.id, error);
      }
    }
  }
  log.overdueSweep({ ...result });
  return result;
}
