// `npm run bench:api` (with `npm start` running): 50 field and office clients hit the API at
// once for 30 s, each sending its next request as soon as the last one answers. Prints
// requests/s, latency percentiles, errors, and the stack's process count and memory (sampled
// every second). Issue 7 asks for 0 errors, p95 ≤ 1 s and the stack under 2 GB throughout.
// Cleans up what it assigned.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { demoIdToken } from './lib.mjs';

const BASE = process.env.CHECKFROTA_URL ?? 'http://127.0.0.1:5000';
const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DURATION_MS = Number(process.env.DURATION_S ?? 30) * 1000;
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? 10) * 1000;
// A stack without a worker bound can take the machine down: the run stops before that.
const MEMORY_LIMIT_MB = Number(process.env.MEMORY_LIMIT_MB ?? 10_000);
// The local Firestore emulator runs inside the stack's own process (local-stack.ts).
const FIRESTORE_PORT = Number(process.env.CHECKFROTA_FIRESTORE_PORT ?? 8080);
const FIELD_USERS = [
  { uid: 'alfa-joao', email: 'joao@alfa.dev' },
  { uid: 'alfa-maria', email: 'maria@alfa.dev' },
];

// Only loopback: the bench never sends load anywhere else.
for (const url of [BASE, AUTH]) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) {
    console.error(`bench:api só roda contra a pilha local (127.0.0.1), não ${url}`);
    process.exit(2);
  }
}

// The whole run ends by itself even if the stack stops answering.
setTimeout(() => {
  console.error('bench:api: tempo esgotado, encerrando');
  process.exit(1);
}, DURATION_MS + TIMEOUT_MS * 4 + 120_000).unref();

const idToken = (email) => demoIdToken(AUTH, email);

async function call(method, path, token, body) {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, data: json?.data };
}

// --- the stack's processes, read from /proc -------------------------------------------------

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // the process has just exited
  }
}

function listeningInodes(port) {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set();
  for (const table of ['tcp', 'tcp6']) {
    const lines = (readProc('net', table) ?? '').trim().split('\n').slice(1);
    for (const fields of lines.map((line) => line.trim().split(/\s+/))) {
      if (fields[1].endsWith(hex) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
const parentOf = (pid) => Number(/\)\s+\S+\s+(\d+)/.exec(readProc(pid, 'stat') ?? '')?.[1] ?? 0);
const argvOf = (pid) => (readProc(pid, 'cmdline') ?? '').split('\0').join(' ');

/** The stack's top process: the one serving Firestore, and above it the `npm start` that launched it. */
function findStackRoot() {
  const inodes = listeningInodes(FIRESTORE_PORT);
  const owner = pids().find((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
      });
    } catch {
      return false;
    }
  });
  if (!owner) throw new Error(`nenhum processo escuta a porta ${FIRESTORE_PORT}: está o npm start no ar?`);
  let root = owner;
  for (let up = parentOf(root); up > 1 && /scripts\/start\.mjs|npm start|npm-cli\.js start/.test(argvOf(up)); up = parentOf(up)) {
    root = up;
  }
  return root;
}

/** Process count and summed resident memory of the tree under root. */
function sampleTree(root) {
  const children = new Map();
  for (const pid of pids()) {
    const parent = parentOf(pid);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  let processes = 0;
  let rssKb = 0;
  for (const queue = [root]; queue.length; ) {
    const pid = queue.pop();
    const rss = /VmRSS:\s+(\d+)/.exec(readProc(pid, 'status') ?? '')?.[1];
    if (rss === undefined) continue;
    processes += 1;
    rssKb += Number(rss);
    queue.push(...(children.get(pid) ?? []));
  }
  return { processes, rssMb: rssKb / 1024 };
}

// --- the run --------------------------------------------------------------------------------

const root = findStackRoot();
const [admin, ...fieldTokens] = await Promise.all([idToken('admin@alfa.dev'), ...FIELD_USERS.map((u) => idToken(u.email))]);
const templates = await call('GET', '/templates?pageSize=100', admin);
const template = templates.data?.items.find((t) => t.isActive);
if (!template) throw new Error('nenhum modelo ativo em alfa: rode npm run reset e npm start');

const pick = (list) => list[Math.floor(Math.random() * list.length)];
// Most traffic is reading: admins browse their lists, field users poll their notifications.
const MIX = [
  { weight: 20, name: 'GET /templates', send: () => call('GET', '/templates?page=1&pageSize=20', admin) },
  { weight: 15, name: 'GET /users', send: () => call('GET', '/users?page=1&pageSize=20', admin) },
  { weight: 15, name: 'GET /users/stats', send: () => call('GET', '/users/stats', admin) },
  { weight: 45, name: 'GET /notifications', send: () => call('GET', '/notifications?pageSize=20', pick(fieldTokens)) },
  { weight: 5, name: 'POST /checklists/assign', send: assign },
];
const TOTAL_WEIGHT = MIX.reduce((sum, kind) => sum + kind.weight, 0);
const assigned = [];

async function assign() {
  const user = pick(FIELD_USERS);
  const result = await call('POST', '/checklists/assign', admin, {
    templateId: template.id,
    dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    userIds: [user.uid],
  });
  for (const id of result.data?.ids ?? []) assigned.push({ uid: user.uid, id });
  return result;
}

function nextKind() {
  let n = Math.random() * TOTAL_WEIGHT;
  for (const kind of MIX) if ((n -= kind.weight) < 0) return kind;
  return MIX[MIX.length - 1];
}

const latencies = [];
const errors = new Map();
const perKind = new Map(MIX.map((kind) => [kind.name, []]));
const countError = (reason) => errors.set(reason, (errors.get(reason) ?? 0) + 1);

const baseline = sampleTree(root);
let peak = baseline;
let stopReason = null;
const sampler = setInterval(() => {
  const sample = sampleTree(root);
  peak = { processes: Math.max(peak.processes, sample.processes), rssMb: Math.max(peak.rssMb, sample.rssMb) };
  if (sample.rssMb > MEMORY_LIMIT_MB) stopReason = `memória da pilha passou de ${MEMORY_LIMIT_MB} MB`;
}, 1000);

console.log(`bench:api: ${CLIENTS} clientes por ${DURATION_MS / 1000} s contra ${BASE}/api (pilha: pid ${root}, ${baseline.processes} processos, ${baseline.rssMb.toFixed(0)} MB)`);
const started = performance.now();
const deadline = started + DURATION_MS;

async function client() {
  while (performance.now() < deadline && !stopReason) {
    const kind = nextKind();
    const sent = performance.now();
    try {
      const { status } = await kind.send();
      if (status < 200 || status > 299) countError(`${kind.name} → HTTP ${status}`);
    } catch (error) {
      countError(`${kind.name} → ${error.name === 'TimeoutError' ? `sem resposta em ${TIMEOUT_MS / 1000} s` : error.message}`);
    }
    const latency = performance.now() - sent;
    latencies.push(latency);
    perKind.get(kind.name).push(latency);
  }
}

await Promise.all(Array.from({ length: CLIENTS }, client));
const elapsedS = (performance.now() - started) / 1000;
clearInterval(sampler);
const last = sampleTree(root);
peak = { processes: Math.max(peak.processes, last.processes), rssMb: Math.max(peak.rssMb, last.rssMb) };

// Outside the measured window: remove what the run assigned, a few at a time.
const cleanup = [...assigned];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let next = cleanup.pop(); next; next = cleanup.pop()) {
      await call('DELETE', `/users/${next.uid}/checklists/${next.id}`, admin).catch(() => {});
    }
  }),
);

const at = (list, q) => (list.length ? list[Math.min(list.length - 1, Math.floor(q * list.length))].toFixed(0) : '-');
for (const list of [latencies, ...perKind.values()]) list.sort((a, b) => a - b);
const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
console.log(
  [
    stopReason ? `INTERROMPIDO: ${stopReason}` : null,
    `requisições: ${latencies.length} em ${elapsedS.toFixed(1)} s = ${(latencies.length / elapsedS).toFixed(1)} req/s`,
    `latência: p50 ${at(latencies, 0.5)} ms, p95 ${at(latencies, 0.95)} ms, p99 ${at(latencies, 0.99)} ms, máx ${at(latencies, 1)} ms`,
    ...[...perKind].map(([name, list]) => `  ${name.padEnd(24)} ${String(list.length).padStart(5)} req, p50 ${at(list, 0.5)} ms, p95 ${at(list, 0.95)} ms`),
    `erros: ${errorCount}${errorCount ? ` (${((100 * errorCount) / latencies.length).toFixed(1)} %)` : ''}`,
    ...[...errors].map(([reason, n]) => `  ${n} × ${reason}`),
    `pilha: até ${peak.processes} processos, até ${peak.rssMb.toFixed(0)} MB de RSS somada (antes: ${baseline.processes} processos, ${baseline.rssMb.toFixed(0)} MB)`,
    `meta: 0 erros, p95 ≤ 1000 ms, pilha < 2048 MB`,
  ]
    .filter((line) => line !== null)
    .join('\n'),
);
process.exit(stopReason ? 1 : 0);
