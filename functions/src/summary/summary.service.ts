import { reviewCounts, scheduledOpenForDay } from '../checklists';
import { companyAdminIds, companyIds, companySettings } from '../companies';
import { missedToday } from '../domain/dashboard/missed-today';
import { addDays, isoDayIn, zonedParts } from '../domain/dates';
import { morningSummary, type SummaryFacts } from '../domain/notifications/summary';
import { paths } from '../domain/paths';
import { deadlinesDueBy } from '../fleet/deadlines';
import { companyOpenCriticalDefects } from '../fleet/defects';
import { allVehicles } from '../fleet/vehicles';
import { adminsForSummary, sendAlert } from '../notifications';
import { inCompanyTurns } from '../jobs/company-turns';

const vehicleLabel = (v: { name: string; plate: string }) => (v.plate ? `${v.name} (${v.plate})` : v.name);

/**
 * What the company's summary of `today` says: yesterday's missed checklists, vehicles out of
 * service, open critical defects, answers waiting for review, deadlines within 7 days.
 */
export async function summaryFacts(companyId: string, today: string, now: Date): Promise<SummaryFacts> {
  const yesterday = addDays(today, -1);
  const [open, vehicles, critical, counts, deadlines] = await Promise.all([
    scheduledOpenForDay(companyId, yesterday),
    allVehicles(companyId),
    companyOpenCriticalDefects(companyId),
    reviewCounts(companyId),
    deadlinesDueBy(companyId, addDays(today, 7)),
  ]);
  // An archived vehicle is out of use: its state and its deadlines are not news.
  const archived = new Set(vehicles.filter((v) => v.archived).map((v) => v.id));
  return {
    today,
    missedYesterday: missedToday(yesterday, open, now).items.map((m) => ({
      templateName: m.templateName,
      userName: m.userName,
      vehicle: m.vehicle ? vehicleLabel(m.vehicle) : null,
    })),
    outOfService: vehicles
      .filter((v) => !v.archived && v.service.outOfService)
      .map((v) => ({ label: vehicleLabel(v) })),
    openCriticalDefects: critical.map((d) => ({ title: d.title, vehicle: vehicleLabel(d.vehicle) })),
    awaitingReview: counts.pending,
    deadlines: deadlines
      .filter((d) => !(d.vehicle && archived.has(d.vehicle.id)))
      .map((d) => ({
        title: d.title,
        vehicle: d.vehicle ? vehicleLabel(d.vehicle) : null,
        dueDay: d.dueDay,
      })),
  };
}

/**
 * The company's admins' morning summary by e-mail, at the company's summary hour on its clock
 * (07:00 by default), once per admin and day (the day names the event); nothing when there is
 * nothing to say. How many admins it went to.
 */
export async function sendCompanySummary(companyId: string, now: Date): Promise<number> {
  const { timeZone } = await companySettings(companyId);
  const admins = await adminsForSummary(companyId, await companyAdminIds(companyId), zonedParts(now, timeZone));
  if (admins.length === 0) return 0;
  const today = isoDayIn(now, timeZone);
  const summary = morningSummary(await summaryFacts(companyId, today, now), paths.admin.dashboard);
  if (!summary) return 0;
  for (const adminId of admins) {
    await sendAlert(
      companyId,
      { id: adminId, inbox: 'admins' },
      { event: `daily_summary_${today}`, kind: 'daily_summary', ...summary },
      now,
    );
  }
  return admins.length;
}

/** Every company's summary that is due this hour. Run hourly. */
export async function sendMorningSummaries(now: Date = new Date()): Promise<{ sent: number }> {
  let sent = 0;
  await inCompanyTurns('sendMorningSummaries', await companyIds(), async (companyId) => {
    sent += await sendCompanySummary(companyId, now);
  });
  return { sent };
}
