import { companyIds, companySettings } from '../../companies';
import { addDays, isoDayIn, zonedParts } from '../../domain/dates';
import {
  adminDeadlineNotice,
  driverDeadlineNotice,
  noticeId,
  toldToDriver,
} from '../../domain/deadlines/deadline-notices';
import { DUE_SOON_DAYS, noticeThreshold } from '../../domain/deadlines/due-status';
import { log } from '../../platform/logger';
import type { PushSender } from '../../platform/messaging';
import { notifyAdmins, notifyUser } from '../../notifications';
import { deadlinePorts } from './deadline-ports';
import { deadlinesRepository as repo } from './deadlines.repository';
import { inCompanyTurns } from '../../jobs/company-turns';

/** People are told in the morning of their own zone: a company's day starts at this local hour. */
export const DEADLINE_NOTICE_HOUR = 7;
/**
 * How far back a past deadline is still looked at: its notice on the day (or the first run after a
 * stop of the job) is long sent by then, and the list and the dashboard keep showing it 'Vencido'.
 * Bounds the daily read to the entries of two months, however many old ones a company keeps.
 */
export const DEADLINE_NOTICE_LOOKBACK_DAYS = 30;

export interface DeadlineNoticeResult {
  companies: number;
  notices: number;
  failed: number;
}

const dayMarker = (today: string) => `day_${today}`;

/**
 * The daily notices of deadlines, run every hour: each company once a day, at the first
 * run from 7:00 of its own zone. For every entry due within 30 days (or past by at most 30) and
 * not of an archived vehicle, the
 * most urgent threshold reached (30, 15, 7 days, the day) is told once: to every admin, and for a
 * CNH or an exam to its driver too. A run that came late tells only the threshold of that day, never the
 * ones it skipped; a renewed item (a new due day) is a new notice.
 *
 * Once only: each person's notification has the notice's id (entry, due day, threshold), and its
 * `create()` decides who pushes, so overlapping runs tell everyone once; a run cut short is finished
 * by the next. Then a marker records the notice (and, when the company's pass ends clean, the day),
 * so later runs skip it without reading anyone's inbox.
 */
export async function notifyDeadlines(push: PushSender, now: Date = new Date()): Promise<DeadlineNoticeResult> {
  const result: DeadlineNoticeResult = { companies: 0, notices: 0, failed: 0 };
  const turns = await inCompanyTurns('notifyDeadlines', await companyIds(), async (companyId) => {
    const counts = await notifyCompany(push, companyId, now);
    if (!counts) return;
    result.companies += 1;
    result.notices += counts.notices;
    result.failed += counts.failed;
  });
  // One company's failure (its settings, its entries) stops neither the others nor the next run.
  result.failed += turns.failed.length;
  log.deadlineNoticeSweep({ ...result });
  return result;
}

/** One company's pass; null when it is not yet its morning or its day is already done. */
async function notifyCompany(push: PushSender, companyId: string, now: Date) {
  const { timeZone } = await companySettings(companyId);
  if (zonedParts(now, timeZone).hour < DEADLINE_NOTICE_HOUR) return null;
  const today = isoDayIn(now, timeZone);
  if ((await repo.existingNotices(companyId, [dayMarker(today)])).size > 0) return null;

  const entries = await repo.listDueBetween(
    companyId,
    addDays(today, -DEADLINE_NOTICE_LOOKBACK_DAYS),
    addDays(today, DUE_SOON_DAYS),
  );
  const archived = entries.some((entry) => entry.vehicle)
    ? await deadlinePorts().archivedVehicleIds(companyId)
    : new Set<string>();
  // An archived vehicle's papers and fines stay on the list, untold: the vehicle is out of use.
  const due = entries.flatMap((entry) => {
    if (entry.vehicle && archived.has(entry.vehicle.id)) return [];
    const threshold = noticeThreshold(entry.dueDay, today);
    return threshold === null ? [] : [{ entry, threshold, id: noticeId(entry, threshold) }];
  });
  const sent = await repo.existingNotices(
    companyId,
    due.map((d) => d.id),
  );
  const counts = { notices: 0, failed: 0 };
  for (const { entry, threshold, id } of due) {
    if (sent.has(id)) continue;
    try {
      await notifyAdmins(push, companyId, adminDeadlineNotice(entry, threshold, today));
      if (toldToDriver(entry))
        await notifyUser(push, companyId, entry.driver!.id, driverDeadlineNotice(entry, threshold, today));
      if (await repo.markNotice(companyId, id, { key: entry.key, dueDay: entry.dueDay, threshold }))
        counts.notices += 1;
    } catch (error) {
      counts.failed += 1;
      log.deadlineNoticeFailed(companyId, entry.key, error);
    }
  }
  // A company with nothing due is cheap to look at again; one with notices is done for the day.
  if (counts.failed === 0 && due.length > 0) await repo.markNotice(companyId, dayMarker(today), { day: today });
  return counts;
}
