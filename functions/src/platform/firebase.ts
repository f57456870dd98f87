import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function app() {
  return getApps()[0] ?? initializeApp();
}

let firestore: Firestore | undefined;

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function auth(): Auth {
  return getAuth(app());
}

/** Checks a request's App Check token (the app's proof it runs on the project's registered web app); throws when it is not valid. */
export async function verifyAppCheckToken(token: string): Promise<void> {
  await getAppCheck(app()).verifyToken(token);
}
