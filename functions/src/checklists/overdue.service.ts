import type { ChecklistSummary } from '../domain/checklists/checklist.schema';
import { missedNotification, overdueNotification } from '../domain/notifications/notification.schema';
import { companyIds, companySettings } from '../companies';
import { log } from '../platform/logger';
import type { PushSender } from '../platform/messaging';
import { notifyAdmins, pushToUser } from '../notifications';
import { checklistsRepository as repo } from './checklists.repository';
import { inCompanyTurns } from '../jobs/company-turns';

export interface OverdueSweepResult {
  candidates: number;
  flagged: number;
  failed: number;
}

/**
 * A scheduled checklist past due was not done ('Checklist não realizado'); an assigned
 * one is late, its due date in the text on the company's clock.
 */
const userNotice = (c: ChecklistSummary, timeZone: string) =>
  c.origin === 'schedule' ? missedNotification(c, 'user') : overdueNotification(c, timeZone);

/**
 * Flags open checklists past their due date and tells their users, once each: overlapping runs
 * (the scheduler delivers at least once) race on the notification's creation, and only the run
 * that created it pushes. A scheduled one is told to every admin of the company too.
 */
export async function flagOverdueChecklists(push: PushSender, now: Date = new Date()): Promise<OverdueSweepResult> {
  const result: OverdueSweepResult = { candidates: 0, flagged: 0, failed: 0 };
  await inCompanyTurns('flagOverdueChecklists', await companyIds(), async (companyId) => {
    const candidates = await repo.listOverdueCandidates(companyId, now);
    result.candidates += candidates.length;
    if (candidates.length === 0) return;
    const { timeZone } = await companySettings(companyId);
    const notice = (c: ChecklistSummary) => userNotice(c, timeZone);
    for (const candidate of candidates) {
      try {
        const flagged = await repo.flagOverdue(companyId, candidate.id, now, notice);
        if (!flagged) continue;
        result.flagged += 1;
        await pushToUser(push, companyId, flagged.userId, notice(flagged));
        if (flagged.origin === 'schedule') await notifyAdmins(push, companyId, missedNotification(flagged, 'admin'));
      } catch (error) {
        result.failed += 1;
        log.overdueFlagFailed(companyId, candidate.id, error);
      }
    }
  });
  log.overdueSweep({ ...result });
  return result;
}
