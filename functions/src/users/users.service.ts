import type { Page, PageQuery } from '../domain/api';
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
import { checklistsRepository } from '../checklists/checklists.repository';
import { log } from '../platform/logger';
import { pushTokensRepository } from './push-tokens.repository';
import { userAccounts } from './user-accounts';
import { usersRepository as repo } from './users.repository';

export type UserListQuery = PageQuery & { active?: boolean };

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
    { role: 'user', companyId: session.companyId, companyName: session.companyName ?? '' },
  );
  try {
    return await repo.create(session.companyId, uid, fields);
  } catch (error) {
    await userAccounts.remove(uid).catch((rollbackError) => log.userAccountRollbackFailed(uid, rollbackError));
    throw error;
  }
}

/**
 * Account first (a taken e-mail stops everything), then the document; if the document fails the
 * account gets its old values back. Deactivating also ends the user's sessions.
 */
export async function updateUser(session: CompanySession, id: string, input: ValidUserUpdateInput): Promise<CompanyUser> {
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
  return updated;
}

/** The account and the document go; the user's checklists stay, carrying the user's name. */
export async function deleteUser(session: CompanySession, id: string): Promise<{ id: string }> {
  const user = await getUser(session, id);
  await userAccounts.remove(id);
  await checklistsRepository.keepUserName(session.companyId, id, user.name);
  await pushTokensRepository.removeForUser(session.companyId, id);
  await repo.remove(session.companyId, id);
  return { id };
}

/** Gives the signed-in field user this device's push token (taking it from whoever had it). */
export async function registerFcmToken(session: CompanySession, token: string): Promise<{ stored: true }> {
  await getUser(session, session.uid);
  await pushTokensRepository.register(session.companyId, session.uid, token);
  return { stored: true };
}
