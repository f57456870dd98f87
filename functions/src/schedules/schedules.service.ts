import type { ApiIssue, Page } from '../domain/api';
import type { AuditChange, AuditRecordRef } from '../domain/audit/audit';
import type { AUDIT_FIELDS } from '../domain/audit/audit-fields';
import { AppError, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { dueAt, plannedNext, recurrenceLabel } from '../domain/schedules/recurrence';
import type {
  Schedule,
  ScheduleListItem,
  ScheduleListQuery,
  ValidScheduleInput,
} from '../domain/schedules/schedule.schema';
import { audit } from '../audit';
import { assignees } from '../checklists';
import { companySettings } from '../companies';
import { getTemplate } from '../templates';
import { schedulesRepository as repo, type ScheduleFields, type ScheduleProgress } from './schedules.repository';

const m = MESSAGES.schedules;

export function toListItem(schedule: Schedule): ScheduleListItem {
  return {
    ...schedule,
    nextOccurrence: schedule.nextDay
      ? dueAt(schedule.nextDay, schedule.dueTime, schedule.timeZone).toISOString()
      : null,
    recurrenceLabel: recurrenceLabel(schedule.recurrence),
  };
}

export async function listSchedules(
  session: CompanySession,
  query: ScheduleListQuery,
): Promise<Page<ScheduleListItem>> {
  const { page, pageSize, status, templateId } = query;
  const { items, total, nextCursor } = await repo.listPage(session.companyId, { status, templateId }, query);
  return { items: items.map(toListItem), total, page, pageSize, nextCursor };
}

async function scheduleOf(session: CompanySession, id: string): Promise<Schedule> {
  const schedule = await repo.get(session.companyId, id);
  if (!schedule) throw notFound(m.notFound);
  return schedule;
}

export async function getSchedule(session: CompanySession, id: string): Promise<ScheduleListItem> {
  return toListItem(await scheduleOf(session, id));
}

/** The assignment's refusals that are about the chosen users; the others are about the vehicles. */
const USER_REFUSALS: readonly string[] = [MESSAGES.checklists.userNotAssignable];

/**
 * The input checked as an assignment is (template active, users assignable, vehicles active) with
 * the names it knows. A refusal names its field (`templateId`, `userIds`, `vehicleIds`), and an
 * inactive template and a refused choice are told together, so the form shows both beside them.
 */
async function fieldsFrom(session: CompanySession, input: ValidScheduleInput): Promise<ScheduleFields> {
  const template = await getTemplate(session, input.templateId);
  const problems: ApiIssue[] = [];
  if (!template.isActive) problems.push({ path: 'templateId', message: MESSAGES.checklists.templateInactive });
  const chosen = await assignees(session, template, input.userIds, input.vehicleIds, input.pairing).catch(
    (error: unknown) => {
      if (!(error instanceof AppError) || error.code !== 'invalid_input') throw error;
      const path = USER_REFUSALS.includes(error.message) ? 'userIds' : 'vehicleIds';
      problems.push(...(error.issues?.length ? error.issues : [{ path, message: error.message }]));
      return null;
    },
  );
  if (!chosen || problems.length > 0)
    throw new AppError('invalid_input', problems.map((problem) => problem.message).join(' '), problems);
  const { users, vehicles } = chosen;
  const { timeZone } = await companySettings(session.companyId);
  return {
    templateId: template.id,
    templateName: template.title,
    templateKind: template.kind ?? 'general',
    custodyRole: template.custodyRole ?? null,
    userIds: users.map((u) => u.id),
    users: users.map((u) => ({ id: u.id, name: u.name })),
    vehicleIds: vehicles.map((v) => v.id),
    vehicles,
    pairing: vehicles.length > 0 ? input.pairing : 'every',
    recurrence: input.recurrence,
    dueTime: input.dueTime,
    startDate: input.startDate,
    endDate: input.endDate,
    isActive: input.isActive,
    timeZone,
  };
}

function progressOf(
  fields: Pick<ScheduleFields, 'recurrence' | 'startDate' | 'endDate' | 'dueTime' | 'isActive' | 'timeZone'>,
  lastDay: string | null,
  now: Date,
): ScheduleProgress {
  const next = plannedNext({ ...fields, lastDay }, fields.timeZone, now);
  return { lastDay, nextDay: next?.nextDay ?? null, nextAvailableAt: next?.nextAvailableAt ?? null };
}

const record = (s: Pick<Schedule, 'id' | 'templateName'>): AuditRecordRef => ({
  type: 'schedule',
  id: s.id,
  label: s.templateName,
});

/** What an admin reads of a schedule in the audit trail, field by field. */
type ScheduleAuditField = keyof typeof AUDIT_FIELDS.schedule;

function described(s: Schedule): Record<ScheduleAuditField, string | boolean | null> {
  return {
    template: s.templateName,
    users: s.users.map((u) => u.name).join(', '),
    vehicles: s.vehicles.map((v) => `${v.name} (${v.plate})`).join(', '),
    recurrence: recurrenceLabel(s.recurrence),
    dueTime: s.dueTime,
    startDate: s.startDate,
    endDate: s.endDate,
    isActive: s.isActive,
  };
}

function changesBetween(before: Schedule | null, after: Schedule | null): AuditChange[] {
  const a: Partial<ReturnType<typeof described>> = before ? described(before) : {};
  const b: Partial<ReturnType<typeof described>> = after ? described(after) : {};
  return (Object.keys({ ...a, ...b }) as ScheduleAuditField[])
    .filter((field) => a[field] !== b[field])
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

export async function createSchedule(
  session: CompanySession,
  input: ValidScheduleInput,
  now: Date = new Date(),
): Promise<ScheduleListItem> {
  const fields = await fieldsFrom(session, input);
  const created = await repo.create(session.companyId, fields, progressOf(fields, null, now), session.email);
  await audit(session, session.companyId, 'schedule.created', record(created), changesBetween(null, created));
  return toListItem(created);
}

/** Future periods only: the ones already created stay as they are, the next is counted again after them. */
export async function updateSchedule(
  session: CompanySession,
  id: string,
  input: ValidScheduleInput,
  now: Date = new Date(),
): Promise<ScheduleListItem> {
  await scheduleOf(session, id);
  const fields = await fieldsFrom(session, input);
  const saved = await repo.update(session.companyId, id, session.email, (current) => ({
    fields,
    progress: progressOf(fields, current.lastDay, now),
  }));
  if (!saved) throw notFound(m.notFound);
  await audit(
    session,
    session.companyId,
    'schedule.updated',
    record(saved.after),
    changesBetween(saved.before, saved.after),
  );
  return toListItem(saved.after);
}

/** Pausing stops new periods; resuming starts again from the next one not yet due (the paused ones are not made up). */
async function setActive(session: CompanySession, id: string, isActive: boolean, now: Date) {
  const saved = await repo.update(session.companyId, id, session.email, (current) => ({
    fields: { isActive },
    progress: progressOf({ ...current, isActive }, current.lastDay, now),
  }));
  if (!saved) throw notFound(m.notFound);
  if (saved.before.isActive !== isActive)
    await audit(session, session.companyId, isActive ? 'schedule.resumed' : 'schedule.paused', record(saved.after), [
      { field: 'isActive', before: saved.before.isActive, after: isActive },
    ]);
  return toListItem(saved.after);
}

export const pauseSchedule = (session: CompanySession, id: string, now: Date = new Date()) =>
  setActive(session, id, false, now);

export const resumeSchedule = (session: CompanySession, id: string, now: Date = new Date()) =>
  setActive(session, id, true, now);

/** The schedule only: the checklists it created stay (they are the company's record). */
export async function removeSchedule(session: CompanySession, id: string): Promise<{ id: string }> {
  const removed = await repo.remove(session.companyId, id);
  if (!removed) throw notFound(m.notFound);
  await audit(session, session.companyId, 'schedule.deleted', record(removed), changesBetween(removed, null));
  return { id };
}

/** LGPD erasure: a deleted user's name in the schedules they were part of becomes `pseudonym`. */
export const pseudonymiseSchedulesOf = (companyId: string, uid: string, pseudonym: string): Promise<number> =>
  repo.renameUser(companyId, uid, pseudonym);
