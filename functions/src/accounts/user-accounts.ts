import type { TimeZone } from '../domain/dates';
import { conflict } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { auth } from '../platform/firebase';
import { endSessions } from './sessions.service';

/** Firebase Auth accounts of field users: the sign-in half of a user (the other is its document). */

const DISABLE_AT_ONCE = 10;

const code = (error: unknown) => (error as { code?: string } | null)?.code;

function duplicateEmailAsConflict(error: unknown): never {
  if (code(error) === 'auth/email-already-exists') throw conflict(MESSAGES.users.emailInUse);
  throw error;
}

export interface AccountFields {
  name: string;
  email: string;
  isActive: boolean;
}

export interface AccountClaims {
  /** Field users are made by their company's admins; admins by the superadmin (companies). */
  role: 'user' | 'admin';
  companyId: string;
  companyName: string;
  /** The company's time zone: every date its people read (web and API) is on its clock. */
  timeZone: TimeZone;
  /** The password was typed by someone else: its holder sets their own first (domain/roles.ts). */
  passwordChangeRequired?: true;
}

export const userAccounts = {
  /** The new account's uid; a taken e-mail is a conflict. */
  async create(fields: AccountFields & { password: string }, claims: AccountClaims): Promise<string> {
    const account = await auth()
      .createUser({
        email: fields.email,
        password: fields.password,
        displayName: fields.name,
        disabled: !fields.isActive,
      })
      .catch(duplicateEmailAsConflict);
    try {
      await auth().setCustomUserClaims(account.uid, { ...claims, personName: fields.name });
    } catch (error) {
      await auth().deleteUser(account.uid);
      throw error;
    }
    return account.uid;
  },

  /** The account's fields before the change, to undo it; null when there is no account. */
  async update(uid: string, fields: AccountFields): Promise<AccountFields | null> {
    const before = await auth()
      .getUser(uid)
      .catch((error) => {
        if (code(error) === 'auth/user-not-found') return null;
        throw error;
      });
    if (!before) return null;
    await auth()
      .updateUser(uid, { email: fields.email, displayName: fields.name, disabled: !fields.isActive })
      .catch(duplicateEmailAsConflict);
    if (fields.name !== before.customClaims?.personName) {
      await auth().setCustomUserClaims(uid, { ...before.customClaims, personName: fields.name });
    }
    const name = before.customClaims?.personName;
    return {
      name: typeof name === 'string' ? name : (before.displayName ?? ''),
      email: before.email ?? '',
      isActive: !before.disabled,
    };
  },

  /**
   * Sets the company's new name and/or time zone on these accounts' claims, keeping the others;
   * accounts already gone are skipped. They reach the person at their next token refresh or sign-in.
   */
  async setCompanyClaims(
    uids: string[],
    changes: Partial<Pick<AccountClaims, 'companyName' | 'timeZone'>>,
  ): Promise<void> {
    for (const uid of uids) {
      const account = await auth()
        .getUser(uid)
        .catch((error) => {
          if (code(error) === 'auth/user-not-found') return null;
          throw error;
        });
      if (account) await auth().setCustomUserClaims(uid, { ...account.customClaims, ...changes });
    }
  },

  /** Who the account is, by the claims the server set on it; null when there is no account. */
  async holder(uid: string): Promise<{ role: unknown; companyId: unknown; name: string; email: string } | null> {
    const account = await auth()
      .getUser(uid)
      .catch((error) => {
        if (code(error) === 'auth/user-not-found') return null;
        throw error;
      });
    if (!account) return null;
    const claims = account.customClaims ?? {};
    const name = typeof claims.personName === 'string' ? claims.personName : (account.email ?? '');
    return { role: claims.role, companyId: claims.companyId, name, email: account.email ?? '' };
  },

  /** A new password chosen by an admin (the caller ends the account's sessions). */
  async setPassword(uid: string, password: string): Promise<void> {
    await auth().updateUser(uid, { password });
  },

  /**
   * The holder's own new password: the flag that made them set it is dropped from the claims,
   * which their next sign-in carries (the caller ends their sessions).
   */
  async setOwnPassword(uid: string, password: string): Promise<void> {
    await auth().updateUser(uid, { password });
    const { passwordChangeRequired: _typedBySomeoneElse, ...claims } = (await auth().getUser(uid)).customClaims ?? {};
    await auth().setCustomUserClaims(uid, claims);
  },

  /** Ends every session: the account's current tokens are refused on the next request, reads included. */
  async revokeSessions(uid: string): Promise<void> {
    await endSessions([uid]);
    await auth().revokeRefreshTokens(uid);
  },

  /**
   * Disables these accounts (a company being deleted): no one signs in to them again, and every
   * session they hold ends once all are disabled, so a sign-in made meanwhile ends too. Accounts
   * already gone are skipped.
   */
  async disableMany(uids: readonly string[]): Promise<void> {
    // A few at a time: Auth limits how fast one project updates its accounts.
    for (let i = 0; i < uids.length; i += DISABLE_AT_ONCE) {
      await Promise.all(
        uids.slice(i, i + DISABLE_AT_ONCE).map((uid) =>
          auth()
            .updateUser(uid, { disabled: true })
            .catch((error) => {
              if (code(error) !== 'auth/user-not-found') throw error;
            }),
        ),
      );
    }
    await endSessions(uids);
  },

  /** Deletes these accounts (at most 1,000); those already gone are no error. Their tokens stop working at once. */
  async removeMany(uids: string[]): Promise<void> {
    if (uids.length === 0) return;
    await endSessions(uids);
    const result = await auth().deleteUsers(uids);
    const failed = result.errors.filter((e) => e.error.code !== 'auth/user-not-found');
    if (failed.length > 0) throw new Error(`could not delete ${failed.length} account(s): ${failed[0]!.error.message}`);
  },

  async remove(uid: string): Promise<void> {
    await endSessions([uid]);
    await auth()
      .deleteUser(uid)
      .catch((error) => {
        if (code(error) !== 'auth/user-not-found') throw error;
      });
  },
};
