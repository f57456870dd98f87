import type { FirebaseOptions } from 'firebase/app';

export interface FirebaseSettings {
  options: FirebaseOptions;
  /** True for the local stack: the demo project talks to the Auth emulator only. */
  useEmulators: boolean;
  /** The project's public web-push (VAPID) key; push tokens are asked for only with one. */
  vapidKey: string | null;
}

export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/**
 * The Vite modes that may run without a Firebase project, on the local emulators: `npm run build`
 * (`vite build --mode emulators`, what `npm start` and the tests serve), `npm run dev -w web` and
 * the component tests. Any other mode, `production` first (the deploy's build), needs the
 * project's configuration and fails without it instead of sending users' passwords to 127.0.0.1.
 */
export const EMULATOR_MODES: readonly string[] = ['emulators', 'development', 'test'];

export const REQUIRED_FIREBASE_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  // The API refuses a production call without App Check's token (docs/deploy.md, step 3).
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
] as const;

const DEMO_OPTIONS: FirebaseOptions = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-checkfrota.firebaseapp.com',
  projectId: 'demo-checkfrota',
};

/** Why a build of this mode cannot be made with this environment, or null when it can. */
export function missingFirebaseConfig(
  mode: string,
  env: Partial<Record<string, string | boolean | undefined>>,
): string | null {
  if (EMULATOR_MODES.includes(mode)) return null;
  const missing = REQUIRED_FIREBASE_VARIABLES.filter((name) => !env[name]);
  if (!missing.length) return null;
  return (
    `O build de ${mode} do app web precisa da configuração do projeto Firebase; faltam ${missing.join(', ')} ` +
    '(em web/.env.production, veja "Deploying to a real Firebase project" no README). ' +
    'Para a pilha local (emuladores), use npm run build.'
  );
}

/**
 * A real project is configured through VITE_FIREBASE_* variables; without them only an emulator
 * mode falls back to the demo project, and any other mode throws.
 */
export function firebaseSettingsFrom(env: ImportMetaEnv): FirebaseSettings {
  if (!env.VITE_FIREBASE_API_KEY && EMULATOR_MODES.includes(env.MODE)) {
    return { options: DEMO_OPTIONS, useEmulators: true, vapidKey: null };
  }
  const problem = missingFirebaseConfig(env.MODE, env);
  if (problem) throw new Error(problem);
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
