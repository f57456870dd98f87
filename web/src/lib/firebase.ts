import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { AUTH_EMULATOR_URL, firebaseSettingsFrom } from './config';

export const firebaseSettings = firebaseSettingsFrom(import.meta.env);

export const firebaseApp = initializeApp(firebaseSettings.options);
// initializeAuth instead of getAuth: the app signs in with e-mail and password only, so the
// popup/redirect resolver and the other persistences getAuth bundles are left out of the first load.
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

// The mode test is decided when Vite builds: a production bundle carries no emulator address at all.
if (import.meta.env.MODE !== 'production' && firebaseSettings.useEmulators) {
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
}
