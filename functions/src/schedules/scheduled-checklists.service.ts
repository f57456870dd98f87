import { assignmentPairs } from '../domain/checklists/assign.schema';
import { snapshotQuestions, type ChecklistQuestion } from '../domain/checklists/checklist.schema';
import { isoDayIn } from '../domain/dates';
import type { ChecklistVehicle } from '../domain/fleet/inspection';
import { availableAt, dueAt, periodKey, periodsDue, scheduledChecklistId } from '../domain/schedules/recurrence';
import type { Template } from '../domain/templates/template.schema';
import { isAssignable, type CompanyUser } from '../domain/users/user.schema';
import { checklistDraft, createChecklistOnce, type ChecklistDraft } from '../checklists';
import { companyIds, companySettings } from '../companies';
import { log } from '../platform/logger';
import { findTemplate } from '../templates';
import { findUsers } from '../users';
import { findVehicle } from '../fleet/vehicles';
import { schedulesRepository as repo, type DueSchedule, type ScheduleProgress } from './schedules.repository';
import { inCompanyTurns } from '../jobs/company-turns';

/** Schedules read per query: the job pages through a company's due schedules, never all at once. */
export const SCHEDULES_PAGE_SIZE = 100;

/**
 * Checklists created at once: a page of schedules can ask for thousands (users x vehicles x
 * missed days). The Firestore client opens another connection past 100 requests in flight on one,
 * and the bench saw one opened, its credentials looked up, and dropped on every page.
 */
const CREATES_AT_ONCE = 50;

export interface ScheduledChecklistsResult {
  schedules: number;
  /** Queries for due schedules, a page of at most SCHEDULES_PAGE_SIZE each. */
  pages: number;
  /** Checklists this run created. */
  created: number;
  /** Checklists another run (or an earlier delivery of this one) had created already. */
  existing: number;
  failed: number;
  /** Documents this run read and wrote (the bench prints them). */
  reads: number;
  writes: number;
}

/**
 * What a company's run reads once and shares between its schedules: templates, users and
 * vehicles by id (many schedules name the same ones). Each is read at most once even when the
 * schedules of a page ask for it at the same time.
 */
class CompanyReads {
  private templates = new Map<string, Promise<{ template: Template; questions: ChecklistQuestion[] } | null>>();
  private users = new Map<string, Promise<CompanyUser | null>>();
  private vehicles = new Map<string, Promise<ChecklistVehicle | null>>();

  constructor(
    private companyId: string,
    private result: ScheduledChecklistsResult,
  ) {}

  private once<T>(cache: Map<string, Promise<T>>, id: string, read: () => Promise<T>): Promise<T> {
    let found = cache.get(id);
    if (!found) {
      this.result.reads += 1;
      found = read();
      cache.set(id, found);
    }
    return found;
  }

  template(id: string) {
    return this.once(this.templates, id, async () => {
      const template = await findTemplate(this.companyId, id);
      return template ? { template, questions: snapshotQuestions(template.questions) } : null;
    });
  }

  /** The assignable users among `ids` (one deleted or deactivated since is skipped). */
  async assignableUsers(ids: string[]): Promise<CompanyUser[]> {
    const users = await Promise.all(
      ids.map((id) => this.once(this.users, id, async () => (await findUsers(this.companyId, [id]))[0] ?? null)),
    );
    return users.filter((user): user is CompanyUser => !!user && isAssignable(user));
  }

  /** The active vehicles among `ids`, as they are named now (an archived one takes no new checklist). */
  async activeVehicles(ids: string[]): Promise<ChecklistVehicle[]> {
    const vehicles = await Promise.all(
      ids.map((id) =>
        this.once(this.vehicles, id, async () => {
          const v = await findVehicle(this.companyId, id);
          return v && v.isActive && !v.archived ? { id: v.id, name: v.name, plate: v.plate } : null;
        }),
      ),
    );
    return vehicles.filter((vehicle): vehicle is ChecklistVehicle => !!vehicle);
  }
}

/** A schedule's work in this run: the checklists of its due periods, then where it moves on to. */
interface SchedulePlan {
  schedule: DueSchedule;
  checklists: Array<{ id: string; draft: ChecklistDraft; by: string }>;
  progress: ScheduleProgress;
}

/** One schedule's due periods: a checklist per period, user and vehicle, each with the id that makes it once. */
async function planSchedule(
  schedule: DueSchedule,
  timeZone: string,
  now: Date,
  reads: CompanyReads,
): Promise<SchedulePlan | null> {
  if (!schedule.nextDay) return null;
  const today = isoDayIn(now, timeZone);
  const { create, next } = periodsDue(schedule, schedule.dueTime, timeZone, schedule.nextDay, today, now);
  const checklists: SchedulePlan['checklists'] = [];
  const found = await reads.template(schedule.templateId);
  // A template deleted or deactivated since creates nothing; its periods pass.
  if (create.length && found?.template.isActive) {
    const { template, questions } = found;
    const inspection = template.kind === 'vehicle_inspection';
    // Paired as saved, then kept where the user is still assignable and the vehicle still active.
    const users = new Map((await reads.assignableUsers(schedule.users.map((u) => u.id))).map((u) => [u.id, u]));
    const vehicles = new Map(
      inspection ? (await reads.activeVehicles(schedule.vehicles.map((v) => v.id))).map((v) => [v.id, v]) : [],
    );
    const pairs = assignmentPairs(schedule.users, inspection ? schedule.vehicles : [], schedule.pairing).flatMap(
      (pair) => {
        const user = users.get(pair.user.id);
        const vehicle: ChecklistVehicle | null = pair.vehicle ? (vehicles.get(pair.vehicle.id) ?? null) : null;
        return user && (vehicle || !pair.vehicle) ? [{ user, vehicle }] : [];
      },
    );
    const by = schedule.updatedBy ?? schedule.createdBy;
    for (const day of create) {
      const dueDate = dueAt(day, schedule.dueTime, timeZone).toISOString();
      for (const { user, vehicle } of pairs)
        checklists.push({
          id: scheduledChecklistId(schedule.id, day, user.id, vehicle?.id),
          draft: {
            ...checklistDraft(template, questions, user, vehicle, dueDate),
            origin: 'schedule',
            scheduleId: schedule.id,
            periodKey: periodKey(day),
          },
          by,
        });
    }
  }
  return {
    schedule,
    checklists,
    progress: {
      lastDay: create.at(-1) ?? schedule.lastDay,
      nextDay: next,
      nextAvailableAt: next ? availableAt(next, schedule.dueTime, timeZone) : null,
    },
  };
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One page of due schedules: their checklists created once (their ids say which; a `create()`
 * each, never a batch), then, in one write, the schedules whose checklists all exist moved on.
 */
async function runPage(
  companyId: string,
  page: DueSchedule[],
  timeZone: string,
  now: Date,
  reads: CompanyReads,
  result: ScheduledChecklistsResult,
): Promise<void> {
  const failed = new Set<string>();
  const fail = (scheduleId: string, error: unknown) => {
    if (!failed.has(scheduleId)) result.failed += 1;
    failed.add(scheduleId);
    log.scheduleRunFailed(companyId, scheduleId, error);
  };
  const plans = await Promise.all(
    page.map((schedule) =>
      planSchedule(schedule, timeZone, now, reads).catch((error: unknown) => {
        fail(schedule.id, error);
        return null;
      }),
    ),
  );
  const todo = plans.filter((plan): plan is SchedulePlan => !!plan);
  const checklists = todo.flatMap((plan) => plan.checklists.map((checklist) => ({ plan, ...checklist })));
  await eachAtMost(checklists, CREATES_AT_ONCE, async ({ plan, id, draft, by }) => {
    if (failed.has(plan.schedule.id)) return;
    result.writes += 1;
    try {
      if (await createChecklistOnce(companyId, id, draft, by)) result.created += 1;
      else result.existing += 1;
    } catch (error) {
      // Not moved on: the next run tries this schedule's periods again.
      fail(plan.schedule.id, error);
    }
  });
  const moves = todo.filter((plan) => !failed.has(plan.schedule.id));
  result.writes += moves.length;
  try {
    // False: something wrote one of them since the page was read; the page stays due for the next run.
    await repo.advance(
      companyId,
      moves.map(({ schedule, progress }) => ({ id: schedule.id, version: schedule.version, progress })),
    );
  } catch (error) {
    for (const { schedule } of moves) fail(schedule.id, error);
  }
}

/**
 * Creates every scheduled checklist whose period is available by `now`, once: two runs at once,
 * a run delivered twice or one days late each find the same ids, and only the first `create()`
 * of each succeeds. The checklist trigger tells the user, as for an assignment.
 */
export async function createScheduledChecklists(now: Date = new Date()): Promise<ScheduledChecklistsResult> {
  const result: ScheduledChecklistsResult = {
    schedules: 0,
    pages: 0,
    created: 0,
    existing: 0,
    failed: 0,
    reads: 0,
    writes: 0,
  };
  await inCompanyTurns('createScheduledChecklists', await companyIds(), async (companyId) => {
    const { timeZone } = await companySettings(companyId);
    result.reads += 1;
    const reads = new CompanyReads(companyId, result);
    let after: { id: string; nextAvailableAt: string } | undefined;
    for (;;) {
      const page = await repo.listDue(companyId, now, SCHEDULES_PAGE_SIZE, after);
      result.pages += 1;
      result.reads += Math.max(1, page.length);
      result.schedules += page.length;
      await runPage(companyId, page, timeZone, now, reads, result);
      if (page.length < SCHEDULES_PAGE_SIZE) break;
      const last = page.at(-1)!;
      after = { id: last.id, nextAvailableAt: last.nextAvailableAt! };
    }
  });
  log.scheduledChecklistsRun({ ...result });
  return result;
}
