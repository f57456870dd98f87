import { checklistWithHistory } from '../checklists';
import { ACTIVITY_KINDS, activityEntries, rejectionMarks, type ActivityKind } from '../domain/dashboard/activity';
import { dashboardRepository } from './dashboard.repository';

/**
 * Brings the dashboard's activity entries and rejection tallies in step with the checklist as it
 * is now (read again, not taken from the event): redelivered or out-of-order events then all end
 * the same, and a deleted checklist leaves no activity behind. Rejections, once counted, stay.
 * `removable` names the kinds that may need removing (all of them unless the caller knows better).
 */
export async function syncChecklistActivity(
  companyId: string,
  checklistId: string,
  removable: readonly ActivityKind[] = ACTIVITY_KINDS,
): Promise<{ rejectionsCounted: number }> {
  const { checklist, archived } = await checklistWithHistory(companyId, checklistId);
  await dashboardRepository.replaceActivity(
    companyId,
    checklistId,
    checklist ? activityEntries(checklist) : [],
    removable,
  );
  let rejectionsCounted = 0;
  for (const mark of checklist ? rejectionMarks(checklist, archived) : []) {
    if ((await dashboardRepository.countRejection(companyId, mark)) === 'applied') rejectionsCounted += 1;
  }
  return { rejectionsCounted };
}
