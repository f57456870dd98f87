import { assignChecklist, saveAnswer, startChecklist, submitChecklist } from '../checklists';
import { defectsReportedBy, reportInspectionDefects, resolveDefect } from '../fleet/defects';
import type { ChecklistQuestion } from '../domain/checklists/checklist.schema';
import { failingAnswerOf } from '../domain/fleet/inspection';
import { normalizePlate } from '../domain/fleet/plate';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { CompanySession } from '../domain/roles';
import { allVehicles, findVehicle, lastOdometerOf } from '../fleet/vehicles';
import { approveAll, approveQuestion, rejectQuestion } from '../responses';
import { DEMO_ORIGIN, type DemoAccount, type DemoCompany, type DemoInspection } from './demo-data';
import { demoFailurePhotos, demoSubmitSignature } from './seed-photos';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** A failed item of a demo inspection, and whether its defect was repaired since. */
interface Failure {
  checklistId: string;
  question: ChecklistQuestion;
  defect: 'open' | 'resolved';
}

/**
 * One demo inspection through the same use cases as the API's (assign, start, answer, submit,
 * review), dated back `daysAgo` days; the failures it reports, for the demo defects.
 */
async function answerInspection(
  admin: CompanySession,
  driver: DemoAccount,
  templateId: string,
  vehicle: Vehicle,
  demo: DemoInspection,
  now: Date,
): Promise<Failure[]> {
  // 07:30 in São Paulo, the morning's departure.
  const day = new Date(now.getTime() - demo.daysAgo * DAY);
  const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10, 30));
  const session: CompanySession = {
    uid: driver.uid,
    email: driver.email,
    name: driver.name,
    role: 'user',
    companyId: admin.companyId,
    companyName: admin.companyName,
    timeZone: admin.timeZone,
  };
  const { ids } = await assignChecklist(
    admin,
    { templateId, dueDate: later(at, 10 * HOUR).toISOString(), userIds: [driver.uid], vehicleIds: [vehicle.id] },
    later(at, -HOUR),
  );
  const id = ids[0]!;
  const started = await startChecklist(session, id, at);
  const { questions } = started;
  const failing = new Map((demo.failures ?? []).map((f) => [f.question, f]));
  const base = (await lastOdometerOf(vehicle, at))?.km ?? vehicle.currentKm;
  const answers: Record<string, boolean | number> = {};
  const failures: Failure[] = [];
  for (const [index, q] of questions.entries()) {
    const failure = failing.get(q.question);
    if (q.type === 'odometer') answers[index] = base + demo.kmAbove;
    if (q.type === 'boolean' && !failure) answers[index] = !failingAnswerOf(q);
    if (q.type === 'boolean' && failure) {
      // A failure asks for its comment (and a critical one its photo): written with the answer before the submit.
      const photos = await demoFailurePhotos(session, id, q, later(at, 4 * 60_000));
      await saveAnswer(
        session,
        id,
        q.id,
        { answer: failingAnswerOf(q), comment: failure.comment, photos },
        later(at, 5 * 60_000),
      );
      failures.push({ checklistId: id, question: q, defect: failure.defect ?? 'open' });
    }
  }
  // The stack's bridge delivers the same to onInspectionCompleted; opening them here too keeps the
  // seed whole without it, and the use case is once-only.
  await reportInspectionDefects(
    admin.companyId,
    await submitChecklist(
      session,
      id,
      { answers, ...(await demoSubmitSignature(session, started, later(at, 9 * 60_000))) },
      later(at, 10 * 60_000),
    ),
  );
  const reviewedAt = later(at, 3 * HOUR);
  if (demo.outcome === 'approved') await approveAll(admin, id, { now: reviewedAt, origin: DEMO_ORIGIN });
  if (demo.outcome === 'rejected' || demo.outcome === 'corrected') {
    const rejected = questions.find((q) => failing.has(q.question)) ?? questions[0]!;
    await rejectQuestion(admin, id, rejected.id, 'Descreva melhor o problema e onde ele está', { now: reviewedAt });
    for (const q of questions.filter((q) => q.id !== rejected.id))
      await approveQuestion(admin, id, q.id, { now: reviewedAt, origin: DEMO_ORIGIN });
    if (demo.outcome === 'corrected') {
      const corrected = later(at, DAY);
      const comment = `${failing.get(rejected.question)?.comment ?? 'Conferido novamente'}; verificado de novo no pátio`;
      const answer = rejected.type === 'boolean' ? failingAnswerOf(rejected) : (rejected.answer as number);
      await saveAnswer(session, id, rejected.id, { answer, comment }, corrected);
      await reportInspectionDefects(
        admin.companyId,
        await submitChecklist(
          session,
          id,
          await demoSubmitSignature(session, started, later(corrected, 4 * 60_000)),
          later(corrected, 5 * 60_000),
        ),
      );
      await approveAll(admin, id, { now: later(corrected, 2 * HOUR), origin: DEMO_ORIGIN });
    }
  }
  return failures;
}

/** The demo's repaired defects: resolved by the admin through the use case, as from the defect's screen. */
async function resolveRepaired(admin: CompanySession, failures: Failure[]): Promise<void> {
  for (const f of failures.filter((f) => f.defect === 'resolved')) {
    const defects = await defectsReportedBy(admin.companyId, f.checklistId);
    for (const defect of defects.filter((d) => d.questionId === f.question.id && d.status !== 'resolved'))
      await resolveDefect(admin, defect.id, { note: 'Lâmpada trocada na oficina da garagem' });
  }
}

/**
 * The company's answered vehicle inspections over the last weeks (approved, rejected, corrected,
 * waiting for review), after its vehicles and their history are in place; each vehicle's
 * inspections in date order, the vehicles side by side.
 */
export async function seedInspections(
  admin: CompanySession,
  company: DemoCompany,
  templateId: string,
  now: Date = new Date(),
): Promise<number> {
  const inspections = company.inspections ?? [];
  const vehicles = new Map((await allVehicles(admin.companyId)).map((v) => [normalizePlate(v.plate), v] as const));
  const users = new Map(company.users.map((u) => [u.uid, u]));
  const byPlate = new Map<string, DemoInspection[]>();
  for (const i of [...inspections].sort((a, b) => b.daysAgo - a.daysAgo))
    byPlate.set(i.plate, [...(byPlate.get(i.plate) ?? []), i]);
  const failures = await Promise.all(
    [...byPlate].map(async ([plate, list]) => {
      const found: Failure[] = [];
      for (const demo of list) {
        // Read again each time: the previous inspection's approval may have raised its km.
        const vehicle = (await findVehicle(admin.companyId, vehicles.get(plate)!.id))!;
        found.push(...(await answerInspection(admin, users.get(demo.user)!, templateId, vehicle, demo, now)));
      }
      return found;
    }),
  );
  await resolveRepaired(admin, failures.flat());
  return inspections.length;
}
