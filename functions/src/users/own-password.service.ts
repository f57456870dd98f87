import { audit } from '../audit';
import { isRecentSignIn } from '../domain/auth/recent-sign-in';
import { AppError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { SessionUser } from '../domain/roles';
import { userAccounts } from '../accounts';

/**
 * The signed-in admin or superadmin sets their own password. Every session ends (whoever knew
 * the old one is out), so the web signs in again with the new one. A password someone else typed
 * is replaced at once; any other change needs a recent sign-in, so a session left open cannot
 * lock its owner out.
 */
export async function changeOwnPassword(
  session: SessionUser,
  authTime: number,
  password: string,
  now: Date = new Date(),
): Promise<{ changed: true }> {
  if (!session.passwordChangeRequired && !isRecentSignIn(authTime, now)) {
    throw new AppError('recent_sign_in_required', MESSAGES.auth.recentSignInRequired);
  }
  await userAccounts.setOwnPassword(session.uid, password);
  await userAccounts.revokeSessions(session.uid);
  if (session.companyId) {
    await audit(session, session.companyId, 'user.password_changed', {
      type: 'user',
      id: session.uid,
      label: `${session.name} (${session.email})`,
    });
  }
  return { changed: true };
}
