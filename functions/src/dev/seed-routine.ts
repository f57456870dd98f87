import { findChecklist, saveAnswer, startChecklist, startFromVehicle, submitChecklist } from '../checklists';
import { markNewSinceCheckOut, reportInspectionDefects } from '../fleet/defects';
import { assignmentPairs } from '../domain/checklists/assign.schema';
import type { ChecklistQuestion } from '../domain/checklists/checklist.schema';
import { addDays, isoDayIn } from '../domain/dates';
import { failingAnswerOf } from '../domain/fleet/inspection';
import { normalizePlate } from '../domain/fleet/plate';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { CompanySession } from '../domain/roles';
import { dueAt, occurrenceDays, scheduledChecklistId, weekdayOf } from '../domain/schedules/recurrence';
import { ScheduleInputSchema } from '../domain/schedules/schedule.schema';
import type { Template } from '../domain/templates/template.schema';
import type { PushSender } from '../platform/messaging';
import { recordCustodyInspection } from '../fleet/custody';
import { vehicleQrTokenOf } from '../fleet/qr';
import { allVehicles, lastOdometerOf } from '../fleet/vehicles';
import { approveAll } from '../responses';
import { createSchedule, createScheduledChecklists, pauseSchedule } from '../schedules';
import { DEMO_ORIGIN, type DemoAccount, type DemoCompany, type DemoSchedule, type DemoTrip } from './demo-data';
import { demoFailurePhotos, demoSubmitSignature } from './seed-photos';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

const sessionOf = (admin: CompanySession, driver: DemoAccount): CompanySession => ({
  uid: driver.uid,
  email: driver.email,
  name: driver.name,
  role: 'user',
  companyId: admin.companyId,
  companyName: admin.companyName,
  timeZone: admin.timeZone,
});

/** The odometer at `km` and every yes/no item passing, but `skip` (answered already, with its comment). */
function answersFor(questions: ChecklistQuestion[], km: number, skip?: string): Record<string, boolean | number> {
  const answers: Record<string, boolean | number> = {};
  for (const [index, q] of questions.entries()) {
    if (q.type === 'odometer') answers[index] = km;
    if (q.type === 'boolean' && q.id !== skip) answers[index] = !failingAnswerOf(q);
  }
  return answers;
}

/** A printed label's token on each active vehicle, as its first 'Etiqueta QR' makes it. */
export async function seedLabels(companyId: string): Promise<number> {
  const vehicles = (await allVehicles(companyId)).filter((v) => v.isActive);
  await Promise.all(vehicles.map((v) => vehicleQrTokenOf(companyId, v.id)));
  return vehicles.length;
}

interface Context {
  admin: CompanySession;
  company: DemoCompany;
  templates: Template[];
  vehicles: Map<string, Vehicle>;
  now: Date;
}

const templateNamed = (ctx: Context, name: string) => ctx.templates.find((t) => t.title === name)!;
const driver = (ctx: Context, uid: string) => ctx.company.users.find((u) => u.uid === uid)!;

/**
 * A schedule made as the admin makes it, from its first day; the job then runs each past morning
 * (as its timer would have) and the driver answers that day's inspection, except the last past
 * one, left undone for the overdue sweep ('Checklist não realizado'); today's are left to do.
 */
async function seedSchedule(ctx: Context, demo: DemoSchedule): Promise<void> {
  const { admin, now } = ctx;
  const tz = admin.timeZone;
  const today = isoDayIn(now, tz);
  const startDate = addDays(today, -demo.startDaysAgo);
  const template = templateNamed(ctx, demo.template);
  const recurrence =
    demo.recurrence === 'today' ? { kind: 'weekly' as const, weekday: weekdayOf(today) } : demo.recurrence;
  const vehicles = demo.plates.map((plate) => ctx.vehicles.get(plate)!);
  const input = ScheduleInputSchema.parse({
    templateId: template.id,
    userIds: demo.users,
    vehicleIds: vehicles.map((v) => v.id),
    pairing: demo.pairing,
    recurrence,
    dueTime: demo.dueTime,
    startDate,
  });
  const schedule = await createSchedule(admin, input, dueAt(startDate, '00:00', tz));
  if (demo.paused) {
    await pauseSchedule(admin, schedule.id, now);
    return;
  }
  const past = occurrenceDays(schedule, startDate, addDays(today, -1));
  for (const day of past.slice(0, -1)) {
    const at = later(dueAt(day, demo.dueTime, tz), -30 * MINUTE);
    await createScheduledChecklists(later(at, -HOUR));
    for (const { user: uid, vehicle } of assignmentPairs(demo.users, vehicles, demo.pairing)) {
      const session = sessionOf(admin, driver(ctx, uid));
      const id = scheduledChecklistId(schedule.id, day, uid, vehicle?.id);
      const started = await startChecklist(session, id, at);
      const km = vehicle ? ((await lastOdometerOf(vehicle, at))?.km ?? vehicle.currentKm) + 60 : 0;
      const signature = await demoSubmitSignature(session, started, later(at, 9 * MINUTE));
      await submitChecklist(
        session,
        id,
        { answers: answersFor(started.questions, km), ...signature },
        later(at, 10 * MINUTE),
      );
      await approveAll(admin, id, { now: later(at, 3 * HOUR), origin: DEMO_ORIGIN });
    }
  }
}

/** When a trip's departure or return happened: 06:30 or 18:00 of that day, or an hour ago for a departure today. */
function tripMoment(ctx: Context, daysAgo: number, time: '06:30' | '18:00'): Date {
  if (daysAgo === 0) return later(ctx.now, -HOUR);
  return dueAt(addDays(isoDayIn(ctx.now, ctx.admin.timeZone), -daysAgo), time, ctx.admin.timeZone);
}

/** Where the demo's vehicles are returned: a yard in São Paulo (Barra Funda), to 4 decimals as stored. */
const YARD = { latitude: -23.5257, longitude: -46.6663, accuracy: 12 };

/**
 * One 'Saída' or 'Retorno' started from the vehicle's QR code and sent, then what its triggers do
 * (the stack's bridge delivers them too; each is once-only): who holds the vehicle follows, and a
 * return's new damage opens a defect marked 'Novo desde a saída'.
 */
async function custodyInspection(
  ctx: Context,
  trip: DemoTrip,
  role: 'out' | 'in',
  at: Date,
  km: number,
): Promise<string> {
  const { admin } = ctx;
  const session = sessionOf(admin, driver(ctx, trip.user));
  const vehicle = ctx.vehicles.get(trip.plate)!;
  const token = (await vehicleQrTokenOf(admin.companyId, vehicle.id))!;
  const template = ctx.templates.find((t) => t.custodyRole === (role === 'out' ? 'check_out' : 'check_in'))!;
  // A return ('Retorno do veículo') requires the phone's position: the company's yard.
  const started = await startFromVehicle(session, token, template.id, role === 'in' ? YARD : undefined, at);
  const damage = role === 'in' ? trip.damage : undefined;
  const failed = started.questions.find((q) => q.question === damage?.question);
  // A failure asks for its comment (and a critical one its photo): written with the answer before the submit.
  if (failed && damage) {
    const photos = await demoFailurePhotos(session, started.id, failed, later(at, 4 * MINUTE));
    await saveAnswer(
      session,
      started.id,
      failed.id,
      { answer: failingAnswerOf(failed), comment: damage.comment, photos },
      later(at, 5 * MINUTE),
    );
  }
  const sent = await submitChecklist(
    session,
    started.id,
    {
      answers: answersFor(started.questions, km, failed?.id),
      ...(await demoSubmitSignature(session, started, later(at, 9 * MINUTE))),
    },
    later(at, 10 * MINUTE),
  );
  return sent.id;
}

/**
 * The company's vehicles taken out and brought back, each vehicle's departures and returns in
 * date order: a finished trip with its km, a return with new damage, a vehicle taken over from a
 * driver who never returned it, and current drivers.
 */
async function seedTrips(ctx: Context, push: PushSender): Promise<void> {
  const { admin } = ctx;
  const byPlate = new Map<string, DemoTrip[]>();
  for (const trip of ctx.company.trips ?? []) byPlate.set(trip.plate, [...(byPlate.get(trip.plate) ?? []), trip]);
  for (const [plate, trips] of byPlate) {
    const events = trips
      .flatMap((trip) => [
        { trip, role: 'out' as const, at: tripMoment(ctx, trip.outDaysAgo, '06:30') },
        ...(trip.inDaysAgo === undefined
          ? []
          : [{ trip, role: 'in' as const, at: tripMoment(ctx, trip.inDaysAgo, '18:00') }]),
      ])
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    let lastKm = 0;
    const outKm = new Map<DemoTrip, number>();
    for (const { trip, role, at } of events) {
      const vehicle = ctx.vehicles.get(plate)!;
      const reading = ((await lastOdometerOf(vehicle, at))?.km ?? vehicle.currentKm) + 35;
      const km = role === 'out' ? Math.max(reading, lastKm + 10) : outKm.get(trip)! + trip.kmDriven;
      if (role === 'out') outKm.set(trip, km);
      lastKm = km;
      const id = await custodyInspection(ctx, trip, role, at, km);
      const checklist = (await findChecklist(admin.companyId, id))!;
      await recordCustodyInspection(push, admin.companyId, checklist);
      if (role === 'in') {
        await reportInspectionDefects(admin.companyId, checklist);
        await markNewSinceCheckOut(admin.companyId, checklist);
      }
      // Reviewed the same day, except a return with damage, left for the admin to see.
      if (!(role === 'in' && trip.damage))
        await approveAll(admin, id, { now: later(at, 2 * HOUR), origin: DEMO_ORIGIN });
    }
  }
}

/**
 * The company's daily routine, once its templates, users and vehicles are in place:
 * a label on every active vehicle, its schedules with their past days done but one and today's
 * checklists created by the job, and its vehicles' departures and returns.
 */
export async function seedRoutine(
  admin: CompanySession,
  company: DemoCompany,
  templates: Template[],
  push: PushSender,
  now: Date = new Date(),
): Promise<void> {
  await seedLabels(admin.companyId);
  const vehicles = new Map((await allVehicles(admin.companyId)).map((v) => [normalizePlate(v.plate), v] as const));
  const ctx: Context = { admin, company, templates, vehicles, now };
  for (const schedule of company.schedules ?? []) await seedSchedule(ctx, schedule);
  await createScheduledChecklists(now);
  await seedTrips(ctx, push);
}
