import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_SUPERADMIN_EMAIL, passSuperadminSecondFactor } from './demo-second-factor.mjs';
import { functionsNodePath } from './functions-node.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root; stops this script when it fails. */
export function run(command, args, { exitWith = false, env } = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (exitWith) process.exit(result.status ?? 1);
  if (result.status !== 0) {
    console.error(`[checkfrota] falhou: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

// Optional, for firebase.json rules written as regular expressions (ours are globs): with no
// prebuilt binary reachable offline, its install script compiles RE2 from C++ source, which took
// most of a first `npm ci` here. superstatic (the Hosting emulator) runs without it.
const SKIPPED_INSTALL_SCRIPTS = new Set(['re2']);

/**
 * A fresh clone has no node_modules: install exactly what the lockfile says, then run the install
 * scripts of every package that has one but those skipped above.
 */
export function ensureInstalled() {
  if (!existsSync(path.join(ROOT, 'node_modules', '.package-lock.json'))) {
    console.log('[checkfrota] Instalando dependências (npm ci)...');
    run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const withScripts = Object.entries(lock.packages)
      .filter(([location, entry]) => entry.hasInstallScript && location.includes('node_modules/'))
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => !SKIPPED_INSTALL_SCRIPTS.has(name));
    if (withScripts.length) run('npm', ['rebuild', '--no-audit', '--no-fund', ...new Set(withScripts)]);
  }
}

const BENCH_TOOLS = path.join(ROOT, '.bench-tools');

/**
 * A package only a bench uses (Lighthouse), installed at its pinned version into .bench-tools/
 * (ignored by git) the first time that bench runs, so `npm ci` and a first `npm start` skip it.
 * Returns an import() of its modules.
 */
export function benchTool(name, version) {
  const installedVersion = () => {
    try {
      return createRequire(path.join(BENCH_TOOLS, 'package.json'))(`${name}/package.json`).version;
    } catch {
      return null;
    }
  };
  if (installedVersion() !== version) {
    console.log(`[checkfrota] Instalando ${name}@${version} em .bench-tools/ (só os benchmarks o usam)...`);
    mkdirSync(BENCH_TOOLS, { recursive: true });
    const manifest = path.join(BENCH_TOOLS, 'package.json');
    if (!existsSync(manifest)) writeFileSync(manifest, '{ "private": true }\n');
    run('npm', ['install', '--prefix', BENCH_TOOLS, '--save-exact', '--no-audit', '--no-fund', `${name}@${version}`]);
  }
  const require = createRequire(path.join(BENCH_TOOLS, 'package.json'));
  return (specifier = name) => import(pathToFileURL(require.resolve(specifier)).href);
}

/** An ID token for a demo account (or one a bench made, with its password), from the Auth emulator of a running `npm start` (the benches). */
export async function demoIdToken(authUrl, email, password = 'checkfrota123') {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(`não foi possível entrar como ${email}: está o npm start no ar?`);
  return body.idToken;
}

/** An ID token of the demo superadmin whose sign-in passed the second factor. */
export async function demoSuperadminToken(base, authUrl) {
  const idToken = await demoIdToken(authUrl, DEMO_SUPERADMIN_EMAIL);
  await passSuperadminSecondFactor(base, idToken);
  return idToken;
}

const BENCH_PASSWORD = 'checkfrota-bench-2026';

/**
 * An ID token of an admin the superadmin just added: at their first sign-in they set their own
 * password (here the one typed again) before any other call, then sign in with it.
 */
export async function firstAdminToken(base, authUrl, email, password) {
  await benchApi(base)('POST', '/me/password', await demoIdToken(authUrl, email, password), { password });
  return demoIdToken(authUrl, email, password);
}

/**
 * `count` pairs of throwaway accounts in a company, made through the API: an admin (by the
 * superadmin) and a field user (by that admin), each signed in. The benches spread their clients
 * over them, so no account passes its own limits (300 reads a minute each). `label` keeps the
 * e-mails of one run apart.
 */
export async function throwawayAccounts(base, authUrl, { superadmin, companyId, count, label }) {
  const api = benchApi(base);
  const stamp = `${Date.now().toString(36)}-${label}`;
  const make = async (n) => {
    const adminEmail = `bench-admin-${stamp}-${n}@checkfrota.dev`;
    const admin = await api('POST', `/companies/${companyId}/admins`, superadmin, {
      name: `Admin do bench ${n}`,
      email: adminEmail,
      password: BENCH_PASSWORD,
    });
    const adminToken = await firstAdminToken(base, authUrl, adminEmail, BENCH_PASSWORD);
    const fieldEmail = `bench-campo-${stamp}-${n}@checkfrota.dev`;
    const field = await api('POST', '/users', adminToken, {
      name: `Motorista do bench ${n}`,
      email: fieldEmail,
      password: BENCH_PASSWORD,
      phone: '(11) 97777-0000',
      isActive: true,
    });
    return {
      admin: { uid: admin.id, token: adminToken },
      field: { uid: field.id, token: await demoIdToken(authUrl, fieldEmail, BENCH_PASSWORD) },
    };
  };
  const accounts = [];
  // A few at a time: each is a handful of Auth and Firestore writes.
  for (let n = 0; n < count; n += 5) {
    accounts.push(...(await Promise.all(Array.from({ length: Math.min(5, count - n) }, (_, i) => make(n + i)))));
  }
  return accounts;
}

/** Removes what throwawayAccounts made: each field user by its admin, then the admins by the superadmin. */
export async function removeThrowawayAccounts(base, { superadmin, companyId, accounts }) {
  const api = benchApi(base);
  for (let n = 0; n < accounts.length; n += 5) {
    await Promise.all(
      accounts.slice(n, n + 5).map(async ({ admin, field }) => {
        await api('DELETE', `/users/${field.uid}`, admin.token);
        await api('DELETE', `/companies/${companyId}/admins/${admin.uid}`, superadmin);
      }),
    );
  }
}

/** The API of a running `npm start` as the benches call it: bearer token in, the envelope's data out. */
export function benchApi(base) {
  return async function api(method, apiPath, token, body) {
    const res = await fetch(`${base}/api${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!json.success) throw new Error(`${method} ${apiPath}: ${json.error?.message}`);
    return json.data;
  };
}

/**
 * The local stack (functions/lib-local, built) on a fresh data folder, for a bench that needs one
 * of its own: `ready` resolves with its URL once it serves; `stop` kills it and drops the folder.
 * With `log`, a file, the stack's output is written there.
 */
export function startLocalStack(name, { log } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `checkfrota-${name}-`));
  const child = spawn(functionsNodePath(), [path.join(ROOT, 'functions/lib-local/dev/local-stack.js')], {
    cwd: ROOT,
    env: { ...process.env, CHECKFROTA_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const ready = new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`a pilha não subiu em 150 s:\n${output}`)), 150_000);
    const scan = (chunk) => {
      output += chunk;
      const url = /está no ar em (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout.on('data', scan);
    child.stderr.on('data', scan);
    if (log) {
      const file = createWriteStream(log);
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    }
    child.once('exit', (code) => reject(new Error(`a pilha terminou (código ${code}):\n${output}`)));
  });
  return { ready, stop };
}
