import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { AUTH_EMULATOR_URL, firebaseSettingsFrom } from './config';

export const firebaseSettings = firebaseSettingsFrom(import.meta.env);

export const firebaseApp = initializeApp(firebaseSettings.options);
export const auth = getAuth(firebaseApp);

if (firebaseSettings.useEmulators) {
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
}
