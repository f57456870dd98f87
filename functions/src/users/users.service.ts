import { pageOfAll, type Page } from '../domain/api';
import { notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { matchesSearch } from '../domain/text';
import {
  userSearchFields,
  type CompanyUser,
  type UserStats,
  type ValidUserCreateInput,
  type ValidUserUpdateInput,
} from '../domain/users/user.schema';
import type { UserListQuery } from '../domain/users/contract';
import { actorOf, audit, auditCreated, recordAudit } from '../audit';
import { USER_AUDIT_FIELDS, userChangeEntries, type AuditRecordRef } from '../domain/audit/audit';
import { driverDeadlines } from '../domain/deadlines/deadlines';
import { accountChangedNotification } from '../domain/notifications/notification.schema';
import type { CounterDelta } from '../domain/checklists/checklist.schema';
import type { DriverLicense } from '../domain/drivers/cnh';
import type { DeadlineChange } from '../domain/deadlines/deadlines';
import { companyAdmin } from '../companies';
import { notifyInApp, registerPushToken } from '../notifications';
import { log } from '../platform/logger';
import { userAccounts } from '../accounts';
import { usersRepository as repo, type CounterResult, type UserFields } from './users.repository';

export const userAuditRecord = (user: { id: string; name: string }): AuditRecordRef => ({
  type: 'user',
  id: user.id,
  label: user.name,
});

/** The list's filters: its search and 'Ativo' (the screen and an export alike). */
type UserFilters = Pick<UserListQuery, 'search' | 'active'>;

const listedUnder =
  ({ search, active }: UserFilters) =>
  (u: CompanyUser) =>
    (active === undefined || u.isActive === active) && matchesSearch(search, userSearchFields(u));

export async function listUsers(session: CompanySession, query: UserListQuery): Promise<Page<CompanyUser>> {
  const { page, pageSize, search, active } = query;
  if (search || active !== undefined) {
    // Firestore has no substring search; a company's field staff fits in one read.
    const all = await repo.listAll(session.companyId);
    return pageOfAll(all.filter(listedUnder(query)), query);
  }
  const [{ items, nextCursor }, { total }] = await Promise.all([
    repo.listPage(session.companyId, query),
    repo.counts.read(session.companyId),
  ]);
  return { items, total, page, pageSize, nextCursor };
}

/** How many users an export of the list under these filters gives (the kept count, unless it filters). */
export async function countUsersForExport(companyId: string, filters: UserFilters): Promise<number> {
  if (filters.search || filters.active !== undefined)
    return (await repo.listAll(companyId)).filter(listedUnder(filters)).length;
  return (await repo.counts.read(companyId)).total;
}

/** The users of the list under these filters, by name, a page at a time: an export's rows. */
export async function* usersForExport(companyId: string, filters: UserFilters): AsyncGenerator<CompanyUser> {
  for await (const page of repo.pages(companyId, 500)) yield* page.filter(listedUnder(filters));
}

/** The stats cards, from counts the users' trigger keeps: one read for 10 users or 1,000. */
export const getUserStats = (session: CompanySession): Promise<UserStats> => repo.counts.read(session.companyId);

/** A user's write (created, edited, counted, deleted) in the company's stats, once per trigger event. */
export const countUserWrite = repo.counts.countWrite;

export async function getUser(session: CompanySession, id: string): Promise<CompanyUser> {
  const user = await repo.get(session.companyId, id);
  if (!user) throw notFound(MESSAGES.users.notFound);
  return user;
}

/**
 * The Auth account (with the company's claims) and the user document, as one use case: if the
 * document cannot be written, the account is deleted again, so nothing is left half-made.
 */
export async function createUser(session: CompanySession, input: ValidUserCreateInput): Promise<CompanyUser> {
  const { password, ...fields } = input;
  const uid = await userAccounts.create(
    { ...fields, password },
    { role: 'user', companyId: session.companyId, companyName: session.companyName ?? '', timeZone: session.timeZone },
  );
  let created: CompanyUser;
  try {
    created = await repo.create(session.companyId, uid, fields);
  } catch (error) {
    await userAccounts.remove(uid).catch((rollbackError) => log.userAccountRollbackFailed(uid, rollbackError));
    throw error;
  }
  await auditCreated(session, 'user.created', userAuditRecord(created), created, USER_AUDIT_FIELDS);
  return created;
}

/**
 * Account first (a taken e-mail stops everything), then the document; if the document fails the
 * account gets its old values back. Deactivating also ends the user's sessions.
 */
export async function updateUser(
  session: CompanySession,
  id: string,
  input: ValidUserUpdateInput,
): Promise<CompanyUser> {
  const current = await getUser(session, id);
  const previous = await userAccounts.update(id, input);
  let updated: CompanyUser | null;
  try {
    updated = await repo.update(session.companyId, id, input);
  } catch (error) {
    if (previous) await userAccounts.update(id, previous).catch((e) => log.userAccountRollbackFailed(id, e));
    throw error;
  }
  if (!updated) throw notFound(MESSAGES.users.notFound);
  if (current.isActive && !input.isActive) await userAccounts.revokeSessions(id);
  // The CNH's deadline entries carry the driver's name.
  if (current.name !== updated.name && updated.driverLicense)
    await repo.stageDeadlines(session.companyId, driverDeadlines(updated));
  const asFields = (u: CompanyUser) => u as unknown as Record<string, unknown>;
  await recordAudit(
    session.companyId,
    userChangeEntries(actorOf(session), userAuditRecord(updated), asFields(current), asFields(updated)),
  );
  if (current.email !== updated.email) {
    await notifyInApp(session.companyId, id, accountChangedNotification({ email: updated.email }, new Date()));
  }
  return updated;
}

/**
 * An admin gives a user a new password: their sessions end, the audit trail keeps who did it
 * (never the password), and the user is told in the app.
 */
export async function setUserPassword(session: CompanySession, id: string, password: string): Promise<{ id: string }> {
  const user = await getUser(session, id);
  await userAccounts.setPassword(id, password);
  await userAccounts.revokeSessions(id);
  await audit(session, session.companyId, 'user.password_set', userAuditRecord(user));
  await notifyInApp(session.companyId, id, accountChangedNotification({ password: true }, new Date()));
  return { id };
}

/** The user's document goes, with their notifications and their CNH's deadline entries (the erasure's last step). */
export function removeUserRecord(companyId: string, user: CompanyUser): Promise<void> {
  return repo.remove(companyId, user.id, driverDeadlines({ ...user, driverLicense: null }));
}

/** A field user's or an admin's device (admins are told of missed checklists); only a member still there. */
export async function registerFcmToken(session: CompanySession, token: string): Promise<{ stored: true }> {
  if (session.role === 'admin') {
    if (!(await companyAdmin(session.companyId, session.uid))) throw notFound(MESSAGES.users.notFound);
  } else await getUser(session, session.uid);
  await registerPushToken(session.companyId, session.uid, token);
  return { stored: true };
}

/** The user, or null when the company has none of that id. */
export const findUser = (companyId: string, id: string): Promise<CompanyUser | null> => repo.get(companyId, id);

/** Every user of the company (an import matches its rows to them by e-mail). */
export const allUsers = (companyId: string): Promise<CompanyUser[]> => repo.listAll(companyId);

/** Those of `ids` the company has. */
export const findUsers = (companyId: string, ids: string[]): Promise<CompanyUser[]> => repo.getMany(companyId, ids);

/**
 * The driver licence (or null) and its deadline entries, in one batch; null when the user does
 * not exist. Before and after, for the audit entry.
 */
export const saveDriverLicense = (
  companyId: string,
  id: string,
  license: DriverLicense | null,
  deadlines: (user: CompanyUser) => readonly DeadlineChange[],
) => repo.setDriverLicense(companyId, id, license, deadlines);

/** Adds a checklist's change to the user's counters, once per event (the checklist trigger's). */
export const applyChecklistCounters = (
  companyId: string,
  userId: string,
  event: string,
  delta: CounterDelta,
): Promise<CounterResult> => repo.applyCounterDelta(companyId, userId, event, delta);

/** The user's document for an account made apart (the demo's seed makes both with fixed ids). */
export const createUserRecord = (companyId: string, uid: string, fields: UserFields): Promise<CompanyUser> =>
  repo.create(companyId, uid, fields);
