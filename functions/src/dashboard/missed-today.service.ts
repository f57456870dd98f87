import { scheduledOpenForDay } from '../checklists';
import { companySettings } from '../companies';
import { isoDayIn } from '../domain/dates';
import { missedToday, type MissedToday } from '../domain/dashboard/missed-today';
import type { CompanySession } from '../domain/roles';

/** `GET /api/dashboard/missed-today`: 'today' is the company's, wherever the server runs. */
export async function missedTodayPanel(session: CompanySession, now: Date = new Date()): Promise<MissedToday> {
  const { timeZone } = await companySettings(session.companyId);
  const day = isoDayIn(now, timeZone);
  return missedToday(day, await scheduledOpenForDay(session.companyId, day), now);
}
