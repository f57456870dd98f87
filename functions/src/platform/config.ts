/** The only module that reads process.env (besides the local runner that sets it). */
export const config = {
  /** True when the Auth emulator answers token checks (local stack and tests). */
  usesAuthEmulator: Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST),
  /**
   * Where the local stack and the tests keep photos (no Storage emulator runs here); unset in
   * production. Read when asked: the local stack sets it after its modules are loaded, before it
   * seeds the demo's photos.
   */
  get localBlobDir(): string | null {
    return process.env.CHECKFROTA_BLOB_DIR || null;
  },
  /** The local build's module of routes only the local stack serves (dev/local-routes.ts); unset in production. */
  localRoutesModule: process.env.CHECKFROTA_LOCAL_ROUTES || null,
  /** Signs the e-mails' unsubscribe links (Secret Manager `CHECKFROTA_LINK_SECRET`); read when asked. */
  get linkSecret(): string | null {
    return process.env.CHECKFROTA_LINK_SECRET || null;
  },
  /**
   * SMTP for e-mail (Secret Manager `CHECKFROTA_SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`)
   * and the sender; unset: no e-mail is sent.
   */
  get smtp(): { url: string; from: string } | null {
    const url = process.env.CHECKFROTA_SMTP_URL;
    return url ? { url, from: process.env.CHECKFROTA_MAIL_FROM || 'CheckFrota <alertas@checkfrota.com.br>' } : null;
  },
  /** WhatsApp Cloud API (Secret Manager `CHECKFROTA_WHATSAPP_TOKEN`); unset: no WhatsApp is sent. */
  get whatsapp(): { baseUrl: string; phoneNumberId: string; accessToken: string } | null {
    const accessToken = process.env.CHECKFROTA_WHATSAPP_TOKEN;
    const phoneNumberId = process.env.CHECKFROTA_WHATSAPP_PHONE_NUMBER_ID;
    if (!accessToken || !phoneNumberId) return null;
    return {
      baseUrl: process.env.CHECKFROTA_WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0',
      phoneNumberId,
      accessToken,
    };
  },
  /** The web app's origin the vehicles' QR labels link to (production); unset: the request's own origin. */
  appOrigin: process.env.CHECKFROTA_APP_ORIGIN?.replace(/\/+$/, '') || null,
  /**
   * The local stack's flag that lets webhooks reach http and private addresses (its receiver on
   * localhost); unset in production, where only https to public addresses goes out. Read when asked.
   */
  get webhooksAllowLocal(): boolean {
    return process.env.CHECKFROTA_WEBHOOKS_ALLOW_LOCAL === '1';
  },
};

/**
 * Every variable that points the code at an emulator or a local stand-in. With any of them a
 * function would accept unsigned tokens (Auth emulator, research/reliability.md T5), read or write
 * data outside the project, or keep photos on its own disk.
 */
export const EMULATOR_VARIABLES = [
  'FUNCTIONS_EMULATOR',
  'FIREBASE_EMULATOR_HUB',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'PUBSUB_EMULATOR_HOST',
  'CLOUD_TASKS_EMULATOR_HOST',
  'CHECKFROTA_BLOB_DIR',
  'CHECKFROTA_LOCAL_ROUTES',
  'CHECKFROTA_WEBHOOKS_ALLOW_LOCAL',
] as const;

/** Every project id the environment names (firebase-tools sets these on deployed functions). */
function projectIdsOf(env: NodeJS.ProcessEnv): string[] {
  const ids = [env.GCLOUD_PROJECT, env.GOOGLE_CLOUD_PROJECT];
  try {
    ids.push((JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: string }).projectId);
  } catch {
    // Not JSON (firebase-admin also accepts a file path here): it names no project we can check.
  }
  return ids.filter((id): id is string => Boolean(id));
}

/**
 * Fails closed: an emulator variable is accepted only when the project is a `demo-` one (which
 * Firebase never resolves to real resources: the local stack, the tests). Anywhere else, a
 * deployed function or a real project, it refuses to start rather than serve without
 * authentication; `FUNCTIONS_EMULATOR` (e.g. left in functions/.env) does not turn the check off.
 */
export function assertSafeRuntime(env: NodeJS.ProcessEnv = process.env): void {
  const set = EMULATOR_VARIABLES.filter((name) => env[name]);
  if (!set.length) return;
  const projects = projectIdsOf(env);
  if (projects.length && projects.every((id) => id.startsWith('demo-'))) return;
  throw new Error(
    `${set.join(', ')} set with project ${projects.join(', ') || '(none named)'}: emulator settings are only ` +
      'allowed with a demo- project; refusing to start.',
  );
}
