import { companyIds, companySettings } from '../companies';
import { dueSoonNotification } from '../domain/notifications/notification.schema';
import { log } from '../platform/logger';
import type { PushSender } from '../platform/messaging';
import { pushToUser } from '../notifications';
import { checklistsRepository as repo } from './checklists.repository';
import { inCompanyTurns } from '../jobs/company-turns';

export interface DueReminderResult {
  candidates: number;
  reminded: number;
  failed: number;
}

/**
 * Reminds each open checklist's user once, the company's lead ('Lembrete antes do vencimento',
 * 0 = none) before it is due: in-app and push. Overlapping runs race on the notification's
 * creation and only the run that created it pushes; a checklist already past due gets no
 * reminder (the overdue sweep tells of it instead).
 */
export async function remindDueChecklists(push: PushSender, now: Date = new Date()): Promise<DueReminderResult> {
  const result: DueReminderResult = { candidates: 0, reminded: 0, failed: 0 };
  await inCompanyTurns('remindDueChecklists', await companyIds(), async (companyId) => {
    const { dueReminderMinutes, timeZone } = await companySettings(companyId);
    if (dueReminderMinutes <= 0) return;
    const window = { now, until: new Date(now.getTime() + dueReminderMinutes * 60_000) };
    const notify = (c: { id: string; templateName: string; dueDate: string }) => dueSoonNotification(c, timeZone);
    const candidates = await repo.listDueReminderCandidates(companyId, window.now, window.until);
    result.candidates += candidates.length;
    for (const candidate of candidates) {
      try {
        const reminded = await repo.markDueReminded(companyId, candidate.id, window, notify);
        if (!reminded) continue;
        result.reminded += 1;
        await pushToUser(push, companyId, reminded.userId, notify(reminded));
      } catch (error) {
        result.failed += 1;
        log.dueReminderFailed(companyId, candidate.id, error);
      }
    }
  });
  log.dueReminderSweep({ ...result });
  return result;
}
