import type { FirebaseOptions } from 'firebase/app';

export interface FirebaseSettings {
  options: FirebaseOptions;
  /** True for the local stack: the demo project talks to the Auth emulator only. */
  useEmulators: boolean;
  /** The project's public web-push (VAPID) key; push tokens are asked for only with one. */
  vapidKey: string | null;
}

export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

const DEMO_OPTIONS: FirebaseOptions = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-checkfrota.firebaseapp.com',
  projectId: 'demo-checkfrota',
};

/** A real project is configured through VITE_FIREBASE_* variables; without them, the demo one. */
export function firebaseSettingsFrom(env: ImportMetaEnv): FirebaseSettings {
  if (!env.VITE_FIREBASE_API_KEY) return { options: DEMO_OPTIONS, useEmulators: true, vapidKey: null };
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    },
    useEmulators: false,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY || null,
  };
}
