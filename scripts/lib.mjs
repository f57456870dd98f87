import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

/** A fresh clone has no node_modules: install exactly what the lockfile says. */
export function ensureInstalled() {
  if (!existsSync(path.join(ROOT, 'node_modules', '.package-lock.json'))) {
    console.log('[checkfrota] Instalando dependências (npm ci)...');
    run('npm', ['ci', '--no-audit', '--no-fund']);
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

/** An ID token for a demo account, from the Auth emulator of a running `npm start` (the benches). */
export async function demoIdToken(authUrl, email) {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'checkfrota123', returnSecureToken: true }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(`não foi possível entrar como ${email}: está o npm start no ar?`);
  return body.idToken;
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
