import { isoDayIn } from '../../domain/dates';
import {
  DEADLINES_PANEL_SIZE,
  deadlineItem,
  dueDayRange,
  type DeadlineItem,
  type DeadlineListQuery,
  type DeadlinePage,
  type DeadlinesPanel,
} from '../../domain/deadlines/deadline-list';
import type { CompanySession } from '../../domain/roles';
import { deadlinesRepository as repo, type DeadlineFilter } from './deadlines.repository';

/** `/admin/deadlines` ('Vencimentos'): soonest first, the past ones before all; statuses from the company's today. */
export async function listDeadlines(
  session: CompanySession,
  query: DeadlineListQuery,
  now: Date = new Date(),
): Promise<DeadlinePage> {
  const today = isoDayIn(now, session.timeZone);
  const { page, pageSize } = query;
  const { items, total, nextCursor } = await repo.list(session.companyId, filterOf(query, today), query);
  return { items: items.map((entry) => deadlineItem(entry, today)), total, page, pageSize, nextCursor, today };
}

/** The list's filters without its page: what an export of it takes. */
type DeadlineExportFilter = Omit<DeadlineListQuery, 'page' | 'pageSize' | 'after'>;

/** The list's filters as the entries are read: the status is a range of due days from the company's today. */
const filterOf = ({ kind, status, vehicleId, driverId }: DeadlineExportFilter, today: string): DeadlineFilter => ({
  kind,
  vehicleId,
  driverId,
  ...dueDayRange(status, today),
});

const EXPORT_PAGE_SIZE = 500;

/** How many entries an export of the list under these filters gives, on the company's day. */
export const countDeadlinesForExport = (
  companyId: string,
  filter: DeadlineExportFilter,
  timeZone: string,
  now = new Date(),
): Promise<number> => repo.count(companyId, filterOf(filter, isoDayIn(now, timeZone)));

/** The entries of the list under these filters, soonest first, with their status on the company's day: an export's rows. */
export async function* deadlinesForExport(
  companyId: string,
  filter: DeadlineExportFilter,
  timeZone: string,
  now = new Date(),
): AsyncGenerator<DeadlineItem> {
  const today = isoDayIn(now, timeZone);
  for await (const page of repo.pages(companyId, filterOf(filter, today), EXPORT_PAGE_SIZE))
    yield* page.map((entry) => deadlineItem(entry, today));
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
