// The web build against what Hosting enforces; exits non-zero on a violation.
// - Always: every inline <style> and <script> of web/dist/index.html is allowed by its sha256 in
//   firebase.json's Content-Security-Policy (the CSP refuses any other inline code). Run by
//   `npm test` after `npm run build`, which builds for the emulators.
// - Always: React DOM renders the app and no file carries Preact (an alias of react to
//   preact/compat, or a library bundling it), as docs/decisions/react-dom-not-preact.md decides;
//   nor React Router's development build.
// - With `production` (the Hosting predeploy, after `npm run build:production -w web`): no file of
//   web/dist names the Auth emulator, so no user's password can be sent to 127.0.0.1.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const DIST = path.join(ROOT, 'web/dist');
const production = process.argv.includes('production');
const problems = [];

const index = path.join(DIST, 'index.html');
if (!existsSync(index)) {
  console.error('[checkfrota] web/dist/index.html não existe: rode o build do app web antes desta verificação.');
  process.exit(1);
}

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
const policy = firebaseJson.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key.toLowerCase() === 'content-security-policy')?.value;
if (!policy) problems.push('firebase.json não declara Content-Security-Policy para o Hosting');
const sourcesOf = (directive) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

const html = readFileSync(index, 'utf8');
for (const [tag, directive] of [
  ['style', 'style-src'],
  ['script', 'script-src'],
]) {
  for (const match of html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))) {
    if (/\ssrc=/.test(match[1] ?? '')) continue;
    const hash = `'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`;
    if (!sourcesOf(directive).includes(hash)) {
      problems.push(
        `um <${tag}> embutido em web/dist/index.html não está no ${directive} do firebase.json: adicione ${hash} (e remova o hash antigo)`,
      );
    }
  }
}

// Strings each build of Preact carries and React's never does: its vnode marker (Preact 11), the
// module name preact/compat imports its hooks by, and its DevTools hook.
const PREACT_MARKERS = [/Symbol\.for\(["'`]pv["'`]\)/, /["'`]preact\/hooks["'`]/, /__PREACT_DEVTOOLS__/];
// A warning only React Router's development build carries (vite.config.ts takes its production build).
const ROUTER_DEVELOPMENT_MARKER = 'Matched leaf route at location';
// What React DOM tells React DevTools it is.
const REACT_DOM_MARKER = /rendererPackageName:\s*["'`]react-dom["'`]/;
const scripts = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
let reactDom = false;
for (const file of scripts) {
  const code = readFileSync(file, 'utf8');
  reactDom ||= REACT_DOM_MARKER.test(code);
  if (PREACT_MARKERS.some((marker) => marker.test(code)))
    problems.push(
      `${path.relative(ROOT, file)} contém código do Preact, e o app renderiza com react-dom (docs/decisions/react-dom-not-preact.md)`,
    );
  if (code.includes(ROUTER_DEVELOPMENT_MARKER))
    problems.push(
      `${path.relative(ROOT, file)} traz o build de desenvolvimento do React Router (avisos de desenvolvimento)`,
    );
}
if (!reactDom) problems.push('nenhum arquivo de web/dist traz o react-dom, que renderiza o app');

if (production) {
  const emulator = `${firebaseJson.emulators.auth.host}:${firebaseJson.emulators.auth.port}`;
  for (const entry of readdirSync(DIST, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (readFileSync(file, 'latin1').includes(emulator))
      problems.push(`${path.relative(ROOT, file)} aponta para o emulador de Auth (${emulator})`);
  }
}

if (problems.length) {
  console.error(
    ['[checkfrota] O build web (web/dist) não está pronto para o Hosting:', ...problems.map((p) => `  - ${p}`)].join(
      '\n',
    ),
  );
  process.exit(1);
}
console.log(
  `[checkfrota] Build web verificado${production ? ' (produção: sem endereço de emulador)' : ''}: o index.html só embute o que a CSP permite, e o app renderiza com react-dom, sem Preact, e o React Router é o de produção.`,
);
