import type { PageQuery } from '../domain/api';
import {
  isDueDateAhead,
  snapshotQuestions,
  type AssignResult,
  type UserChecklistsPage,
  type ValidAssignInput,
} from '../domain/checklists/checklist.schema';
import { AppError, conflict, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { isAssignable } from '../domain/users/user.schema';
import { getTemplate } from '../templates/templates.service';
import { getUser } from '../users/users.service';
import { usersRepository } from '../users/users.repository';
import { checklistsRepository as repo } from './checklists.repository';

const invalid = (message: string) => new AppError('invalid_input', message);

/**
 * One pending checklist per user, in one batch, each with its own copy of the template's
 * questions (DESIGN D2). Every check runs before anything is written, so a refusal creates nothing.
 */
export async function assignChecklist(
  session: CompanySession,
  input: ValidAssignInput,
  now: Date = new Date(),
): Promise<AssignResult> {
  if (!isDueDateAhead(input.dueDate, now)) throw invalid(MESSAGES.checklists.dueDateInPast);
  const template = await getTemplate(session, input.templateId);
  if (!template.isActive) throw invalid(MESSAGES.checklists.templateInactive);
  const users = await usersRepository.getMany(session.companyId, input.userIds);
  if (users.length !== input.userIds.length) throw notFound(MESSAGES.users.notFound);
  if (!users.every(isAssignable)) throw invalid(MESSAGES.checklists.userNotAssignable);

  const questions = snapshotQuestions(template.questions);
  const ids = await repo.createMany(
    session.companyId,
    users.map((user) => ({
      userId: user.id,
      userName: user.name,
      templateId: template.id,
      templateName: template.title,
      dueDate: input.dueDate,
      questions,
    })),
    session.email,
  );
  return { ids, count: ids.length };
}

/**
 * The checklists modal of the users screen: one user's checklists, newest first, with the
 * counts by progress over all of them (not only this page).
 */
export async function listUserChecklists(
  session: CompanySession,
  userId: string,
  query: PageQuery,
): Promise<UserChecklistsPage> {
  await getUser(session, userId);
  const { page, pageSize } = query;
  const [items, counts] = await Promise.all([
    repo.listForUser(session.companyId, userId, (page - 1) * pageSize, pageSize),
    repo.countsForUser(session.companyId, userId),
  ]);
  return { items, total: counts.total, page, pageSize, counts: counts.byProgress };
}

/** The user's counters follow through the checklist trigger; `remaining` is counted right away. */
export async function removeUserChecklist(session: CompanySession, userId: string, checklistId: string) {
  await getUser(session, userId);
  const result = await repo.removeForUser(session.companyId, userId, checklistId);
  if (result === 'missing') throw notFound(MESSAGES.checklists.notFound);
  if (result === 'not_owned') throw conflict(MESSAGES.checklists.notOwnedByUser);
  return { id: checklistId, remaining: await repo.countForUser(session.companyId, userId) };
}
