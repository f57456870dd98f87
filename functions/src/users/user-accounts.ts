import { conflict } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { auth } from '../platform/firebase';

/** Firebase Auth accounts of field users: the sign-in half of a user (the other is its document). */

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
  role: 'user';
  companyId: string;
  companyName: string;
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
      await auth().setCustomUserClaims(account.uid, claims);
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
    return { name: before.displayName ?? '', email: before.email ?? '', isActive: !before.disabled };
  },

  /** Ends every session: with `checkRevoked`, the account's current tokens are refused. */
  async revokeSessions(uid: string): Promise<void> {
    await auth().revokeRefreshTokens(uid);
  },

  async remove(uid: string): Promise<void> {
    await auth()
      .deleteUser(uid)
      .catch((error) => {
        if (code(error) !== 'auth/user-not-found') throw error;
      });
  },
};
