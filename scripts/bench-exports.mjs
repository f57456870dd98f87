// `npm run bench:exports`: 100,000 answers (ANSWERS) exported as XLSX and as CSV, as the background
// job builds them. Builds the functions' local code and runs functions/src/dev/bench-exports.ts
// under production's Node: one process holds an in-process Firestore emulator (port 8184) seeded
// straight with the answers, and each export runs in a fresh process of its own, whose rows,
// seconds, file size and peak RSS and heap are printed beside the bound docs/exports.md states.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The bound docs/exports.md states for the process that builds the file: half the builder's 1 GiB. */
const PEAK_RSS_BOUND_MB = 512;
const SCRIPT = 'functions/lib-local/dev/bench-exports.js';
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);

const built = spawnSync('npm', ['run', 'build:local', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const seeder = spawn('node', ['scripts/functions-node.mjs', SCRIPT, 'seed'], {
  cwd: ROOT,
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const seeded = new Promise((resolve, reject) => {
  seeder.stdout.on('data', (chunk) => {
    const text = String(chunk);
    process.stdout.write(text);
    if (text.includes('seeded')) resolve();
  });
  seeder.once('exit', (code) => reject(new Error(`the seeding process ended (${code})`)));
});

let failed = false;
try {
  await seeded;
  console.log(
    `formato | linhas | segundos | arquivo (MB) | RSS inicial (MB) | pico RSS (MB) | pico heap (MB) | limite ${PEAK_RSS_BOUND_MB} MB`,
  );
  for (const format of ['xlsx', 'csv']) {
    const run = spawnSync('node', ['scripts/functions-node.mjs', SCRIPT, 'build', format], {
      cwd: ROOT,
      env: process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !line.startsWith('{')) throw new Error(`build ${format} failed: ${run.stdout}`);
    const r = JSON.parse(line);
    const held = r.peakRss <= PEAK_RSS_BOUND_MB * 1024 * 1024;
    if (!held) failed = true;
    console.log(
      [
        format,
        r.rows,
        r.seconds.toFixed(1),
        (r.bytes / 1024 / 1024).toFixed(1),
        mb(r.baselineRss),
        mb(r.peakRss),
        mb(r.peakHeap),
        held ? 'dentro' : 'EXCEDIDO',
      ].join(' | '),
    );
  }
} finally {
  seeder.kill('SIGTERM');
}
process.exitCode = failed ? 1 : 0;
