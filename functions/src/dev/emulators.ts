import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { answerCollectionIds } from './firestore-collection-ids';
import { addDocumentsInPlace } from './firestore-documents';
import { listenToChangesOnly } from './firestore-listen';
import { indexQueries } from './firestore-query';

// Loaded with require: the package's ESM build cannot resolve its own imports (DESIGN section 2).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FirestoreServer } = require('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
export type LocalFirestore = InstanceType<typeof FirestoreServer>;

/** Starts the in-process Firestore emulator (gRPC) on the given port. */
export async function startFirestoreEmulator(port: number): Promise<LocalFirestore> {
  addDocumentsInPlace();
  const server = new FirestoreServer();
  listenToChangesOnly(server.state);
  indexQueries(server.state);
  answerCollectionIds(server);
  await server.start(port);
  return server;
}

export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port: number, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortOpen(port)) return;
    if (!isAlive()) throw new Error(`the process that should listen on port ${port} has exited`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

/** Fails early, with the reason, when another process already holds a port we need. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (await isPortOpen(port)) taken.push(`${name} (${port})`);
  if (taken.length) {
    throw new Error(`ports already in use: ${taken.join(', ')}. Is another CheckFrota stack running?`);
  }
}

export interface FirebaseCliOptions {
  /** Folder holding the firebase.json to use. */
  cwd: string;
  only: string[];
  project: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** Where the CLI's output goes; by default it is inherited. */
  stdio?: 'inherit' | 'pipe' | 'ignore';
}

/** Runs `firebase emulators:start` from the project's own firebase-tools. */
export function spawnFirebaseEmulators(options: FirebaseCliOptions): ChildProcess {
  const cli = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
  return spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', options.only.join(','), '--project', options.project, ...(options.args ?? [])],
    {
      cwd: options.cwd,
      // CI=true keeps the CLI from prompting or fetching its message of the day.
      env: { ...process.env, CI: 'true', ...options.env },
      stdio: options.stdio ?? 'inherit',
    },
  );
}

/** Stops a child with SIGINT (the CLI exports data on it) and waits for it to exit. */
export function stopChild(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}
