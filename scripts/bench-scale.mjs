// `npm run bench:scale` (under `flock /tmp/cf-stack.lock`: it starts its own local stack on a fresh
// data folder, unless CHECKFROTA_URL names one running): whether reads stay flat as a company grows.
// Two throwaway companies are made through the API as the superadmin, one of SMALL (5) and one of
// LARGE (500) vehicles, each with a driver per 5 vehicles (at least 5) and 10 checklists per
// vehicle, submitted for review, many sharing an instant. Their documents (each checklist with its
// event document) are written straight into the Firestore emulator (the API would take minutes),
// and the stack's triggers keep the counts as in production; the bench waits for them. Then, ROUNDS times (default 7), calls
// alternating between the two companies (and which goes first), it times through the API each
// summary and, of each list, the first page and a deep one (page 20, or the last, reached by
// following `nextCursor`), PAGE_SIZE (default 5) items a page. Prints the medians side by side with
// the ratio large/small and 'ok' within 1.5×. The companies are deleted at the end.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { benchApi, demoSuperadminToken, firstAdminToken, run, startLocalStack } from './lib.mjs';

const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-checkfrota';
const SMALL = Number(process.env.SMALL ?? 5);
const LARGE = Number(process.env.LARGE ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const PAGE_SIZE = Number(process.env.PAGE_SIZE ?? 5);
const DEEP_PAGE = 20;
const LIMIT = 1.5;
const PASSWORD = 'checkfrota123';

process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
const db = getFirestore(initializeApp({ projectId: PROJECT }, 'bench-scale'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!process.env.CHECKFROTA_URL && !process.env.SKIP_BUILD) run('npm', ['run', 'build', '-w', 'functions']);
const stack = process.env.CHECKFROTA_URL ? null : startLocalStack('bench-scale', { log: process.env.STACK_LOG });
const BASE = process.env.CHECKFROTA_URL ?? (await stack.ready);
const api = benchApi(BASE);

/** Writes `rows` (a document's path under the company and its fields) in batches. */
async function writeAll(companyId, rows) {
  const company = db.collection('companies').doc(companyId);
  for (let i = 0; i < rows.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of rows.slice(i, i + 400)) batch.set(company.collection(path[0]).doc(path[1]), data);
    await batch.commit();
  }
}

/** A company of `vehicles` vehicles, its drivers and checklists, as the stack's triggers count them. */
async function fill(companyId, vehicles) {
  const drivers = Math.max(5, vehicles / 5);
  const checklists = vehicles * 10;
  const now = Date.now();
  const pad = (n) => String(n).padStart(5, '0');
  await writeAll(
    companyId,
    Array.from({ length: vehicles }, (_, n) => [
      ['vehicles', `bench-v${pad(n)}`],
      {
        name: `Veículo ${pad(n)}`,
        plate: `BEN${pad(n).slice(1)}`,
        model: 'Strada',
        brand: 'Fiat',
        color: 'Branca',
        year: 2022,
        currentKm: 60_000,
        lastOilChangeKm: 51_000 - (n % 3) * 1_000,
        oilChangeIntervalKm: 10_000,
        isActive: n % 10 !== 9,
        companyId,
        createdAt: Timestamp.fromMillis(now),
      },
    ]),
  );
  await writeAll(
    companyId,
    Array.from({ length: drivers }, (_, n) => [
      ['users', `bench-u${pad(n)}`],
      {
        name: `Motorista ${pad(n)}`,
        email: `motorista${n}@bench.dev`,
        phone: '11999990000',
        role: 'user',
        isActive: true,
        checklistsCount: 0,
        completedCount: 0,
        companyId,
        createdAt: Timestamp.fromMillis(now),
      },
    ]),
  );
  await writeAll(
    companyId,
    Array.from({ length: checklists }, (_, n) => {
      // Ten at a time share their submission instant: pages end inside such groups.
      const submittedAt = Timestamp.fromMillis(now - Math.floor(n / 10) * 60_000);
      const vehicle = `bench-v${pad(n % vehicles)}`;
      const id = `bench-c${pad(n)}`;
      // What its event document (the checklists' trigger watches it) copies of it.
      const watched = {
        userId: `bench-u${pad(n % drivers)}`,
        userName: `Motorista ${pad(n % drivers)}`,
        templateName: 'Inspeção diária',
        vehicle: { id: vehicle, name: `Veículo ${vehicle.slice(-5)}`, plate: `BEN${vehicle.slice(-4)}` },
        status: 'completed',
        reviewStatus: 'pending',
        dueDate: Timestamp.fromMillis(now + 86_400_000),
        assignedAt: Timestamp.fromMillis(submittedAt.toMillis() - 3_600_000),
        submittedAt,
        completedAt: submittedAt,
      };
      return [
        [
          ['checklists', id],
          {
            ...watched,
            companyId,
            templateId: 'bench-template',
            vehicleId: vehicle,
            startedAt: submittedAt,
            listedAt: submittedAt,
            questions: [
              {
                id: 'q1',
                type: 'boolean',
                question: 'Os faróis funcionam?',
                required: true,
                answer: true,
                answeredAt: submittedAt.toDate().toISOString(),
                status: 'pending',
              },
            ],
          },
        ],
        [
          ['checklist_events', id],
          {
            ...watched,
            origin: null,
            reviewedAt: null,
            rejectedAt: null,
            custodyRole: null,
            odometerReading: null,
            reviewsDigest: null,
          },
        ],
      ];
    }).flat(),
  );
  return { vehicles, drivers, checklists };
}

/** Waits until the triggers counted every document written (the counts' own documents, not yet read by a summary). */
async function countsCaughtUp(companyId, expected) {
  const company = db.collection('companies').doc(companyId);
  let seen = {};
  for (const deadline = Date.now() + 20 * 60_000; Date.now() < deadline; await sleep(2000)) {
    const [fleet, users, reviews] = await Promise.all([
      company.collection('vehicle_counts').doc('fleet').get(),
      company.collection('user_counts').doc('users').get(),
      company.collection('checklist_counts').doc('reviews').get(),
    ]);
    seen = {
      vehicles: fleet.get('total'),
      drivers: users.get('total'),
      checklists: users.get('checklistsAssigned'),
      listed: reviews.get('pending'),
    };
    if (
      seen.vehicles === expected.vehicles &&
      seen.drivers === expected.drivers &&
      seen.checklists === expected.checklists &&
      seen.listed === expected.checklists
    )
      return;
  }
  throw new Error(
    `as contagens da empresa ${companyId} não alcançaram os documentos em 20 min: ${JSON.stringify({ seen, expected })}`,
  );
}

async function newCompany(superadmin, label) {
  const stamp = `${Date.now().toString(36)}-${label}`;
  const company = await api('POST', '/companies', superadmin, {
    name: `Bench escala ${stamp}`,
    email: `bench-${stamp}@checkfrota.dev`,
    cnpj: '11.222.333/0001-81',
  });
  const email = `bench-admin-${stamp}@checkfrota.dev`;
  await api('POST', `/companies/${company.id}/admins`, superadmin, {
    name: 'Admin do bench',
    email,
    password: PASSWORD,
  });
  return { company, admin: await firstAdminToken(BASE, AUTH, email, PASSWORD) };
}

/** The cursor of page `target` (or of the last page), walking from the first; and that page's number. */
async function deepCursor(token, path) {
  let after = null;
  let page = 1;
  while (page < DEEP_PAGE) {
    const sep = path.includes('?') ? '&' : '?';
    const data = await api(
      'GET',
      `${path}${sep}pageSize=${PAGE_SIZE}&page=${page}${after ? `&after=${after}` : ''}`,
      token,
    );
    if (!data.nextCursor) break;
    after = data.nextCursor;
    page += 1;
  }
  return { after, page };
}

const superadmin = await demoSuperadminToken(BASE, AUTH);
const made = [];
try {
  const sides = [];
  for (const [label, vehicles] of [
    ['small', SMALL],
    ['large', LARGE],
  ]) {
    const { company, admin } = await newCompany(superadmin, label);
    made.push(company);
    const started = performance.now();
    const expected = await fill(company.id, vehicles);
    await countsCaughtUp(company.id, expected);
    console.log(
      `[bench:scale] ${company.id}: ${expected.vehicles} veículos, ${expected.drivers} motoristas, ${expected.checklists} checklists (${((performance.now() - started) / 1000).toFixed(0)} s até as contagens)`,
    );
    const summary = await api('GET', '/vehicles/summary', admin);
    const stats = await api('GET', '/users/stats', admin);
    if (
      summary.total !== expected.vehicles ||
      stats.total !== expected.drivers ||
      stats.checklistsAssigned !== expected.checklists
    )
      throw new Error(`resumos errados: ${JSON.stringify({ summary, stats, expected })}`);
    sides.push({ admin, expected, driver: 'bench-u00000' });
  }

  /** What is timed: a path per company (the deep pages with the cursor found before timing). */
  const lists = [
    ['veículos', '/vehicles'],
    ['usuários', '/users'],
    ['respostas', '/responses'],
    ['checklists de um usuário', '/users/bench-u00000/checklists'],
  ];
  const measures = [
    ['GET /vehicles/summary', () => '/vehicles/summary'],
    ['GET /users/stats', () => '/users/stats'],
  ];
  for (const [name, path] of lists) {
    measures.push([`${name}: 1ª página`, () => `${path}?pageSize=${PAGE_SIZE}`]);
    const deep = await Promise.all(sides.map((side) => deepCursor(side.admin, path)));
    measures.push([
      `${name}: página ${deep.map((d) => d.page).join('/')}`,
      (i) => `${path}?pageSize=${PAGE_SIZE}&page=${deep[i].page}${deep[i].after ? `&after=${deep[i].after}` : ''}`,
    ]);
  }

  const times = measures.map(() => [[], []]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [m, [, pathOf]] of measures.entries()) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const started = performance.now();
        await api('GET', pathOf(i), sides[i].admin);
        times[m][i].push(performance.now() - started);
      }
    }
  }

  console.log(
    `\n[bench:scale] ${new Date().toISOString()}: mediana de ${ROUNDS} chamadas alternadas, ${PAGE_SIZE} itens por página`,
  );
  console.log(
    `${'leitura'.padEnd(42)} ${`${SMALL} veíc. (ms)`.padStart(14)} ${`${LARGE} veíc. (ms)`.padStart(15)}  razão`,
  );
  let over = 0;
  for (const [m, [name]] of measures.entries()) {
    const [small, large] = times[m].map(median);
    const ratio = large / small;
    const ok = ratio <= LIMIT;
    if (!ok) over += 1;
    console.log(
      `${name.padEnd(42)} ${small.toFixed(1).padStart(14)} ${large.toFixed(1).padStart(15)}  ${ratio.toFixed(2)}× ${ok ? 'ok' : `ACIMA de ${LIMIT}×`}`,
    );
  }
  console.log(over === 0 ? `\nTodas dentro de ${LIMIT}×.` : `\n${over} acima de ${LIMIT}×.`);
  if (over > 0) process.exitCode = 1;
} finally {
  if (stack) stack.stop();
  else {
    // On a stack kept running, the companies go through the API (a background job removes them).
    const fresh = await demoSuperadminToken(BASE, AUTH);
    for (const company of made)
      await fetch(`${BASE}/api/companies/${company.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${fresh}`, 'content-type': 'application/json' },
        body: JSON.stringify({ confirmName: company.name }),
      });
  }
}
