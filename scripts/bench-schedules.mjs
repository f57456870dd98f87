// `npm run bench:schedules`: one run of the scheduled checklists job for 10, 1,000 and 10,000
// active schedules (`SCHEDULES=10,1000,10000`): its time, the pages it queried and the documents
// it read and wrote. Builds the functions' local code and runs functions/src/dev/bench-schedules.ts
// under production's Node, on an in-process Firestore emulator of its own (port 8183).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build:local', '-w', 'functions']);
run('node', ['scripts/functions-node.mjs', 'functions/lib-local/dev/bench-schedules.js']);
