import { awaitingReview, dashboardRates, startOfMonth, startOfWeek, totalChecklists } from '../domain/dashboard/stats';
import {
  mostRejected,
  RECENT_ACTIVITY_KEPT,
  rejectionMonths,
  rejectionWindowStart,
} from '../domain/dashboard/activity';
import type { CompanyDashboard, FleetPanel, PlatformDashboard, ReadsReport } from '../domain/dashboard/dashboard.types';
import { fleetPanelOf } from '../domain/dashboard/fleet';
import type { CompanySession } from '../domain/roles';
import { dashboardRepository as repo, ReadMeter } from './dashboard.repository';

const readsOf = (meter: ReadMeter): ReadsReport => ({
  documents: meter.documents,
  aggregations: meter.aggregations,
  billedReads: meter.billedReads,
});

/** From the kept fleet document (fleet.service keeps it), so its reads do not grow with vehicles or records. */
async function fleetPanel(meter: ReadMeter, companyId: string, now: Date, timeZone: string): Promise<FleetPanel> {
  return fleetPanelOf(await repo.fleetEntries(meter, companyId), now, timeZone);
}

/**
 * `GET /api/dashboard` for an admin: every figure of spec section 3, plus the fleet and the
 * rejected questions; weeks and months are the company's (the zone in the admin's token).
 */
export async function companyDashboard(session: CompanySession, now: Date = new Date()): Promise<CompanyDashboard> {
  const meter = new ReadMeter();
  const { companyId, timeZone } = session;
  const weekStart = startOfWeek(now, timeZone);
  const monthStart = startOfMonth(now, timeZone);
  const [
    counts,
    usersCount,
    activeUsers,
    templatesCount,
    thisWeekCompleted,
    thisMonthCompleted,
    activity,
    rejections,
    fleet,
  ] = await Promise.all([
    repo.statusCounts(meter, companyId, now),
    repo.countAll(meter, companyId, 'users'),
    repo.countActiveUsers(meter, companyId),
    repo.countAll(meter, companyId, 'templates'),
    repo.completedSince(meter, companyId, weekStart),
    repo.completedSince(meter, companyId, monthStart),
    repo.recentActivity(meter, companyId, weekStart, RECENT_ACTIVITY_KEPT),
    repo.rejectionTallies(meter, companyId, rejectionMonths(now)),
    fleetPanel(meter, companyId, now, timeZone),
  ]);
  return {
    view: 'company',
    usersCount,
    activeUsers,
    templatesCount,
    totalChecklists: totalChecklists(counts),
    ...counts,
    awaitingReview: awaitingReview(counts),
    ...dashboardRates(counts),
    thisWeekCompleted,
    thisMonthCompleted,
    weekStart: weekStart.toISOString(),
    monthStart: monthStart.toISOString(),
    recentActivity: activity,
    fleet,
    mostRejectedQuestions: mostRejected(rejections, rejectionWindowStart(now)),
    reads: readsOf(meter),
  };
}

/** `GET /api/dashboard` for the superadmin: the platform, per company. */
export async function platformDashboard(now: Date = new Date()): Promise<PlatformDashboard> {
  const meter = new ReadMeter();
  const weekStart = startOfWeek(now);
  const companies = await repo.companies(meter);
  const rows = await Promise.all(
    companies.map(async ({ id, name }) => {
      const [usersCount, checklistsCount, checklistsThisWeek] = await Promise.all([
        repo.countAll(meter, id, 'users'),
        repo.countAll(meter, id, 'checklists'),
        repo.assignedSince(meter, id, weekStart),
      ]);
      return { id, name, usersCount, checklistsCount, checklistsThisWeek };
    }),
  );
  rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const sum = (key: 'usersCount' | 'checklistsCount' | 'checklistsThisWeek') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    view: 'platform',
    companiesCount: rows.length,
    usersCount: sum('usersCount'),
    checklistsCount: sum('checklistsCount'),
    checklistsThisWeek: sum('checklistsThisWeek'),
    weekStart: weekStart.toISOString(),
    companies: rows,
    reads: readsOf(meter),
  };
}
