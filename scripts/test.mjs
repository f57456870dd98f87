// `npm test`: every check and test of the product; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ROOT, run } from './lib.mjs';

ensureInstalled();
const started = Date.now();
run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'build']);
run(process.execPath, ['scripts/check-deployed-build.mjs']);
run(process.execPath, ['scripts/check-web-build.mjs']);

const reports = mkdtempSync(path.join(tmpdir(), 'checkfrota-tests-'));
const suites = [
  ['API e domínio (functions)', 'functions', 'test'],
  ['Componentes (web)', 'web', 'test'],
  ['Jornadas no navegador (web/e2e)', 'web', 'e2e'],
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// Named again at the end, because CI keeps only the tail of what the suites print.
const failedTests = [];
for (const [label, workspace, script] of suites) {
  console.log(`\n[checkfrota] ${label}`);
  const report = path.join(reports, `${workspace}-${script}.json`);
  const result = spawnSync(
    'npm',
    ['run', script, '-w', workspace, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  passed += counts?.numPassedTests ?? 0;
  failed += counts?.numFailedTests ?? 0;
  skipped += (counts?.numPendingTests ?? 0) + (counts?.numTodoTests ?? 0);
  if (result.status !== 0 || !counts || counts.numFailedTests > 0) failures.push(label);
  for (const file of counts?.testResults ?? []) {
    if (file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed')) {
      failedTests.push(`${path.relative(ROOT, file.name)}: ${String(file.message).slice(0, 400)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' ').slice(0, 400);
      failedTests.push(`${path.relative(ROOT, file.name)}: ${test.fullName}\n      ${why}`);
    }
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n[checkfrota] ${failures.length ? `falhou: ${failures.join('; ')}` : 'tudo verde'} (${minutes} min)`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
