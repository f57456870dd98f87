import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
    run('npm', ['ci']);
  }
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
