import { dashboardRates, startOfMonth, startOfWeek, totalChecklists } from '../domain/dashboard/stats';
import type { ActivityType, CompanyDashboard, FleetPanel, PlatformDashboard, ReadsReport, RecentActivity, RejectedQuestion } from '../domain/dashboard/dashboard.types';
import { oilSummary } from '../domain/fleet/oil';
import { reminderDue } from '../domain/fleet/reminders';
import type { CompanySession } from '../domain/roles';
import { dashboardRepository as repo, ReadMeter, type ActivityRow, type RejectionRow } from './dashboard.repository';

/** Spec section 4: recent activity keeps 10 entries. */
export const RECENT_ACTIVITY_KEPT = 10;
/** The most-rejected questions look back this far, over at most this many rejected checklists. */
export const REJECTION_WINDOW_DAYS = 30;
export const REJECTION_SAMPLE = 100;
export const TOP_REJECTED = 5;

const readsOf = (meter: ReadMeter): ReadsReport => ({
  documents: meter.documents,
  aggregations: meter.aggregations,
  billedReads: meter.billedReads,
});

/** Spec section 4: each event of this week is an entry; newest first, RECENT_ACTIVITY_KEPT kept. */
export function recentActivity(events: { completed: ActivityRow[]; reviewed: ActivityRow[]; assigned: ActivityRow[] }): RecentActivity[] {
  const entry = (row: ActivityRow, type: ActivityType): RecentActivity => ({
    id: row.id,
    type,
    templateName: row.templateName,
    userName: row.userName,
    date: row.at,
  });
  return [
    ...events.completed.map((row) => entry(row, 'completed')),
    ...events.reviewed.map((row) => entry(row, row.status === 'rejected' ? 'rejected' : 'approved')),
    ...events.assigned.map((row) => entry(row, 'assigned')),
  ]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, RECENT_ACTIVITY_KEPT);
}

/** Rejections per question text (a rejected answer now, or one replaced after its rejection), since `since`. */
export function mostRejected(rows: RejectionRow[], since: Date): RejectedQuestion[] {
  const tally = new Map<string, number>();
  const add = (question: string) => tally.set(question, (tally.get(question) ?? 0) + 1);
  const recent = (iso: unknown) => typeof iso === 'string' && iso >= since.toISOString();
  for (const { questions, reviews } of rows) {
    for (const q of questions) {
      const text = String(q.question ?? q.text ?? '').trim();
      if (!text) continue;
      const stored = reviews[String(q.id)];
      const review = (stored && typeof stored === 'object' ? stored : q) as Record<string, unknown>;
      if (review.status === 'rejected' && (review.reviewedAt === undefined || review.reviewedAt === null || recent(review.reviewedAt))) add(text);
      const history = Array.isArray(q.history) ? (q.history as Array<Record<string, unknown>>) : [];
      for (const old of history) if (recent(old.rejectedAt)) add(text);
    }
  }
  return [...tally.entries()]
    .map(([question, rejections]) => ({ question, rejections }))
    .sort((a, b) => b.rejections - a.rejections || a.question.localeCompare(b.question, 'pt-BR'))
    .slice(0, TOP_REJECTED);
}

async function fleetPanel(meter: ReadMeter, companyId: string, now: Date): Promise<FleetPanel> {
  const vehicles = (await repo.vehicles(meter, companyId)).filter((v) => v.isActive);
  const monthStart = startOfMonth(now);
  const perVehicle = await Promise.all(
    vehicles.map(async (vehicle) => {
      const [reminders, fuel] = await Promise.all([
        repo.reminders(meter, companyId, vehicle.id),
        repo.fuelSpendSince(meter, companyId, vehicle.id, monthStart),
      ]);
      return { vehicle, reminders, fuel };
    }),
  );
  const oilChangeNeeded: FleetPanel['oilChangeNeeded'] = [];
  const remindersDue: FleetPanel['remindersDue'] = [];
  for (const { vehicle, reminders } of perVehicle) {
    const oil = oilSummary(vehicle);
    if (oil.status !== 'ok') oilChangeNeeded.push({ id: vehicle.id, name: vehicle.name, plate: vehicle.plate, status: oil.status, remainingKm: oil.remainingKm });
    for (const reminder of reminders) {
      const due = reminderDue(reminder, vehicle.currentKm, now);
      if (due.status !== 'ok') {
        remindersDue.push({ vehicleId: vehicle.id, vehicleName: vehicle.name, reminderId: reminder.id, name: reminder.name, status: due.status });
      }
    }
  }
  const fuelSpendThisMonth = Math.round(perVehicle.reduce((sum, v) => sum + v.fuel, 0) * 100) / 100;
  return { vehiclesCount: vehicles.length, oilChangeNeeded, remindersDue, fuelSpendThisMonth };
}

/** `GET /api/dashboard` for an admin: every figure of spec section 3, plus the fleet and the rejected questions. */
export async function companyDashboard(session: CompanySession, now: Date = new Date()): Promise<CompanyDashboard> {
  const meter = new ReadMeter();
  const { companyId } = session;
  const weekStart = startOfWeek(now);
  const monthStart = startOfMonth(now);
  const rejectionSince = new Date(now.getTime() - REJECTION_WINDOW_DAYS * 86_400_000);
  const [counts, usersCount, activeUsers, templatesCount, thisWeekCompleted, thisMonthCompleted, events, rejections, fleet] =
    await Promise.all([
      repo.statusCounts(meter, companyId, now),
      repo.countAll(meter, companyId, 'users'),
      repo.countActiveUsers(meter, companyId),
      repo.countAll(meter, companyId, 'templates'),
      repo.completedSince(meter, companyId, weekStart),
      repo.completedSince(meter, companyId, monthStart),
      repo.recentEvents(meter, companyId, weekStart, RECENT_ACTIVITY_KEPT),
      repo.rejectedSince(meter, companyId, rejectionSince, REJECTION_SAMPLE),
      fleetPanel(meter, companyId, now),
    ]);
  return {
    view: 'company',
    usersCount,
    activeUsers,
    templatesCount,
    totalChecklists: totalChecklists(counts),
    ...counts,
    ...dashboardRates(counts),
    thisWeekCompleted,
    thisMonthCompleted,
    weekStart: weekStart.toISOString(),
    monthStart: monthStart.toISOString(),
    recentActivity: recentActivity(events),
    fleet,
    mostRejectedQuestions: mostRejected(rejections, rejectionSince),
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
  const sum = (key: 'usersCount' | 'checklistsCount' | 'checklistsThisWeek') => rows.reduce((total, row) => total + row[key], 0);
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
