import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { auth } from './firebase';

/**
 * Signs the current user in again with their password, for actions the API allows only after
 * a recent sign-in (deleting a company): the next token carries the new sign-in time.
 */
export async function reauthenticate(password: string): Promise<void> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('no signed-in user');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await user.getIdToken(true);
}
