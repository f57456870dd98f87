import type { Page } from '../domain/api';
import { notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { matchesSearch } from '../domain/text';
import {
  userSearchFields,
  userStats,
  type CompanyUser,
  type UserStats,
  type ValidUserCreateInput,
  type ValidUserUpdateInput,
} from '../domain/users/user.schema';
import type { UserListQuery } from '../domain/users/contract';
import { actorOf, audit, recordAudit } from '../audit/audit.service';
import { changedFields, USER_AUDIT_FIELDS, userChangeEntries, type AuditRecordRef } from '../domain/audit/audit';
import { driverDeadlines } from '../domain/deadlines/deadlines';
import { accountChangedNotification } from '../domain/notifications/notification.schema';
import { companiesRepository } from '../companies/companies.repository';
import { notificationsRepository } from '../notifications/notifications.repository';
import { log } from '../platform/logger';
import { pseudonymiseUserData } from '../personal-data/personal-data.service';
import { pushTokensRepository } from '../notifications/push-tokens.repository';
import { userAccounts } from '../accounts/user-accounts';
import { usersRepository as repo } from './users.repository';

const userRecord = (user: { id: string; name: string }): AuditRecordRef => ({
  type: 'user',
  id: user.id,
  label: user.name,
});

export async function listUsers(session: CompanySession, query: UserListQuery): Promise<Page<CompanyUser>> {
  const { page, pageSize, search, active } = query;
  const offset = (page - 1) * pageSize;
  if (search || active !== undefined) {
    // Firestore has no substring search; a company's field staff fits in one read.
    const all = await repo.listAll(session.companyId);
    const found = all.filter(
      (u) => (active === undefined || u.isActive === active) && (!search || matchesSearch(search, userSearchFields(u))),
    );
    return { items: found.slice(offset, offset + pageSize), total: found.length, page, pageSize };
  }
  const [items, total] = await Promise.all([
    repo.listPage(session.companyId, offset, pageSize),
    repo.count(session.companyId),
  ]);
  return { items, total, page, pageSize };
}

export async function getUserStats(session: CompanySession): Promise<UserStats> {
  return userStats(await repo.listAll(session.companyId));
}

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
  await audit(
    session,
    session.companyId,
    'user.created',
    userRecord(created),
    changedFields(null, created as unknown as Record<string, unknown>, USER_AUDIT_FIELDS),
  );
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
    userChangeEntries(actorOf(session), userRecord(updated), asFields(current), asFields(updated)),
  );
  if (current.email !== updated.email) {
    await notificationsRepository.createOnce(
      session.companyId,
      id,
      accountChangedNotification({ email: updated.email }, new Date()),
    );
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
  await audit(session, session.companyId, 'user.password_set', userRecord(user));
  await notificationsRepository.createOnce(
    session.companyId,
    id,
    accountChangedNotification({ password: true }, new Date()),
  );
  return { id };
}

/**
 * The account, the document, notifications and push tokens go; the user's checklists and photos
 * stay as inspection records, under a pseudonym and without positions (personal-data.service).
 */
export async function deleteUser(session: CompanySession, id: string): Promise<{ id: string }> {
  const user = await getUser(session, id);
  await userAccounts.remove(id);
  await pseudonymiseUserData(session.companyId, user);
  await pushTokensRepository.removeForUser(session.companyId, id);
  await repo.remove(session.companyId, id, driverDeadlines({ ...user, driverLicense: null }));
  await audit(
    session,
    session.companyId,
    'user.deleted',
    userRecord(user),
    changedFields(user as unknown as Record<string, unknown>, null, USER_AUDIT_FIELDS),
  );
  return { id };
}

/** Gives the signed-in field user this device's push token (taking it from whoever had it). */
/** A field user's or an admin's device (admins are told of missed checklists); only a member still there. */
export async function registerFcmToken(session: CompanySession, token: string): Promise<{ stored: true }> {
  if (session.role === 'admin') {
    if (!(await companiesRepository.getAdmin(session.companyId, session.uid))) throw notFound(MESSAGES.users.notFound);
  } else await getUser(session, session.uid);
  await pushTokensRepository.register(session.companyId, session.uid, token);
  return { stored: true };
}
