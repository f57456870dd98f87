import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_LINK_KEY_ENV, localFolderBlobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { smtpEmailSender } from '../platform/mail';
import { recordingPushSender } from '../platform/messaging';
import { outboxWhatsAppSender } from '../platform/whatsapp';
import { connectAlertChannels } from '../notifications';
import { LOCAL_ALERT_ENV, localAlertChannels } from './local-alerts';
import { startMailInbox } from './mail-inbox';
import { startWebhookReceiver } from './webhook-receiver';
import { secretsOfEndpointsAt } from '../webhooks';
import { backgroundJobs } from '../features';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_SUPERADMIN, DEMO_WEBHOOK_RECEIVER } from './demo-data';
import { assertPortsFree, spawnFirebaseEmulators, startFirestoreEmulator, stopChild, waitForPort } from './emulators';
import { startEventBridge } from './event-bridge';
import { inWorkerProcess } from './trigger-worker';
import { dumpFirestore, loadDump, restoreDump, saveDump } from './firestore-persistence';
import { writeLocalFirebaseConfig } from './hosting-config';
import { seedDemoData } from './seed';

/**
 * `npm start`: the whole product on this machine. The local Firestore emulator runs in this
 * process; firebase-tools runs the Auth and Hosting emulators; one plain Node process serves
 * :5000, the deployed build's `/api` and the Hosting emulator behind it (api-server.ts,
 * front-door.ts); the event bridge feeds Firestore changes to the trigger handlers. Data is kept
 * in emulator-data/ between runs.
 */

const PROJECT_ID = 'demo-checkfrota';
// `hosting` is the Hosting emulator behind the front door (firebase.json's emulators.hosting.port).
// `smtp` and `inbox`: the local mail server every e-mail goes to, and its web page (dev/mail-inbox.ts).
const PORTS = {
  frontDoor: 5000,
  hosting: 5002,
  // The `pdf` function's process: the front door sends it the paths Hosting rewrites to `pdf`.
  pdf: 5004,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  smtp: 1025,
  inbox: 1080,
  // The receiver of the demo's signed webhooks ('Receptor local', dev/webhook-receiver.ts).
  webhooks: 5006,
};
const ROOT = path.resolve(__dirname, '../../..');
// Browser journeys point this at a folder of their own, so they never touch the developer's data.
const DATA_DIR = path.resolve(process.env.CHECKFROTA_DATA_DIR ?? path.join(ROOT, 'emulator-data'));
const FIRESTORE_FILE = path.join(DATA_DIR, 'firestore.json');
const FIREBASE_EXPORT = path.join(DATA_DIR, 'firebase');
const LOG_FILE = path.join(DATA_DIR, 'emulators.log');
// FCM cannot be reached offline: pushes are written here instead (DESIGN section 2).
const PUSH_OUTBOX = path.join(DATA_DIR, 'push-outbox.jsonl');
// Meta's WhatsApp API cannot be reached offline: each request it would get is written here.
const WHATSAPP_OUTBOX = path.join(DATA_DIR, 'whatsapp-outbox.jsonl');
const MAIL_STORE = path.join(DATA_DIR, 'mail-inbox.jsonl');
// No Storage emulator runs here: photos are files in this folder (DESIGN section 2).
const BLOB_DIR = path.join(DATA_DIR, 'blobs');

const say = (line: string) => console.log(`[checkfrota] ${line}`);

/** Both halves of the saved data, or neither: a half-saved stack starts again from the demo data. */
function savedDataIsComplete(): boolean {
  return existsSync(FIRESTORE_FILE) && existsSync(path.join(FIREBASE_EXPORT, 'firebase-export-metadata.json'));
}

function clearSavedData(): void {
  if (!existsSync(DATA_DIR)) return;
  for (const entry of readdirSync(DATA_DIR)) {
    if (entry !== 'README.md') rmSync(path.join(DATA_DIR, entry), { recursive: true, force: true });
  }
}

function printBanner(seconds: number, seeded: boolean): void {
  const accounts = [
    ['Superadmin', DEMO_SUPERADMIN.email],
    ...DEMO_COMPANIES.flatMap((c) => [
      [`Admin ${c.name}`, c.admin.email],
      ...(c.otherAdmins ?? []).map(({ account, summary }) => [
        `Admin ${c.name}`,
        `${account.email}${summary === 'off' ? ' (sem resumo diário)' : ''}`,
      ]),
      ...c.users.map((u) => [`Usuário ${c.name}`, `${u.email}${u.isActive === false ? ' (inativo)' : ''}`]),
    ]),
  ];
  console.log(
    [
      '',
      `  CheckFrota está no ar em http://127.0.0.1:${PORTS.frontDoor}  (pronto em ${seconds.toFixed(1)} s)`,
      seeded
        ? '  Dados de demonstração carregados.'
        : '  Dados da última execução restaurados (npm run reset volta à demonstração).',
      '',
      `  Contas de demonstração (senha ${DEMO_PASSWORD}):`,
      ...accounts.map(([label, email]) => `    ${label!.padEnd(34)} ${email}`),
      '',
      `  E-mails e WhatsApp enviados: http://127.0.0.1:${PORTS.inbox}  (SMTP em 127.0.0.1:${PORTS.smtp})`,
      `  Webhooks recebidos (Receptor local): ${DEMO_WEBHOOK_RECEIVER}  (JSON com Accept: application/json)`,
      '',
      `  Logs dos emuladores: ${path.relative(ROOT, LOG_FILE)}`,
      '  Ctrl-C para parar (os dados são salvos em emulator-data/).',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  await assertPortsFree(PORTS);
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${PORTS.auth}`;
  // Set before the first db() call: firebase-admin reads the emulator hosts when it starts.
  // The API process inherits this, and its blob store then writes to the folder.
  process.env.CHECKFROTA_BLOB_DIR = BLOB_DIR;
  // The API serves the local stack's own routes (the spec's test helper) from this build: dev/local-routes.ts.
  process.env.CHECKFROTA_LOCAL_ROUTES = path.join(__dirname, 'local-routes.js');
  // E-mail to the local inbox, WhatsApp to its outbox file, links to :5000: this process's triggers
  // and the API process's jobs and unsubscribe links alike (dev/local-alerts.ts).
  process.env[LOCAL_ALERT_ENV.linkSecret] ??= 'checkfrota-local-links';
  process.env[LOCAL_ALERT_ENV.smtpUrl] = `smtp://127.0.0.1:${PORTS.smtp}`;
  process.env[LOCAL_ALERT_ENV.whatsappOutbox] = WHATSAPP_OUTBOX;
  process.env[LOCAL_ALERT_ENV.origin] = `http://127.0.0.1:${PORTS.frontDoor}`;
  // Webhooks may go to http on this machine: the demo's endpoint is the receiver below.
  process.env.CHECKFROTA_WEBHOOKS_ALLOW_LOCAL = '1';

  const restore = savedDataIsComplete();
  if (!restore) clearSavedData();
  mkdirSync(DATA_DIR, { recursive: true });

  const firestore = await startFirestoreEmulator(PORTS.firestore);
  if (restore) say(`Firestore: ${await restoreDump(db(), loadDump(FIRESTORE_FILE)!)} documentos restaurados`);

  const log = createWriteStream(LOG_FILE);
  // The same Node that runs the stack runs the API (process.execPath, via fork); the PDFs drawn in a
  // request (labels, the LGPD export) in a process of their own, as production's `pdf` function.
  const forkApi = (args: number[], env: NodeJS.ProcessEnv = process.env) => {
    const child = fork(path.join(__dirname, 'api-server.js'), args.map(String), {
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    return { child, ready: new Promise<void>((resolve) => child.once('message', () => resolve())) };
  };
  // One key for the local download links: the pdf process signs a report's link, the main one serves it.
  process.env[LOCAL_LINK_KEY_ENV] = randomBytes(32).toString('base64url');
  const pdf = forkApi([PORTS.pdf], { ...process.env, CHECKFROTA_API_ROUTES: 'pdf' });
  const main = forkApi([PORTS.frontDoor, PORTS.hosting, PORTS.pdf]);
  const api = main.child;
  const apiReady = Promise.all([main.ready, pdf.ready]);
  const cli = spawnFirebaseEmulators({
    cwd: ROOT,
    only: ['auth', 'hosting'],
    project: PROJECT_ID,
    // firebase.json with the Auth emulator added to the CSP's connect-src (dev/hosting-config.ts).
    args: [
      '--config',
      writeLocalFirebaseConfig(ROOT),
      ...(restore ? ['--import', FIREBASE_EXPORT] : []),
      '--export-on-exit',
      FIREBASE_EXPORT,
    ],
    stdio: 'pipe',
  });
  let ready = false;
  const readyLine = new Promise<void>((resolve) => {
    const scan = (chunk: Buffer) => {
      log.write(chunk);
      if (!ready && chunk.toString().includes('All emulators ready')) {
        ready = true;
        resolve();
      }
    };
    cli.stdout?.on('data', scan);
    cli.stderr?.on('data', scan);
  });
  const exited = new Promise<never>((_, reject) => {
    cli.once('exit', (code) => reject(new Error(`firebase emulators exited (code ${code}); see ${LOG_FILE}`)));
    api.once('exit', (code) => reject(new Error(`the API process exited (code ${code}); see ${LOG_FILE}`)));
    pdf.child.once('exit', (code) => reject(new Error(`the PDF process exited (code ${code}); see ${LOG_FILE}`)));
  });
  await Promise.race([Promise.all([readyLine, apiReady]), exited]);
  await waitForPort(PORTS.hosting, 30_000);

  const inbox = await startMailInbox({
    smtpPort: PORTS.smtp,
    webPort: PORTS.inbox,
    store: MAIL_STORE,
    whatsappOutbox: WHATSAPP_OUTBOX,
  });
  // It checks each request with the secrets of the endpoints that point to it (the demo's, and any an admin adds).
  const webhookReceiver = await startWebhookReceiver({
    port: PORTS.webhooks,
    secrets: () => secretsOfEndpointsAt(DEMO_WEBHOOK_RECEIVER),
  });
  connectAlertChannels(localAlertChannels({ smtpEmailSender, outboxWhatsAppSender }));
  const push = recordingPushSender({ outbox: PUSH_OUTBOX });
  const jobs = backgroundJobs({
    push,
    blobs: localFolderBlobStore(BLOB_DIR),
  });
  const triggers = jobs.triggers.map((trigger) => (trigger.sizing ? inWorkerProcess(trigger) : trigger));
  const bridge = startEventBridge(db(), triggers, (trigger, error) =>
    console.error(`[checkfrota] gatilho ${trigger} falhou:`, error),
  );
  await bridge.ready;
  if (!restore) {
    say('Carregando dados de demonstração...');
    const seeding = Date.now();
    // After the bridge: the demo assignments notify their users and count, as in production.
    await seedDemoData((line) => say(`  ${line}`), push);
    say(`Dados de demonstração carregados em ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  }
  // Each schedule runs once at start (a stack started after a pause catches up) and then on its timer.
  const timers = jobs.schedules.map((job) => {
    const run = () =>
      job.run(new Date()).catch((error) => console.error(`[checkfrota] agendamento ${job.name} falhou:`, error));
    void run();
    return setInterval(run, job.intervalMs);
  });
  printBanner((Date.now() - started) / 1000, !restore);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('Parando: salvando os dados...');
    for (const timer of timers) clearInterval(timer);
    bridge.stop();
    saveDump(FIRESTORE_FILE, dumpFirestore(firestore, PROJECT_ID));
    await Promise.all([stopChild(api, 10_000), stopChild(pdf.child, 10_000), stopChild(cli, 30_000)]);
    firestore.stop();
    await inbox.stop();
    await webhookReceiver.stop();
    log.end();
    say('Parado.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  exited.catch((error) => {
    if (!stopping) {
      console.error(`[checkfrota] ${error.message}`);
      void stop();
    }
  });
}

if (process.argv.includes('--reset')) {
  clearSavedData();
  say('Dados locais apagados: o próximo npm start carrega os dados de demonstração.');
} else {
  main().catch((error) => {
    console.error(`[checkfrota] não foi possível iniciar: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
