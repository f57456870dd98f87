import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { AUTH_EMULATOR_URL, firebaseSettingsFrom } from './config';

const settings = firebaseSettingsFrom(import.meta.env);

export const firebaseApp = initializeApp(settings.options);
export const auth = getAuth(firebaseApp);

if (settings.useEmulators) {
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
}
