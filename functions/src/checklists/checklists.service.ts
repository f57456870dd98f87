import type { Page, PageQuery } from '../domain/api';
import type { ChecklistFilters, ListedChecklist } from '../domain/checklists/checklist-filters';
import type { PageRequest } from '../domain/cursor';
import type { DocumentChange } from '../jobs/document-trigger';
import type { CountedEvent, CountResult } from '../platform/kept-counts';
import { acceptsEvidencePhotos, answerSchemaFor, imageIdOf } from '../domain/checklists/answer.schema';
import {
  assignmentPairs,
  type AssignmentPairing,
  isDueDateAhead,
  MAX_CHECKLISTS_PER_ASSIGNMENT,
  type AssignResult,
  type ValidAssignInput,
} from '../domain/checklists/assign.schema';
import { inspectionResult, odometerCheck, type ChecklistVehicle, type LastOdometer } from '../domain/fleet/inspection';
import { checkOutRefusal } from '../domain/fleet/custody';
import { isoDayIn, startOfDayIn } from '../domain/dates';
import { companySettings } from '../companies';
import { findVehicle, findVehicles, getVehicle, lastOdometerOf, refuseArchived } from '../fleet/vehicles';
import {
  fillDurationSeconds,
  isOverdue,
  snapshotQuestions,
  WITH_FIELD_USER_STATUSES,
  type Checklist,
  type ChecklistQuestion,
  type ChecklistStatus,
  type ChecklistSummary,
  type FieldChecklist,
  type FieldChecklistSummary,
  type FieldVehicleState,
  type StartPlace,
  type SubmitSignature,
  type UserChecklistsPage,
} from '../domain/checklists/checklist.schema';
import type { SubmitSignatureInput } from '../domain/checklists/signature';
import { SUBMIT_SIGNATURE_ID, type Template } from '../domain/templates/template.schema';
import { answerLock, applyChecklistAction, type TransitionOutcome } from '../domain/checklists/checklist-transitions';
import {
  answersInSubmit,
  applyAnswer,
  archiveRejection,
  mayNamePhotos,
  photosToVerify,
  sentListSince,
  submitProblem,
  type AnswerWrite,
  type ArchivedRejection,
  type FieldChecklistListQuery,
  type QuestionChange,
  type SubmitBody,
} from '../domain/checklists/field.schema';
import { actorOf, audit, recordAudit } from '../audit';
import { auditEntry, type AuditChange, type AuditRecordRef } from '../domain/audit/audit';
import { startedViaQrLabel } from '../domain/checklists/start-place';
import { AppError, conflict, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { isAssignable, type CompanyUser } from '../domain/users/user.schema';
import type { VehicleInspection } from '../domain/fleet/vehicle-api';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import { getTemplate } from '../templates';
import { findUser, findUsers, getUser } from '../users';
import { refuseUnableDrivers } from '../drivers';
import { answerHistoryRepository } from './answer-history.repository';
import { checklistPorts } from './checklist-ports';
import { checklistsRepository as repo, type ChecklistChange, type ChecklistDraft } from './checklists.repository';

const invalid = (message: string) => new AppError('invalid_input', message);

/**
 * The vehicles of an inspection's assignment: each in the company (another company's is not
 * found) and active. A general template takes none.
 */
async function assignedVehicles(
  session: CompanySession,
  template: Template,
  vehicleIds: readonly string[],
): Promise<Array<ChecklistVehicle & Pick<Vehicle, 'requiredCnhCategory'>>> {
  if (template.kind !== 'vehicle_inspection') {
    if (vehicleIds.length > 0) throw invalid(MESSAGES.checklists.notInspection);
    return [];
  }
  if (vehicleIds.length === 0) throw invalid(MESSAGES.checklists.vehicleRequired);
  const vehicles = await Promise.all(vehicleIds.map((id) => getVehicle(session, id)));
  return vehicles.map((vehicle) => {
    // Told as the form's problem with its vehicles (400), beside them on the assign and schedule forms.
    if (vehicle.archived) throw invalid(MESSAGES.vehicles.archived(vehicle.name));
    if (!vehicle.isActive) throw invalid(MESSAGES.checklists.vehicleInactive(vehicle.name));
    return {
      id: vehicle.id,
      name: vehicle.name,
      plate: vehicle.plate,
      requiredCnhCategory: vehicle.requiredCnhCategory,
    };
  });
}

/** The audit line of a checklist made for someone: to whom, when due, and the vehicle. */
function assignedEntry(session: CompanySession, id: string, draft: ChecklistDraft) {
  const { vehicle } = draft;
  return auditEntry(actorOf(session), 'checklist.assigned', { type: 'checklist', id, label: draft.templateName }, [
    { field: 'userName', before: null, after: draft.userName },
    { field: 'dueDate', before: null, after: draft.dueDate },
    ...(vehicle ? [{ field: 'vehicle' as const, before: null, after: `${vehicle.name} (${vehicle.plate})` }] : []),
  ]);
}

/**
 * An on-demand checklist ('Sob demanda'): made for the signed-in field user and the
 * vehicle whose QR code they scanned, and started at once with `startedVia: 'qr'`. Due at the end
 * of the local day, or in 12 hours when that comes later (a start late in the evening).
 */
export async function startOnDemandChecklist(
  session: CompanySession,
  template: Template,
  vehicle: ChecklistVehicle,
  now: Date = new Date(),
  startPlace?: StartPlace,
): Promise<FieldChecklist> {
  const user = await findUser(session.companyId, session.uid);
  if (!user || !isAssignable(user)) throw invalid(MESSAGES.checklists.userNotAssignable);
  const { timeZone } = await companySettings(session.companyId);
  // A 'Saída' hands the vehicle over; a 'Retorno' or a plain inspection never stops at the CNH.
  if (template.custodyRole === 'check_out')
    await refuseCheckOut(session.companyId, user, vehicle.id, isoDayIn(now, timeZone));
  const endOfDay = startOfDayIn(now, timeZone, 1);
  const dueDate = new Date(Math.max(endOfDay.getTime(), now.getTime() + ON_DEMAND_MIN_WINDOW_MS)).toISOString();
  const draft = checklistDraft(template, snapshotQuestions(template.questions), user, vehicle, dueDate);
  const [id] = await repo.createMany(session.companyId, [{ ...draft, origin: 'on_demand' }], session.email);
  await recordAudit(session.companyId, [assignedEntry(session, id!, draft)]);
  return startChecklist(session, id!, now, { startedVia: 'qr', ...(startPlace && { startPlace }) });
}

/**
 * A check-out hands the vehicle to its driver: refused (409, the reason) while the vehicle is out
 * of service and not released by an admin, and (400, the reason) when their CNH on record is expired or of a lower category
 * than the vehicle (as both are now, re-read).
 */
async function refuseCheckOut(
  companyId: string,
  user: Pick<CompanyUser, 'name' | 'driverLicense'>,
  vehicleId: string,
  today: string,
): Promise<void> {
  const vehicle = await findVehicle(companyId, vehicleId);
  if (!vehicle) return;
  refuseArchived(vehicle);
  const blocked = checkOutRefusal({
    name: vehicle.name,
    outOfService: vehicle.service.outOfService,
    released: vehicle.service.release !== null,
  });
  if (blocked) throw conflict(blocked);
  refuseUnableDrivers([{ user, vehicle }], today);
}

/** The least time an on-demand checklist has to be done. */
const ON_DEMAND_MIN_WINDOW_MS = 12 * 60 * 60 * 1000;

/**
 * Who an assignment (or a schedule) is for: the users, each in the company and assignable; an
 * inspection's vehicles, each in the company and active; and the checklists they make (users ×
 * vehicles), within the limit. Throws the pt-BR refusal before anything is written.
 */
export async function assignees(
  session: CompanySession,
  template: Template,
  userIds: readonly string[],
  vehicleIds: readonly string[],
  pairing: AssignmentPairing = 'every',
) {
  const found = new Map((await findUsers(session.companyId, [...userIds])).map((user) => [user.id, user]));
  // In the order asked: a pairing gives the nth user the nth vehicle.
  const users = userIds.flatMap((id) => found.get(id) ?? []);
  if (users.length !== userIds.length) throw notFound(MESSAGES.users.notFound);
  if (!users.every(isAssignable)) throw invalid(MESSAGES.checklists.userNotAssignable);
  const checked = await assignedVehicles(session, template, vehicleIds);
  const vehicles = checked.map(({ id, name, plate }) => ({ id, name, plate }));
  if (checked.length > 0) {
    const today = isoDayIn(new Date(), session.timeZone);
    refuseUnableDrivers(assignmentPairs(users, checked, pairing), today);
  }
  const pairs = assignmentPairs(users, vehicles, pairing);
  if (pairs.length > MAX_CHECKLISTS_PER_ASSIGNMENT) throw invalid(MESSAGES.checklists.tooManyAssignments);
  return { users, vehicles, pairs };
}

/** What the checklist of one user (and vehicle) copies from the template: its own snapshot (DESIGN D2). */
export function checklistDraft(
  template: Template,
  questions: ChecklistQuestion[],
  user: { id: string; name: string },
  vehicle: ChecklistVehicle | null | undefined,
  dueDate: string,
): ChecklistDraft {
  return {
    userId: user.id,
    userName: user.name,
    templateId: template.id,
    templateName: template.title,
    templateKind: template.kind ?? 'general',
    ...(vehicle && { vehicle }),
    ...(template.custodyRole && { custodyRole: template.custodyRole }),
    ...(template.signatureOnSubmit && { signatureOnSubmit: true as const }),
    ...(template.requirePosition && { requirePosition: true as const }),
    dueDate,
    questions,
  };
}

/**
 * One pending checklist per user (per user × vehicle for a vehicle inspection), in one batch,
 * each with its own copy of the template's questions and of its vehicle (DESIGN D2). Every check
 * runs before anything is written, so a refusal creates nothing.
 */
export async function assignChecklist(
  session: CompanySession,
  input: ValidAssignInput,
  now: Date = new Date(),
): Promise<AssignResult> {
  if (!isDueDateAhead(input.dueDate, now)) throw invalid(MESSAGES.checklists.dueDateInPast);
  const template = await getTemplate(session, input.templateId);
  if (!template.isActive) throw invalid(MESSAGES.checklists.templateInactive);
  const { pairs } = await assignees(session, template, input.userIds, input.vehicleIds ?? []);

  const questions = snapshotQuestions(template.questions);
  const drafts = pairs.map(({ user, vehicle }) => checklistDraft(template, questions, user, vehicle, input.dueDate));
  const ids = await repo.createMany(session.companyId, drafts, session.email);
  await recordAudit(
    session.companyId,
    ids.map((id, i) => assignedEntry(session, id, drafts[i]!)),
  );
  return ids.length === 1 ? { ids, count: 1, id: ids[0] } : { ids, count: ids.length };
}

/** A user or vehicle the filters name that is not the company's is a 404, before anything is read. */
async function checkFilters(companyId: string, { userId, vehicleId }: ChecklistFilters): Promise<void> {
  if (userId && !(await findUser(companyId, userId))) throw notFound(MESSAGES.users.notFound);
  if (vehicleId && !(await findVehicle(companyId, vehicleId))) throw notFound(MESSAGES.vehicles.notFound);
}

/** Checklists read per page by an export: each document holds its questions, so a page stays a few MB. */
const EXPORT_PAGE_SIZE = 100;

/** How many checklists an export under these filters gives (404 for a user or vehicle not the company's). */
export async function countChecklistsForExport(companyId: string, filters: ChecklistFilters): Promise<number> {
  await checkFilters(companyId, filters);
  return repo.countFiltered(companyId, filters);
}

/** The checklists under these filters, newest assignment first, a page at a time: an export's rows. */
export async function* listedChecklistsForExport(
  companyId: string,
  filters: ChecklistFilters,
): AsyncGenerator<ListedChecklist> {
  for await (const page of repo.pagesFiltered(companyId, filters, EXPORT_PAGE_SIZE)) yield* page;
}

/** A page of the company's checklists under these filters, newest assignment first (the public API). */
export async function listChecklists(session: CompanySession, filters: ChecklistFilters, request: PageRequest) {
  await checkFilters(session.companyId, filters);
  return repo.listFiltered(session.companyId, filters, request);
}

/** One of the company's checklists as the lists give it; another company's is not found. */
export async function getListedChecklist(session: CompanySession, id: string): Promise<ListedChecklist> {
  const found = await repo.getListed(session.companyId, id);
  if (!found) throw notFound(MESSAGES.checklists.notFound);
  return found;
}

/** The vehicle's 'Inspeções' tab: its checklists, newest assignment first. */
export async function listVehicleInspections(
  session: CompanySession,
  vehicleId: string,
  query: PageQuery,
): Promise<Page<VehicleInspection>> {
  await getVehicle(session, vehicleId);
  const { page, pageSize } = query;
  return { ...(await repo.listForVehicle(session.companyId, vehicleId, query)), page, pageSize };
}

/**
 * The checklists modal of the users screen: one user's checklists, newest first, with the
 * counts by progress over all of them (not only this page), from the counts onChecklistCounted keeps.
 */
export async function listUserChecklists(
  session: CompanySession,
  userId: string,
  query: PageQuery,
): Promise<UserChecklistsPage> {
  await getUser(session, userId);
  const { page, pageSize } = query;
  const [{ items, nextCursor }, { total, ...counts }] = await Promise.all([
    repo.listForUser(session.companyId, userId, query),
    repo.userCounts.read(session.companyId, userId),
  ]);
  return { items, total, page, pageSize, nextCursor, counts };
}

/** The user's counters follow through the checklist trigger; `remaining` is counted right away. */
export async function removeUserChecklist(session: CompanySession, userId: string, checklistId: string) {
  await getUser(session, userId);
  const before = await repo.get(session.companyId, checklistId);
  const result = await repo.removeForUser(session.companyId, userId, checklistId);
  if (result === 'missing' || !before) throw notFound(MESSAGES.checklists.notFound);
  if (result === 'not_owned') throw conflict(MESSAGES.checklists.notOwnedByUser);
  if (result === 'approved') throw conflict(MESSAGES.audit.approvedCannotBeDeleted);
  await answerHistoryRepository.removeForChecklist(session.companyId, checklistId);
  await audit(session, session.companyId, 'checklist.removed', checklistRecord(before), [
    { field: 'status', before: before.status, after: null },
    { field: 'userName', before: before.userName, after: null },
  ]);
  return { id: checklistId, remaining: await repo.countForUser(session.companyId, userId) };
}

const checklistRecord = (c: { id: string; templateName: string }): AuditRecordRef => ({
  type: 'checklist',
  id: c.id,
  label: c.templateName,
});

/** An approved checklist leaves the review list but stays, whole, as evidence (it may not be deleted). */
export async function archiveUserChecklist(session: CompanySession, userId: string, checklistId: string) {
  await getUser(session, userId);
  let archived = false;
  const updated = await repo.update(session.companyId, checklistId, session.email, (current) => {
    if (current.userId !== userId) throw conflict(MESSAGES.checklists.notOwnedByUser);
    if (current.status !== 'approved') throw conflict(MESSAGES.audit.onlyApprovedArchived);
    archived = !current.archived;
    return archived ? { archived: true } : null;
  });
  if (!updated) throw notFound(MESSAGES.checklists.notFound);
  if (archived)
    await audit(session, session.companyId, 'checklist.archived', checklistRecord(updated), [
      { field: 'archived', before: false, after: true },
    ]);
  return { id: checklistId, archived: true };
}

/** A field user's own checklist; another user's or another company's is not found. */
function ownedBy(session: CompanySession, checklist: Checklist | null): Checklist {
  if (!checklist || checklist.userId !== session.uid) throw notFound(MESSAGES.checklists.notFound);
  return checklist;
}

function forField<C extends ChecklistSummary>(checklist: C, now: Date): C & { overdue: boolean } {
  return { ...checklist, overdue: isOverdue(checklist, now, WITH_FIELD_USER_STATUSES) };
}

/**
 * Open and sent alike (`view=sent`: 'Enviados'). An inspection's card marks a vehicle out of
 * service now: the page's vehicles are read once, together.
 */
export async function listMyChecklists(
  session: CompanySession,
  query: FieldChecklistListQuery,
  now: Date = new Date(),
): Promise<Page<FieldChecklistSummary>> {
  const { items, total, nextCursor } =
    query.view === 'sent'
      ? await repo.listMineSent(session.companyId, session.uid, sentListSince(now), query)
      : await repo.listMine(session.companyId, session.uid, query.status, query);
  return {
    items: await fieldSummaries(session, items, now),
    total,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
  };
}

/** Checklists as the field user's cards show them: late or not, and their vehicle out of service now. */
export async function fieldSummaries(
  session: CompanySession,
  items: readonly ChecklistSummary[],
  now: Date,
): Promise<FieldChecklistSummary[]> {
  const vehicleIds = [...new Set(items.flatMap((c) => (c.vehicle ? [c.vehicle.id] : [])))];
  const vehicles = await findVehicles(session.companyId, vehicleIds);
  const outOfService = new Map(vehicles.map((v) => [v.id, v.service.outOfService]));
  return items.map((c) => {
    const vehicleOut = c.vehicle && outOfService.get(c.vehicle.id);
    return { ...forField(c, now), ...(vehicleOut !== undefined && { vehicleOutOfService: vehicleOut }) };
  });
}

/** The inspection's vehicle as it is now; null for a general checklist or a vehicle since deleted. */
async function vehicleStateOf(
  companyId: string,
  vehicle: ChecklistVehicle | undefined,
): Promise<FieldVehicleState | null> {
  if (!vehicle) return null;
  const current = await findVehicle(companyId, vehicle.id);
  if (!current) return null;
  const [criticalDefects, lastOdometer] = await Promise.all([
    fieldCriticalDefects(companyId, current),
    lastOdometerOf(current).then((last) => last ?? { km: current.currentKm, at: current.createdAt }),
  ]);
  return { outOfService: current.service.outOfService, criticalDefects, lastOdometer };
}

/** The open critical defects that keep the vehicle out of service, as the field user's screens show them. */
export async function fieldCriticalDefects(
  companyId: string,
  vehicle: Pick<Vehicle, 'id' | 'service'>,
): Promise<FieldVehicleState['criticalDefects']> {
  // A vehicle with no open critical defect on record has none to list.
  if (vehicle.service.openCriticalDefects === 0 && !vehicle.service.outOfService) return [];
  const critical = await checklistPorts().openCriticalDefects(companyId, vehicle.id);
  return critical.map((d) => ({ id: d.id, title: d.title, openedAt: d.openedAt }));
}

export async function getMyChecklist(
  session: CompanySession,
  id: string,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const checklist = forField(ownedBy(session, await repo.get(session.companyId, id)), now);
  const vehicleState = await vehicleStateOf(session.companyId, checklist.vehicle);
  return vehicleState ? { ...checklist, vehicleState } : checklist;
}

/** The last odometer the inspection's reading is checked against; null when there is nothing to check. */
async function lastOdometerFor(companyId: string, checklist: Checklist, now: Date): Promise<LastOdometer | null> {
  if (!checklist.vehicle || !checklist.questions.some((q) => q.type === 'odometer')) return null;
  const vehicle = await findVehicle(companyId, checklist.vehicle.id);
  return vehicle ? lastOdometerOf(vehicle, now) : null;
}

/**
 * The odometer question with the server's flag for the reviewer (odometerCheck): set on an
 * implausible reading, removed on a plausible one or when the answer is cleared.
 */
function withOdometerCheck(question: ChecklistQuestion, last: LastOdometer | null, now: Date): ChecklistQuestion {
  if (question.type !== 'odometer') return question;
  const { odometerCheck: _previous, ...rest } = question;
  const check = typeof question.answer === 'number' ? odometerCheck(question.answer, last, now) : null;
  return check ? { ...rest, odometerCheck: check } : rest;
}

/** Runs a field action on the user's own checklist in one transaction; refusals are thrown. */
async function changeMyChecklist(
  session: CompanySession,
  id: string,
  now: Date,
  change: (current: Checklist) => ChecklistChange | null,
  audited?: 'checklist.started' | 'checklist.submitted',
  facts: AuditChange[] = [],
): Promise<FieldChecklist> {
  let from: Checklist['status'] | null = null;
  let to: Checklist['status'] | null = null;
  const updated = await repo.update(session.companyId, id, session.email, (current) => {
    const changes = change(ownedBy(session, current));
    from = current.status;
    to = changes?.status ?? null;
    return changes;
  });
  const mine = ownedBy(session, updated);
  // A repeated start or submit writes nothing, and logs nothing.
  if (audited && to)
    await audit(session, session.companyId, audited, checklistRecord(mine), [
      { field: 'status', before: from, after: to },
      ...facts,
    ]);
  return forField(mine, now);
}

function refuseUnless(outcome: TransitionOutcome): asserts outcome is Exclude<TransitionOutcome, { kind: 'refused' }> {
  if (outcome.kind === 'refused') throw conflict(outcome.message);
}

/**
 * pending → in_progress; a start sent again (a retry after a lost answer) changes nothing.
 * `startedVia: 'qr'`: started through the vehicle label's link, with the position taken then
 * (`startPlace`) when the phone gave one; its entry says how it reads ('Aberto pelo link da
 * etiqueta', or by the vehicle when that position says so).
 */
export async function startChecklist(
  session: CompanySession,
  id: string,
  now: Date = new Date(),
  options: { startedVia?: 'qr'; startPlace?: StartPlace } = {},
): Promise<FieldChecklist> {
  const checklist = await repo.get(session.companyId, id);
  if (checklist?.userId === session.uid && checklist.status === 'pending') {
    if (checklist.requirePosition && !options.startPlace) throw invalid(MESSAGES.checklists.positionRequired);
    const user = checklist.custodyRole === 'check_out' ? await findUser(session.companyId, session.uid) : null;
    if (user && checklist.vehicle)
      await refuseCheckOut(session.companyId, user, checklist.vehicle.id, isoDayIn(now, session.timeZone));
  }
  return changeMyChecklist(
    session,
    id,
    now,
    (current) => {
      const outcome = applyChecklistAction(current.status, 'start');
      refuseUnless(outcome);
      if (outcome.kind !== 'moved') return null;
      return { status: outcome.status, startedAt: now.toISOString(), ...options };
    },
    'checklist.started',
    options.startedVia === 'qr'
      ? [{ field: 'startedVia', before: null, after: startedViaQrLabel(options.startPlace, session.timeZone) }]
      : [],
  );
}

/**
 * The question with the answer and its evidence written, the answer checked against its type, and
 * the rejected answer it replaces, to archive; null when it already holds all of it (a repeated
 * request has one effect). A locked question, a wrong answer, or justification photos on a
 * question that takes none are refused.
 */
function answered(
  status: ChecklistStatus,
  question: ChecklistQuestion,
  write: AnswerWrite,
  now: Date,
): QuestionChange | null {
  const lock = answerLock(status, question.status);
  if (lock) throw conflict(lock);
  let value: AnswerWrite['answer'] = null;
  if (write.answer !== null) {
    const parsed = answerSchemaFor(question).safeParse(write.answer);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? MESSAGES.http.invalidParams);
    value = parsed.data;
  }
  if (write.photos?.length && !acceptsEvidencePhotos(question)) throw invalid(MESSAGES.images.notPhotoQuestion);
  return applyAnswer(question, { ...write, answer: value }, now.toISOString());
}

function questionIndex(questions: readonly ChecklistQuestion[], questionId: string): number {
  const index = questions.findIndex((q) => q.id === questionId);
  if (index < 0) throw notFound(MESSAGES.checklists.questionNotFound);
  return index;
}

/**
 * Refuses writes naming photos that are not on record as uploaded by this user to that question
 * of this checklist (nothing is written then). The phone's queue sends a photo before the answer
 * that names it (one queue per checklist), so an honest answer always finds its photos here.
 */
async function assertPhotosUploaded(
  session: CompanySession,
  checklistId: string,
  writes: (checklist: Checklist) => Iterable<[string, AnswerWrite]>,
): Promise<void> {
  const checklist = ownedBy(session, await repo.get(session.companyId, checklistId));
  for (const [questionId, write] of writes(checklist)) {
    const index = checklist.questions.findIndex((q) => q.id === questionId);
    const question = checklist.questions[index];
    // A missing or locked question is refused, or skipped, by the write itself.
    if (!question || answerLock(checklist.status, question.status)) continue;
    const ids = photosToVerify(question, write);
    if (ids.length === 0) continue;
    const to = { checklistId, questionId, uploader: session.uid };
    if (!(await checklistPorts().photosUploaded(session.companyId, to, ids)))
      throw invalid(MESSAGES.checklists.photoNotUploaded(index + 1));
  }
}

export async function saveAnswer(
  session: CompanySession,
  id: string,
  questionId: string,
  write: AnswerWrite,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  if (mayNamePhotos(write)) await assertPhotosUploaded(session, id, () => [[questionId, write]]);
  // Only a number can be an odometer reading: other answers need not read the vehicle.
  const checklist = typeof write.answer === 'number' ? await repo.get(session.companyId, id) : null;
  const isOdometer = checklist?.questions.some((q) => q.id === questionId && q.type === 'odometer');
  const last =
    checklist && isOdometer && checklist.userId === session.uid
      ? await lastOdometerFor(session.companyId, checklist, now)
      : null;
  return changeMyChecklist(session, id, now, (current) => {
    const index = questionIndex(current.questions, questionId);
    const next = answered(current.status, current.questions[index]!, write, now);
    if (!next) return null;
    const checked = withOdometerCheck(next.question, last, now);
    return {
      questions: current.questions.map((q, i) => (i === index ? checked : q)),
      ...(next.archived && { archivedRejections: [next.archived] }),
    };
  });
}

/**
 * Refuses a submit signature whose drawing is not on record as uploaded by this user to this
 * checklist's submit (under SUBMIT_SIGNATURE_ID), before anything is written.
 */
async function assertSignatureUploaded(
  session: CompanySession,
  checklist: Checklist,
  signature: SubmitSignatureInput,
): Promise<void> {
  const imageId = imageIdOf(signature.image);
  const to = { checklistId: checklist.id, questionId: SUBMIT_SIGNATURE_ID, uploader: session.uid };
  if (!imageId || !(await checklistPorts().photosUploaded(session.companyId, to, [imageId])))
    throw invalid(MESSAGES.signatures.signatureNotUploaded);
}

/**
 * The signature a submit keeps: the field user's name and the server's time beside what the phone
 * sent. A checklist that asks for one is not sent without it; one that asks for none takes none.
 */
function submitSignature(current: Checklist, body: SubmitBody, now: Date): SubmitSignature | null {
  if (!current.signatureOnSubmit) {
    if (body.signature) throw invalid(MESSAGES.signatures.submitSignatureNotAsked);
    return null;
  }
  if (!body.signature) throw invalid(MESSAGES.signatures.submitSignatureRequired);
  return { ...body.signature, name: current.userName, signedAt: now.toISOString() };
}

/**
 * in_progress → completed, or rejected → completed after corrections: the answers a body carries
 * are written first (only where the user may still write), then spec section 5's rule decides.
 * Corrected questions go back to review as pending, their rejected answer archived (archiveRejection).
 * The first submit records how long the checklist took from its start (durationSeconds).
 */
export async function submitChecklist(
  session: CompanySession,
  id: string,
  body: SubmitBody,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const carried =
    'answers' in body ? Object.values(body.answers) : 'responses' in body ? body.responses.map((r) => r.answer) : [];
  if (carried.some((answer) => mayNamePhotos({ answer })))
    await assertPhotosUploaded(session, id, (checklist) => answersInSubmit(body, checklist.questions));
  const before = await repo.get(session.companyId, id);
  if (body.signature && before?.userId === session.uid) await assertSignatureUploaded(session, before, body.signature);
  const last = before && before.userId === session.uid ? await lastOdometerFor(session.companyId, before, now) : null;
  return changeMyChecklist(
    session,
    id,
    now,
    (current) => {
      if (body.submissionId && current.submissionIds?.includes(body.submissionId)) return null;
      const outcome = applyChecklistAction(current.status, 'submit');
      refuseUnless(outcome);
      let questions = current.questions;
      const archived: ArchivedRejection[] = [];
      for (const [questionId, write] of answersInSubmit(body, questions)) {
        const index = questionIndex(questions, questionId);
        const question = questions[index]!;
        if (answerLock(current.status, question.status)) continue;
        const next = answered(current.status, question, write, now);
        if (!next) continue;
        questions = questions.map((q, i) => (i === index ? next.question : q));
        if (next.archived) archived.push(next.archived);
      }
      // A reading sent earlier is checked again against the vehicle's odometer as it is now.
      questions = questions.map((q) => (answerLock(current.status, q.status) ? q : withOdometerCheck(q, last, now)));
      const problem = submitProblem(current.status, questions);
      if (problem) throw invalid(problem);
      const signature = submitSignature(current, body, now);
      const backToReview = questions.map((q) => {
        if (q.status !== 'rejected') return q;
        const change = archiveRejection(q);
        if (change.archived) archived.push(change.archived);
        return {
          ...change.question,
          status: 'pending' as const,
          rejectionReason: null,
          reviewedAt: null,
          reviewedBy: null,
        };
      });
      const sentAt = now.toISOString();
      // The first submit's figure stays through corrections (fillDurationSeconds says why).
      const durationSeconds = current.durationSeconds ?? fillDurationSeconds(current.startedAt, sentAt);
      return {
        status: outcome.status,
        questions: backToReview,
        submittedAt: sentAt,
        ...(body.performedAt && { clientSubmittedAt: new Date(body.performedAt).toISOString() }),
        completedAt: sentAt,
        ...(body.submissionId ? { submissionId: body.submissionId } : {}),
        ...(signature && { submitSignature: signature }),
        ...(archived.length > 0 && { archivedRejections: archived }),
        ...(durationSeconds === null ? {} : { durationSeconds }),
        ...(current.vehicle && { inspection: inspectionResult(backToReview) }),
      };
    },
    'checklist.submitted',
  );
}

/**
 * A checklist's event document's write in the review list's counts and its user's, once per
 * event. A checklist moved to another user leaves the first's counts and enters the other's.
 */
export async function countChecklistWrite(
  companyId: string,
  event: CountedEvent,
  before: DocumentChange['before'],
  after: DocumentChange['after'],
): Promise<CountResult[]> {
  const userOf = (data: DocumentChange['before']) => (typeof data?.userId === 'string' ? data.userId : null);
  const [from, to] = [userOf(before), userOf(after)];
  const users =
    from === to
      ? [from && repo.userCounts.countWrite(companyId, event, before, after, from)]
      : [
          from && repo.userCounts.countWrite(companyId, event, before, null, from),
          to && repo.userCounts.countWrite(companyId, event, null, after, to),
        ];
  return Promise.all([repo.reviewCounts.countWrite(companyId, event, before, after), ...users.filter((u) => !!u)]);
}
