import { isoDayIn } from '../../domain/dates';
import {
  DEADLINES_PANEL_SIZE,
  deadlineItem,
  dueDayRange,
  type DeadlineListQuery,
  type DeadlinePage,
  type DeadlinesPanel,
} from '../../domain/deadlines/deadline-list';
import type { CompanySession } from '../../domain/roles';
import { deadlinesRepository as repo } from './deadlines.repository';

/** `/admin/deadlines` ('Vencimentos'): soonest first, the past ones before all; statuses from the company's today. */
export async function listDeadlines(
  session: CompanySession,
  query: DeadlineListQuery,
  now: Date = new Date(),
): Promise<DeadlinePage> {
  const today = isoDayIn(now, session.timeZone);
  const { page, pageSize, kind, status, vehicleId, driverId } = query;
  const { items, total, nextCursor } = await repo.list(
    session.companyId,
    { kind, vehicleId, driverId, ...dueDayRange(status, today) },
    query,
  );
  return { items: items.map((entry) => deadlineItem(entry, today)), total, page, pageSize, nextCursor, today };
}

/** The dashboard's 'Próximos vencimentos': the counts past and within 30 days, and the next ones from today. */
export async function deadlinesPanel(session: CompanySession, now: Date = new Date()): Promise<DeadlinesPanel> {
  const today = isoDayIn(now, session.timeZone);
  const { companyId } = session;
  const [expired, dueSoon, next] = await Promise.all([
    repo.count(companyId, dueDayRange('expired', today)),
    repo.count(companyId, dueDayRange('due_soon', today)),
    repo.list(companyId, { from: today, to: null }, { page: 1, pageSize: DEADLINES_PANEL_SIZE }),
  ]);
  return { expired, dueSoon, next: next.items.map((entry) => deadlineItem(entry, today)), today };
}

/** Deadlines due by `lastDay` (those past included), soonest first, at most `limit` (the morning summary). */
export async function deadlinesDueBy(companyId: string, lastDay: string, limit = 50) {
  return (await repo.list(companyId, { from: null, to: lastDay }, { page: 1, pageSize: limit })).items;
}

/** Every entry due from `from` to `to`, both included ('YYYY-MM-DD'): the webhooks' `deadline.due`. */
export const deadlinesDueBetween = (companyId: string, from: string, to: string) =>
  repo.listDueBetween(companyId, from, to);
