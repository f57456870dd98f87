// `npm run bench:cold`: each deployed function's cold start. Builds functions/lib, then for every
// function functions/lib/index.js exports starts a fresh Node process of production's major (as
// a new instance does: FUNCTION_TARGET names the function) and prints
//   - load: the time to require functions/lib/index.js and the RSS after it (what every instance
//     pays before its first event), and whether pdfmake, sharp or the PDF code came with it;
//   - first use: what the function's first request or event then loads on top (the logo's
//     encoder for `pdf`, the report's code for `renderReport`, the photo encoder for `upload`),
//     with the RSS after it.
// No stack is needed; nothing listens on a port. `--child NAME` is the measuring process itself
// (scripts/check-deployed-build.mjs runs it to refuse a build whose light functions load more).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { functionsNodePath } from './functions-node.mjs';
import { ROOT, run } from './lib.mjs';

const SELF = fileURLToPath(import.meta.url);
const LIB = path.join(ROOT, 'functions/lib');

/** The modules only reports, labels and photos need: a function that loads one at start pays for them all. */
export const HEAVY =
  /node_modules\/(pdfmake|pdfkit|sharp|@img)\/|functions\/lib\/.*(-pdf|\/pdf|report-logo|report-photos|photo-encoder)\.js$/;

/** What a function's first request loads beyond index.js (the services' lazy imports). */
const FIRST_USE = {
  pdf: ['platform/report-logo.js'],
  renderReport: ['platform/report-logo.js', 'responses/checklist-pdf.js', 'responses/report-photos.js'],
  upload: ['images/photo-encoder.js'],
};

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const heavyLoaded = (require) =>
  [
    ...new Set(
      Object.keys(require.cache)
        .filter((file) => HEAVY.test(file))
        .map((file) => /node_modules\/([^/]+)\//.exec(file)?.[1] ?? path.relative(LIB, file)),
    ),
  ].sort();

function measure(name) {
  const require = createRequire(import.meta.url);
  const start = performance.now();
  require(path.join(LIB, 'index.js'));
  const loadMs = performance.now() - start;
  const loadRss = mb(process.memoryUsage().rss);
  const heavy = heavyLoaded(require);
  const firstStart = performance.now();
  for (const file of FIRST_USE[name] ?? []) require(path.join(LIB, file));
  const firstMs = performance.now() - firstStart;
  return { name, loadMs, loadRss, heavy, firstMs, firstRss: mb(process.memoryUsage().rss) };
}

/** One function measured in a fresh process of production's Node major. */
export function coldStart(name) {
  const child = spawnSync(functionsNodePath(), [SELF, '--child', name], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FUNCTION_TARGET: name, K_SERVICE: name.toLowerCase() },
  });
  if (child.status !== 0) throw new Error(`cold start of ${name} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

/** Every function functions/lib/index.js exports. */
export function deployedFunctions() {
  return Object.keys(createRequire(import.meta.url)(path.join(LIB, 'index.js')));
}

const childAt = process.argv.indexOf('--child');
if (childAt > 0) {
  console.log(JSON.stringify(measure(process.argv[childAt + 1])));
} else if (process.argv[1] === SELF) {
  run('npm', ['run', 'build', '-w', 'functions']);
  const names = spawnSync(
    functionsNodePath(),
    ['-e', `console.log(Object.keys(require(${JSON.stringify(path.join(LIB, 'index.js'))})).join(' '))`],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .stdout.trim()
    .split(' ');
  const rows = names.map(coldStart);
  const width = Math.max(...names.map((n) => n.length));
  console.log(
    `\nCold start per function (Node ${spawnSync(functionsNodePath(), ['-v'], { encoding: 'utf8' }).stdout.trim()}, fresh process each):\n`,
  );
  console.log(`${'function'.padEnd(width)}  load ms  RSS MB  heavy at load        first use ms  RSS MB`);
  for (const r of rows) {
    const first = FIRST_USE[r.name]
      ? `${r.firstMs.toFixed(0).padStart(12)}  ${String(r.firstRss).padStart(6)}`
      : '           -       -';
    console.log(
      `${r.name.padEnd(width)}  ${r.loadMs.toFixed(0).padStart(7)}  ${String(r.loadRss).padStart(6)}  ${(r.heavy.join(',') || 'none').padEnd(18)}  ${first}`,
    );
  }
}
