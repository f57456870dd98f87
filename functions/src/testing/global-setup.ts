import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  assertPortsFree,
  spawnFirebaseEmulators,
  startFirestoreEmulator,
  stopChild,
  waitForPort,
} from '../dev/emulators';
import { TEST_AUTH_PORT, TEST_FIRESTORE_PORT, TEST_PROJECT_ID } from './test-env';

/**
 * Starts the emulators the API tests run against: the local Firestore emulator in this process
 * and the Auth emulator of firebase-tools, on ports apart from `npm start`'s so both can run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await assertPortsFree({ firestore: TEST_FIRESTORE_PORT, auth: TEST_AUTH_PORT, hub: 4410, logging: 4510 });
  const firestore = await startFirestoreEmulator(TEST_FIRESTORE_PORT);
  // The blob store's local folder (no Storage emulator here); the test workers inherit it.
  const blobs = mkdtempSync(path.join(tmpdir(), 'checkfrota-blobs-'));
  process.env.CHECKFROTA_BLOB_DIR = blobs;

  const dir = mkdtempSync(path.join(tmpdir(), 'checkfrota-auth-'));
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: TEST_AUTH_PORT },
        hub: { host: '127.0.0.1', port: 4410 },
        logging: { host: '127.0.0.1', port: 4510 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const cli = spawnFirebaseEmulators({ cwd: dir, only: ['auth'], project: TEST_PROJECT_ID, stdio: 'ignore' });
  // A setup that gives up must not leave the emulators holding the ports for the next run.
  await waitForPort(TEST_AUTH_PORT, 60_000, () => cli.exitCode === null).catch(async (error: unknown) => {
    await stopChild(cli);
    firestore.stop();
    throw error;
  });

  return async () => {
    await stopChild(cli);
    firestore.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(blobs, { recursive: true, force: true });
  };
}
