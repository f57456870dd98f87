import { snapshotQuestions, type ChecklistQuestion } from '../domain/checklists/checklist.schema';
import { isoDayIn } from '../domain/dates';
import type { ChecklistVehicle } from '../domain/fleet/inspection';
import { availableAt, dueAt, periodKey, periodsDue, scheduledChecklistId } from '../domain/schedules/recurrence';
import type { Schedule } from '../domain/schedules/schedule.schema';
import type { Template } from '../domain/templates/template.schema';
import { isAssignable, type CompanyUser } from '../domain/users/user.schema';
import { checklistDraft } from '../checklists/checklists.service';
import { checklistsRepository } from '../checklists/checklists.repository';
import { companiesRepository } from '../companies/companies.repository';
import { log } from '../platform/logger';
import { templatesRepository } from '../templates/templates.repository';
import { usersRepository } from '../users/users.repository';
import { vehiclesRepository } from '../vehicles/vehicles.repository';
import { checklistSchedulesRepository as repo } from './checklist-schedules.repository';

/** Schedules read per query: the job pages through a company's due schedules, never all at once. */
export const SCHEDULES_PAGE_SIZE = 100;

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
      const template = await templatesRepository.get(this.companyId, id);
      return template ? { template, questions: snapshotQuestions(template.questions) } : null;
    });
  }

  /** The assignable users among `ids` (one deleted or deactivated since is skipped). */
  async assignableUsers(ids: string[]): Promise<CompanyUser[]> {
    const users = await Promise.all(
      ids.map((id) =>
        this.once(this.users, id, async () => (await usersRepository.getMany(this.companyId, [id]))[0] ?? null),
      ),
    );
    return users.filter((user): user is CompanyUser => !!user && isAssignable(user));
  }

  /** The active vehicles among `ids`, as they are named now. */
  async activeVehicles(ids: string[]): Promise<ChecklistVehicle[]> {
    const vehicles = await Promise.all(
      ids.map((id) =>
        this.once(this.vehicles, id, async () => {
          const v = await vehiclesRepository.get(this.companyId, id);
          return v && v.isActive ? { id: v.id, name: v.name, plate: v.plate } : null;
        }),
      ),
    );
    return vehicles.filter((vehicle): vehicle is ChecklistVehicle => !!vehicle);
  }
}

/** One schedule's due periods: each period's checklists created once (their ids say which), then the schedule moved on. */
async function runSchedule(
  companyId: string,
  schedule: Schedule & { revision: number },
  timeZone: string,
  now: Date,
  reads: CompanyReads,
  result: ScheduledChecklistsResult,
): Promise<void> {
  if (!schedule.nextDay) return;
  const today = isoDayIn(now, timeZone);
  const { create, next } = periodsDue(schedule, schedule.dueTime, timeZone, schedule.nextDay, today, now);
  const found = await reads.template(schedule.templateId);
  // A template deleted or deactivated since creates nothing; its periods pass.
  if (create.length && found?.template.isActive) {
    const { template, questions } = found;
    const users = await reads.assignableUsers(schedule.users.map((u) => u.id));
    const inspection = template.kind === 'vehicle_inspection';
    const vehicles: Array<ChecklistVehicle | null> = inspection
      ? await reads.activeVehicles(schedule.vehicles.map((v) => v.id))
      : [null];
    const by = schedule.updatedBy ?? schedule.createdBy;
    for (const day of create) {
      const dueDate = dueAt(day, schedule.dueTime, timeZone).toISOString();
      const pairs = users.flatMap((user) => vehicles.map((vehicle) => ({ user, vehicle })));
      await Promise.all(
        pairs.map(async ({ user, vehicle }) => {
          const id = scheduledChecklistId(schedule.id, day, user.id, vehicle?.id);
          const draft = {
            ...checklistDraft(template, questions, user, vehicle, dueDate),
            origin: 'schedule' as const,
            scheduleId: schedule.id,
            periodKey: periodKey(day),
          };
          result.writes += 1;
          if (await checklistsRepository.createOnce(companyId, id, draft, by)) result.created += 1;
          else result.existing += 1;
        }),
      );
    }
  }
  result.reads += 1;
  result.writes += 1;
  await repo.advance(companyId, schedule.id, schedule.revision, {
    lastDay: create.at(-1) ?? schedule.lastDay,
    nextDay: next,
    nextAvailableAt: next ? availableAt(next, schedule.dueTime, timeZone) : null,
  });
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
  for (const companyId of await companiesRepository.listIds()) {
    const { timeZone } = await companiesRepository.settings(companyId);
    result.reads += 1;
    const reads = new CompanyReads(companyId, result);
    let after: { id: string; nextAvailableAt: string } | undefined;
    for (;;) {
      const page = await repo.listDue(companyId, now, SCHEDULES_PAGE_SIZE, after);
      result.pages += 1;
      result.reads += Math.max(1, page.length);
      // A page's schedules go together: each writes only its own checklists and progress.
      await Promise.all(
        page.map(async (schedule) => {
          result.schedules += 1;
          try {
            await runSchedule(companyId, schedule, timeZone, now, reads, result);
          } catch (error) {
            result.failed += 1;
            log.scheduleRunFailed(companyId, schedule.id, error);
          }
        }),
      );
      if (page.length < SCHEDULES_PAGE_SIZE) break;
      const last = page.at(-1)!;
      after = { id: last.id, nextAvailableAt: last.nextAvailableAt! };
    }
  }
  log.scheduledChecklistsRun({ ...result });
  return result;
}
