// `npm run bench:fairness` (under `flock /tmp/cf-stack.lock`: it starts its own local stack on a
// fresh data folder, unless CHECKFROTA_URL names one running): whether one company at its limits
// slows another down. Company B (beta) runs an office's mix (lists, notifications, an assignment
// now and then) at B_RATE requests a second (default 1.5), spread over B_CLIENTS (default 4)
// throwaway admins with a field user each. Company A (alfa) floods with A_CLIENTS (default 6) such
// pairs: each pair's admin renders vehicle labels (PDF), lists reports and vehicles and assigns
// checklists, and its field user uploads photos, every kind sent at twice A's budget for it,
// whatever the answers, so A spends its whole budget and meets 429s (A_KINDS=PDF,upload keeps to
// those kinds). Phases of PHASE_S seconds (default 40) alternate, ROUNDS times (default 3): B
// alone, then B while A floods. Prints B's p50, p95 and errors in each, what A sent, was served
// and refused, and 'ok' when B's p95 with A is within 1.5 × and B had 0 errors.
//
// Its own stack runs with the companies' budgets sized to it (BUDGETS below, a fiftieth of
// production's, the PDFs' a twentieth): production's budgets are a small share of 20 API
// instances of 20 requests each, and these a like share of one process on a shared 2-core machine,
// where a flood at production's budgets alone outruns the process and queues without end.
import sharp from 'sharp';
import {
  benchApi,
  demoSuperadminToken,
  removeThrowawayAccounts,
  run,
  startLocalStack,
  throwawayAccounts,
} from './lib.mjs';

const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const B_RATE = Number(process.env.B_RATE ?? 1.5);
const B_CLIENTS = Number(process.env.B_CLIENTS ?? 4);
const A_CLIENTS = Number(process.env.A_CLIENTS ?? 6);
const PHASE_MS = Number(process.env.PHASE_S ?? 40) * 1000;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TIMEOUT_MS = 10_000;
const LIMIT = 1.5;
const OVERSEND = 2;
const BUDGETS = {
  read: { limit: 120, windowSeconds: 60 },
  write: { limit: 60, windowSeconds: 60 },
  upload: { limit: 12, windowSeconds: 60 },
  pdf: { limit: 3, windowSeconds: 60 },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

if (!process.env.CHECKFROTA_URL && !process.env.SKIP_BUILD) run('npm', ['run', 'build', '-w', 'functions']);
process.env.CHECKFROTA_COMPANY_BUDGETS = JSON.stringify(BUDGETS);
const stack = process.env.CHECKFROTA_URL ? null : startLocalStack('bench-fairness', { log: process.env.STACK_LOG });
const BASE = process.env.CHECKFROTA_URL ?? (await stack.ready);
const api = benchApi(BASE);

/** One request: its status and time, never throwing (a timeout or a reset is status 0). */
async function send(method, apiPath, token, body) {
  const started = performance.now();
  let status = 0;
  let retryAfter = null;
  try {
    const res = await fetch(`${BASE}/api${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    status = res.status;
    retryAfter = Number(res.headers.get('retry-after')) || null;
  } catch {
    status = 0;
  }
  return { status, retryAfter, ms: performance.now() - started };
}

const superadmin = await demoSuperadminToken(BASE, AUTH);
console.log(`bench:fairness: ${B_CLIENTS} pares de contas descartáveis em beta (B) e ${A_CLIENTS} em alfa (A)...`);
const [bAccounts, aAccounts] = await Promise.all([
  throwawayAccounts(BASE, AUTH, { superadmin, companyId: 'beta', count: B_CLIENTS, label: 'fair-b' }),
  throwawayAccounts(BASE, AUTH, { superadmin, companyId: 'alfa', count: A_CLIENTS, label: 'fair-a' }),
]);

async function activeTemplate(token, withPhoto) {
  const { items } = await api('GET', '/templates?pageSize=100', token);
  const template = items.find((t) => t.isActive && (!withPhoto || t.questions?.some((q) => q.type === 'photo')));
  if (!template) throw new Error('nenhum modelo ativo adequado nos dados de demonstração');
  return template;
}

const bTemplate = await activeTemplate(bAccounts[0].admin.token, false);
const aTemplate = await activeTemplate(aAccounts[0].admin.token, true);
const aVehicles = (await api('GET', '/vehicles?pageSize=20', aAccounts[0].admin.token)).items;
const assigned = [];

// Each A field user has a checklist open with a photo question to upload to.
const photo = await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#6b8e23' } })
  .jpeg({ quality: 80 })
  .toBuffer();
for (const pair of aAccounts) {
  const { ids } = await api('POST', '/checklists/assign', pair.admin.token, {
    templateId: aTemplate.id,
    dueDate: new Date(Date.now() + 86_400_000).toISOString(),
    userIds: [pair.field.uid],
  });
  assigned.push({ pair, id: ids[0] });
  const checklist = await api('POST', `/checklists/${ids[0]}/start`, pair.field.token);
  pair.upload = { checklistId: ids[0], questionId: checklist.questions.find((q) => q.type === 'photo').id };
}

// --- company B: an office's mix at a steady rate -------------------------------------------

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const B_MIX = [
  { name: 'modelos', weight: 25, send: (p) => send('GET', '/templates?page=1&pageSize=20', p.admin.token) },
  { name: 'usuários', weight: 15, send: (p) => send('GET', '/users?page=1&pageSize=20', p.admin.token) },
  { name: 'veículos', weight: 15, send: (p) => send('GET', '/vehicles?page=1&pageSize=20', p.admin.token) },
  { name: 'notificações', weight: 40, send: (p) => send('GET', '/notifications?pageSize=20', p.field.token) },
  {
    name: 'atribuição',
    weight: 5,
    send: (p) =>
      send('POST', '/checklists/assign', p.admin.token, {
        templateId: bTemplate.id,
        dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        userIds: [p.field.uid],
      }),
  },
];
const B_WEIGHT = B_MIX.reduce((sum, kind) => sum + kind.weight, 0);
const nextB = () => {
  let n = Math.random() * B_WEIGHT;
  for (const kind of B_MIX) if ((n -= kind.weight) < 0) return kind;
  return B_MIX[0];
};

/** B's requests for `ms`, started at B_RATE a second whatever the answers' pace (as users do). */
async function runB(ms) {
  const latencies = [];
  const byKind = new Map();
  const errors = new Map();
  const inFlight = [];
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    const kind = nextB();
    inFlight.push(
      kind.send(pick(bAccounts)).then(({ status, ms: took }) => {
        latencies.push(took);
        byKind.set(kind.name, [...(byKind.get(kind.name) ?? []), took]);
        if (status < 200 || status > 299) errors.set(status, (errors.get(status) ?? 0) + 1);
      }),
    );
    // Exponential gaps: arrivals of independent users.
    await sleep(-Math.log(1 - Math.random()) * (1000 / B_RATE));
  }
  await Promise.all(inFlight);
  return { latencies, byKind, errors };
}

// --- company A: every kind at 1.1 × its budget ----------------------------------------------

const A_ALL_KINDS = [
  {
    name: 'PDF (etiqueta)',
    budget: BUDGETS.pdf,
    send: (p) => send('GET', `/vehicles/${pick(aVehicles).id}/label`, p.admin.token),
  },
  {
    name: 'upload',
    budget: BUDGETS.upload,
    send: (p) => {
      const form = new FormData();
      form.set('checklistId', p.upload.checklistId);
      form.set('questionId', p.upload.questionId);
      form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
      return send('POST', '/upload', p.field.token, form);
    },
  },
  {
    name: 'listas',
    budget: BUDGETS.read,
    send: (p) => send('GET', Math.random() < 0.5 ? '/responses?pageSize=100' : '/vehicles?pageSize=100', p.admin.token),
  },
  {
    name: 'atribuição',
    budget: BUDGETS.write,
    send: (p) =>
      send('POST', '/checklists/assign', p.admin.token, {
        templateId: aTemplate.id,
        dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        userIds: [p.field.uid],
      }),
  },
];
// A_KINDS=upload,listas (names as printed) floods with those kinds only.
const A_KINDS = process.env.A_KINDS
  ? A_ALL_KINDS.filter((kind) => process.env.A_KINDS.split(',').includes(kind.name.split(' ')[0]))
  : A_ALL_KINDS;
const aCounts = new Map(A_KINDS.map((kind) => [kind.name, { sent: 0, served: 0, refused: 0, failed: 0, ms: [] }]));

/** A's flood until `stop()`: each kind started at OVERSEND × its budget's rate, whatever the answers. */
function startA() {
  let running = true;
  const inFlight = [];
  const loops = A_KINDS.map(async (kind) => {
    const gapMs = (kind.budget.windowSeconds * 1000) / (kind.budget.limit * OVERSEND);
    const counts = aCounts.get(kind.name);
    while (running) {
      counts.sent += 1;
      inFlight.push(
        kind.send(pick(aAccounts)).then(({ status, ms }) => {
          counts.ms.push(ms);
          if (status === 429) counts.refused += 1;
          else if (status >= 200 && status <= 299) counts.served += 1;
          else counts.failed += 1;
        }),
      );
      await sleep(gapMs);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    await Promise.all(inFlight);
  };
}

const alone = { latencies: [], byKind: new Map(), errors: new Map() };
const flooded = { latencies: [], byKind: new Map(), errors: new Map() };
const merge = (into, { latencies, byKind, errors }) => {
  into.latencies.push(...latencies);
  for (const [kind, times] of byKind) into.byKind.set(kind, [...(into.byKind.get(kind) ?? []), ...times]);
  for (const [status, n] of errors) into.errors.set(status, (into.errors.get(status) ?? 0) + n);
};

const describe = (label, { latencies, errors }) => {
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const detail = [...errors].map(([status, n]) => `${n} × HTTP ${status || 'sem resposta'}`).join(', ');
  console.log(
    `${label}: ${latencies.length} req, p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, erros ${errorCount}${detail ? ` (${detail})` : ''}`,
  );
  return { p95: percentile(latencies, 0.95), errorCount };
};

console.log(`${ROUNDS} rodadas de ${PHASE_MS / 1000} s: B sozinha, depois B com A no limite...\n`);
try {
  for (let round = 0; round < ROUNDS; round++) {
    const quiet = await runB(PHASE_MS);
    merge(alone, quiet);
    describe(`  rodada ${round + 1}, B sem A`, quiet);
    const stopA = startA();
    const busy = await runB(PHASE_MS);
    merge(flooded, busy);
    describe(`  rodada ${round + 1}, B com A`, busy);
    await stopA();
  }
} finally {
  // On its own stack all goes with the data folder; on a running one, the upload checklists and the accounts go.
  if (!stack) {
    for (const { pair, id } of assigned)
      await send('DELETE', `/users/${pair.field.uid}/checklists/${id}`, pair.admin.token);
    await removeThrowawayAccounts(BASE, { superadmin, companyId: 'beta', accounts: bAccounts });
    await removeThrowawayAccounts(BASE, { superadmin, companyId: 'alfa', accounts: aAccounts });
  }
}

console.log(
  `orçamentos por empresa nesta pilha (por minuto): ${JSON.stringify(Object.fromEntries(Object.entries(BUDGETS).map(([k, v]) => [k, v.limit])))}`,
);
const before = describe('B sem A', alone);
const during = describe('B com A', flooded);
console.log('B por tipo (requisições, p50 e p95 sem A → com A):');
for (const { name } of B_MIX) {
  const [quiet, busy] = [alone.byKind.get(name) ?? [], flooded.byKind.get(name) ?? []];
  const figures = (times) => `${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)} ms`;
  console.log(`  ${name.padEnd(16)} ${quiet.length} → ${busy.length}, ${figures(quiet)} → ${figures(busy)}`);
}
console.log('A (enviadas / atendidas / recusadas com 429 / outras falhas, p50 e p95 das respostas):');
for (const [name, c] of aCounts) {
  const times = `p50 ${percentile(c.ms, 0.5).toFixed(0)} ms, p95 ${percentile(c.ms, 0.95).toFixed(0)} ms`;
  console.log(`  ${name.padEnd(16)} ${c.sent} / ${c.served} / ${c.refused} / ${c.failed}, ${times}`);
}
const ratio = during.p95 / before.p95;
const ok = ratio <= LIMIT && before.errorCount === 0 && during.errorCount === 0;
console.log(`p95 de B com A ÷ sem A: ${ratio.toFixed(2)} × (meta ≤ ${LIMIT} × e 0 erros de B): ${ok ? 'ok' : 'FORA'}`);
stack?.stop();
process.exit(ok ? 0 : 1);
