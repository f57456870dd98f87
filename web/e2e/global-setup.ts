import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { functionsNodePath } from '../../scripts/functions-node.mjs';
import { ARTIFACTS_DIR, CHROMIUM_PATH, ROOT } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const STACK_ENTRY = path.join(ROOT, 'functions/lib-local/dev/local-stack.js');
const WEB_BUILD = path.join(ROOT, 'web/dist/index.html');
const READY_PATTERN = /está no ar em (http:\/\/\S+)/;
const READY_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;

function assertPrerequisites(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}. Instale com: sudo apt-get install -y chromium`);
  }
  const missing = [STACK_ENTRY, WEB_BUILD].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `Build não encontrado (${missing.map((file) => path.relative(ROOT, file)).join(', ')}). ` +
        'Rode `npm run build` na raiz do repositório antes das jornadas.',
    );
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** The stack runs in its own process group, so every emulator it spawned can be killed with it. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group is already gone.
  }
}

/** Resolves when the child exits, or after timeoutMs at the latest. */
function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Starts the product as `npm start` runs it, in a throw-away data folder (so every run begins
 * from the demo data and the developer's emulator-data/ is never touched), and stops it after.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertPrerequisites();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'checkfrota-e2e-'));
  const log = createWriteStream(path.join(ARTIFACTS_DIR, 'stack.log'));

  // On production's Node major, as `npm start` runs it (the journeys themselves may keep the host's).
  const stack = spawn(functionsNodePath(), [STACK_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, CHECKFROTA_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Kills the whole group, so nothing the stack spawned outlives it, and drops its data.
  const discard = () => {
    killGroup(stack, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Vitest skips the teardown when it is interrupted (Ctrl-C): never leave emulators holding the ports.
  process.once('exit', discard);
  const cleanUp = () => {
    process.off('exit', discard);
    discard();
    log.end();
  };

  let output = '';
  let ready = false;
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`A pilha local não ficou pronta em ${READY_TIMEOUT_MS / 1000} s. Saída:\n${output}`));
    }, READY_TIMEOUT_MS);
    const scan = (chunk: Buffer) => {
      log.write(chunk);
      if (ready) return;
      output += chunk.toString();
      const url = READY_PATTERN.exec(output)?.[1];
      if (url) {
        ready = true;
        clearTimeout(timer);
        resolve(url);
      }
    };
    // Both pipes are read for the whole run: a full pipe would block the stack.
    stack.stdout.on('data', scan);
    stack.stderr.on('data', scan);
    stack.once('exit', (code) => {
      clearTimeout(timer);
      const portsTaken = /ports already in use[^\n]*/.exec(output);
      reject(
        new Error(
          portsTaken
            ? `A pilha local não subiu: ${portsTaken[0]} Pare a outra pilha (npm start) e rode de novo.`
            : `A pilha local terminou (código ${code}) antes de ficar pronta. Saída:\n${output}`,
        ),
      );
    });
  });

  let baseUrl: string;
  try {
    baseUrl = await started;
  } catch (error) {
    cleanUp();
    throw error;
  }

  project.provide('baseUrl', baseUrl);

  return async () => {
    // SIGINT is the stack's own Ctrl-C: it stops the emulators in order. SIGKILL only if it hangs.
    if (isRunning(stack)) {
      stack.kill('SIGINT');
      await waitForExit(stack, STOP_TIMEOUT_MS);
    }
    cleanUp();
  };
}
