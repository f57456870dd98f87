// `npm run bench:api` (with `npm start` running): 50 field and office clients hit the API at
// once, each sending its next request as soon as the last one answers, for 30 s through the
// stack (:5000) and, in the same run, 30 s against one plain Node process serving createApp()
// from functions/lib on the same emulators and data. The two take turns in windows of
// 30 s / ROUNDS (default 3) after a short warm-up each, so a busy moment of a shared machine or
// the data the run adds weighs on both alike. Prints requests/s, latency percentiles, errors,
// memory (sampled every second) and the CPU each process spent per request (the Firestore emulator,
// the API, firebase-tools' Auth and Hosting, the plain process and this bench's own clients) for
// both, and the stack's share of the plain process's throughput. The targets: ≥ 150 req/s,
// p95 ≤ 600 ms, 0 errors and the stack within 80 % of the plain process. Each client is an admin
// and a field user of its own, made through the API at the start (the superadmin adds the admins,
// each admin its field user) and removed at the end, half in alfa and half in beta: every account
// and company stays within its limits (300 reads a minute per account, 6000 per company), as a
// real office's would. Cleans up what it assigned.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { functionsNodePath } from './functions-node.mjs';
import { demoSuperadminToken, removeThrowawayAccounts, ROOT, throwawayAccounts } from './lib.mjs';

const BASE = process.env.CHECKFROTA_URL ?? 'http://127.0.0.1:5000';
const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DURATION_MS = Number(process.env.DURATION_S ?? 30) * 1000;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WARM_UP_MS = 3000;
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? 10) * 1000;
// A stack without a worker bound can take the machine down: the run stops before that.
const MEMORY_LIMIT_MB = Number(process.env.MEMORY_LIMIT_MB ?? 10_000);
// The local Firestore emulator runs inside the stack's own process (local-stack.ts).
const FIRESTORE_PORT = Number(process.env.CHECKFROTA_FIRESTORE_PORT ?? 8080);
const PLAIN_PORT = Number(process.env.PLAIN_PORT ?? 5050);
const COMPANIES = ['alfa', 'beta'];

// Only loopback: the bench never sends load anywhere else.
for (const url of [BASE, AUTH]) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) {
    console.error(`bench:api só roda contra a pilha local (127.0.0.1), não ${url}`);
    process.exit(2);
  }
}

// The whole run ends by itself even if the stack stops answering.
setTimeout(
  () => {
    console.error('bench:api: tempo esgotado, encerrando');
    process.exit(1);
  },
  2 * DURATION_MS + ROUNDS * (2 * WARM_UP_MS + TIMEOUT_MS * 4) + 180_000,
).unref();

let target = BASE;

async function call(method, apiPath, token, body) {
  const res = await fetch(`${target}/api${apiPath}`, {
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

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
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
  for (
    let up = parentOf(root);
    up > 1 && /scripts\/start\.mjs|npm start|npm-cli\.js start/.test(argvOf(up));
    up = parentOf(up)
  ) {
    root = up;
  }
  return root;
}

/** The pids of the tree under root, root first. */
function treeOf(root) {
  const children = new Map();
  for (const pid of pids()) {
    const parent = parentOf(pid);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const tree = [];
  for (const queue = [root]; queue.length;) {
    const pid = queue.pop();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Process count and summed resident memory of the tree under root. */
function sampleTree(root) {
  let processes = 0;
  let rssKb = 0;
  for (const pid of treeOf(root)) {
    const rss = /VmRSS:\s+(\d+)/.exec(readProc(pid, 'status') ?? '')?.[1];
    if (rss === undefined) continue;
    processes += 1;
    rssKb += Number(rss);
  }
  return { processes, rssMb: rssKb / 1024 };
}

// What each process of the run is, for the CPU each one spends per request.
const ROLES = [
  [/local-stack\.js/, 'Firestore + gatilhos (executor)'],
  [/api-server\.js \d+ \d+/, 'API da pilha (:5000)'],
  [/api-server\.js/, 'processo simples'],
  [/firebase\.js emulators/, 'Auth + Hosting (firebase-tools)'],
];
const TICKS_PER_S = 100; // Linux's USER_HZ

/** CPU seconds spent so far by each role: the stack's processes, the plain process and this bench. */
function cpuByRole(pidsToRead) {
  const byRole = new Map([['este bench (clientes)', process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6]]);
  for (const pid of pidsToRead) {
    const stat = readProc(pid, 'stat');
    if (!stat) continue;
    const role = ROLES.find(([pattern]) => pattern.test(argvOf(pid)))?.[1];
    if (!role) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byRole.set(role, (byRole.get(role) ?? 0) + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S);
  }
  return byRole;
}

// --- the run --------------------------------------------------------------------------------

/** One plain Node process serving createApp() from functions/lib, on the stack's emulators. */
async function startPlainProcess() {
  const auth = new URL(AUTH);
  const child = fork(path.join(ROOT, 'functions/lib-local/dev/api-server.js'), [String(PLAIN_PORT)], {
    // On the stack's Node (production's major), so the two differ only in the path to the app.
    execPath: functionsNodePath(),
    env: {
      ...process.env,
      GCLOUD_PROJECT: 'demo-checkfrota',
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`o processo da API saiu (código ${code}); rodou npm run build?`)));
  });
  return child;
}

const root = findStackRoot();
const superadmin = await demoSuperadminToken(BASE, AUTH);
console.log(
  `bench:api: criando ${CLIENTS} administradores e ${CLIENTS} motoristas descartáveis em ${COMPANIES.join(' e ')}...`,
);
const teams = await Promise.all(
  COMPANIES.map(async (companyId, index) => {
    const count = Math.ceil((CLIENTS - index) / COMPANIES.length);
    const accounts = await throwawayAccounts(BASE, AUTH, { superadmin, companyId, count, label: `api-${companyId}` });
    const templates = await call('GET', '/templates?pageSize=100', accounts[0].admin.token);
    const template = templates.data?.items.find((t) => t.isActive);
    if (!template) throw new Error(`nenhum modelo ativo em ${companyId}: rode npm run reset e npm start`);
    return { companyId, accounts, template };
  }),
);
/** Each client's own admin and field user, alternating between the companies. */
const clients = Array.from({ length: CLIENTS }, (_, n) => {
  const team = teams[n % teams.length];
  return { ...team.accounts[Math.floor(n / teams.length)], template: team.template };
});

// Most traffic is reading: admins browse their lists, field users poll their notifications.
const MIX = [
  { weight: 20, name: 'GET /templates', send: (c) => call('GET', '/templates?page=1&pageSize=20', c.admin.token) },
  { weight: 15, name: 'GET /users', send: (c) => call('GET', '/users?page=1&pageSize=20', c.admin.token) },
  { weight: 15, name: 'GET /users/stats', send: (c) => call('GET', '/users/stats', c.admin.token) },
  { weight: 45, name: 'GET /notifications', send: (c) => call('GET', '/notifications?pageSize=20', c.field.token) },
  { weight: 5, name: 'POST /checklists/assign', send: assign },
];
const TOTAL_WEIGHT = MIX.reduce((sum, kind) => sum + kind.weight, 0);
const assigned = [];

async function assign(c) {
  const result = await call('POST', '/checklists/assign', c.admin.token, {
    templateId: c.template.id,
    dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    userIds: [c.field.uid],
  });
  for (const id of result.data?.ids ?? []) assigned.push({ client: c, id });
  return result;
}

function nextKind() {
  let n = Math.random() * TOTAL_WEIGHT;
  for (const kind of MIX) if ((n -= kind.weight) < 0) return kind;
  return MIX[MIX.length - 1];
}

const at = (list, q) => (list.length ? list[Math.min(list.length - 1, Math.floor(q * list.length))] : NaN);
const ms = (value) => (Number.isNaN(value) ? '-' : value.toFixed(0));
/** Seconds as milliseconds with one decimal. */
const ms1 = (seconds) => (1000 * seconds).toFixed(1);
const sum = (values) => [...values].reduce((total, value) => total + value, 0);

/** A path under test (the stack or the plain process): its base URL, the process tree whose memory is sampled, what it measured. */
function subject(label, base, treeRoot) {
  return {
    label,
    base,
    treeRoot,
    latencies: [],
    perKind: new Map(MIX.map((kind) => [kind.name, []])),
    errors: new Map(),
    cpu: new Map(),
    elapsedS: 0,
    rates: [],
    baseline: sampleTree(treeRoot),
    peak: { processes: 0, rssMb: 0 },
    stopReason: null,
  };
}

/** CLIENTS clients on the mix against one path for `durationMs`; measured unless warming up. */
async function window(p, durationMs, measured) {
  target = p.base;
  const countError = (reason) => p.errors.set(reason, (p.errors.get(reason) ?? 0) + 1);
  const sample = () => {
    const now = sampleTree(p.treeRoot);
    p.peak = { processes: Math.max(p.peak.processes, now.processes), rssMb: Math.max(p.peak.rssMb, now.rssMb) };
    if (now.rssMb > MEMORY_LIMIT_MB) p.stopReason = `memória passou de ${MEMORY_LIMIT_MB} MB`;
  };
  const sampler = setInterval(sample, 1000);
  const cpuPids = [...treeOf(root), plainProcess.pid];
  const cpuBefore = cpuByRole(cpuPids);
  const started = performance.now();
  const deadline = started + durationMs;
  let count = 0;
  async function client(c) {
    while (performance.now() < deadline && !p.stopReason) {
      const kind = nextKind();
      const sent = performance.now();
      let failure = null;
      try {
        const { status } = await kind.send(c);
        if (status < 200 || status > 299) failure = `${kind.name} → HTTP ${status}`;
      } catch (error) {
        failure = `${kind.name} → ${error.name === 'TimeoutError' ? `sem resposta em ${TIMEOUT_MS / 1000} s` : error.message}`;
      }
      const latency = performance.now() - sent;
      if (!measured) continue;
      if (failure) countError(failure);
      count += 1;
      p.latencies.push(latency);
      p.perKind.get(kind.name).push(latency);
    }
  }
  await Promise.all(clients.map(client));
  clearInterval(sampler);
  sample();
  if (measured) {
    for (const [role, seconds] of cpuByRole(cpuPids)) {
      p.cpu.set(role, (p.cpu.get(role) ?? 0) + seconds - (cpuBefore.get(role) ?? 0));
    }
    const elapsedS = (performance.now() - started) / 1000;
    p.elapsedS += elapsedS;
    p.rates.push(count / elapsedS);
  }
}

function report(p) {
  for (const list of [p.latencies, ...p.perKind.values()]) list.sort((a, b) => a - b);
  const errorCount = [...p.errors.values()].reduce((sum, n) => sum + n, 0);
  const rate = p.latencies.length / p.elapsedS;
  console.log(
    [
      `${p.label}: ${CLIENTS} clientes, ${ROUNDS} janelas de ${(DURATION_MS / ROUNDS / 1000).toFixed(0)} s contra ${p.base}/api`,
      p.stopReason ? `INTERROMPIDO: ${p.stopReason}` : null,
      `requisições: ${p.latencies.length} em ${p.elapsedS.toFixed(1)} s = ${rate.toFixed(1)} req/s (janelas: ${p.rates.map((r) => r.toFixed(0)).join(', ')})`,
      `latência: p50 ${ms(at(p.latencies, 0.5))} ms, p95 ${ms(at(p.latencies, 0.95))} ms, p99 ${ms(at(p.latencies, 0.99))} ms, máx ${ms(at(p.latencies, 1))} ms`,
      ...[...p.perKind].map(
        ([name, list]) =>
          `  ${name.padEnd(24)} ${String(list.length).padStart(5)} req, p50 ${ms(at(list, 0.5))} ms, p95 ${ms(at(list, 0.95))} ms`,
      ),
      `erros: ${errorCount}${errorCount ? ` (${((100 * errorCount) / p.latencies.length).toFixed(1)} %)` : ''}`,
      ...[...p.errors].map(([reason, n]) => `  ${n} × ${reason}`),
      `CPU por requisição: ${ms1(sum(p.cpu.values()) / p.latencies.length)} ms somados (a este ritmo, os ${availableParallelism()} núcleos da máquina dão ${ms1(availableParallelism() / rate)} ms por requisição; o resto foi de outros processos ou ocioso)`,
      ...[...p.cpu]
        .filter(([, seconds]) => seconds > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([role, seconds]) => `  ${role.padEnd(34)} ${ms1(seconds / p.latencies.length).padStart(6)} ms`),
      `memória: até ${p.peak.processes} processos, até ${p.peak.rssMb.toFixed(0)} MB de RSS somada (antes: ${p.baseline.processes} processos, ${p.baseline.rssMb.toFixed(0)} MB; pid ${p.treeRoot})`,
      '',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
  return { rate, p95: at(p.latencies, 0.95) };
}

const plainProcess = await startPlainProcess();
const stackPath = subject('pilha (npm start)', BASE, root);
const plainPath = subject(
  'processo simples (createApp de functions/lib)',
  `http://127.0.0.1:${PLAIN_PORT}`,
  plainProcess.pid,
);
console.log(
  `bench:api: ${CLIENTS} clientes, a pilha e o processo simples alternados em ${ROUNDS} janelas de ${(DURATION_MS / ROUNDS / 1000).toFixed(0)} s cada...\n`,
);
try {
  for (let round = 0; round < ROUNDS && !stackPath.stopReason && !plainPath.stopReason; round++) {
    for (const p of [stackPath, plainPath]) {
      await window(p, WARM_UP_MS, false);
      await window(p, DURATION_MS / ROUNDS, true);
    }
  }
} finally {
  plainProcess.kill('SIGTERM');
}
const stack = report(stackPath);
const plain = report(plainPath);

// Outside the measured windows: remove what the runs assigned, a few at a time, then the accounts.
target = BASE;
const cleanup = [...assigned];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let next = cleanup.pop(); next; next = cleanup.pop()) {
      const { admin, field } = next.client;
      await call('DELETE', `/users/${field.uid}/checklists/${next.id}`, admin.token).catch(() => {});
    }
  }),
);
for (const { companyId, accounts } of teams) await removeThrowawayAccounts(BASE, { superadmin, companyId, accounts });

console.log(
  [
    `pilha ÷ processo simples: ${((100 * stack.rate) / plain.rate).toFixed(0)} % (${stack.rate.toFixed(1)} ÷ ${plain.rate.toFixed(1)} req/s; p95 ${ms(stack.p95)} ms × ${ms(plain.p95)} ms)`,
    'meta: pilha ≥ 150 req/s, p95 ≤ 600 ms, 0 erros, ≥ 80 % do processo simples',
  ].join('\n'),
);
process.exit(stackPath.stopReason || plainPath.stopReason ? 1 : 0);
