// `npm run bench:dashboard` (with `npm start` running): the documents read and the time of one
// `GET /api/dashboard` load for a company of 10, 1,000 and 10,000 checklists (the documents
// read must not grow with the checklists), then of 5 and 500 vehicles with 100 records each (nor
// with the vehicles and their records). `CHECKLISTS=10` and `VEHICLES=5,500`
// choose the sizes. A throwaway company and its admin are made
// through the API as the superadmin; its checklists are written straight into the Firestore
// emulator (the API would take minutes for 10,000), and each load waits until the stack's activity
// trigger has caught up with them; the company is deleted through the API at the end. The
// documents read are the newest 10 activity entries and two months of rejection tallies, plus
// the fleet document, whatever the number of checklists. Vehicles are written the same way, each
// vehicle's document after its records and reminders (as vehicles.service stamps it), and each
// load waits until the stack's fleet trigger has an entry for every vehicle.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { benchApi, demoSuperadminToken, firstAdminToken } from './lib.mjs';

const BASE = process.env.CHECKFROTA_URL ?? 'http://127.0.0.1:5000';
const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-checkfrota';
const sizes = (value, fallback) => (value ? value.split(',').map(Number) : fallback);
const SIZES = sizes(process.env.CHECKLISTS, [10, 1_000, 10_000]);
const FLEETS = sizes(process.env.VEHICLES, [5, 500]);
const RECORDS_PER_VEHICLE = 100;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PASSWORD = 'checkfrota123';

process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
const db = getFirestore(initializeApp({ projectId: PROJECT }, 'bench-dashboard'));
const api = benchApi(BASE);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const STATUSES = ['pending', 'in_progress', 'completed', 'in_review', 'approved', 'rejected'];

/** Checklists `from`..`to` of the company: every status, due dates and times spread over 60 days. */
async function writeChecklists(companyId, from, to) {
  const now = Date.now();
  for (let i = from; i < to; i += 450) {
    const batch = db.batch();
    for (let j = i; j < Math.min(to, i + 450); j += 1) {
      const status = STATUSES[j % STATUSES.length];
      const assignedAt = Timestamp.fromMillis(now - (j % 60) * 86_400_000 - j * 1000);
      const done = ['completed', 'in_review', 'approved', 'rejected'].includes(status) ? assignedAt : null;
      const ref = db
        .collection('companies')
        .doc(companyId)
        .collection('checklists')
        .doc(`bench-${String(j).padStart(6, '0')}`);
      batch.set(ref, {
        id: ref.id,
        companyId,
        userId: 'bench-user',
        userName: 'Usuário do bench',
        templateId: 'bench-template',
        templateName: 'Inspeção diária',
        status,
        dueDate: Timestamp.fromMillis(assignedAt.toMillis() + 3 * 86_400_000),
        assignedAt,
        completedAt: done,
        reviewedAt: status === 'approved' || status === 'rejected' ? done : null,
        rejectedAt: status === 'rejected' ? done : null,
        questions: [
          {
            id: 'q1',
            type: 'boolean',
            question: 'Os faróis funcionam?',
            answer: true,
            status: status === 'rejected' ? 'rejected' : 'pending',
            reviewedAt: status === 'rejected' ? done.toDate().toISOString() : null,
          },
        ],
      });
    }
    await batch.commit();
  }
}

/** Activity entries the trigger makes for checklists 0..count-1 (spec section 4: up to one of each kind). */
function expectedEntries(count) {
  let entries = 0;
  for (let j = 0; j < count; j += 1) {
    const status = STATUSES[j % STATUSES.length];
    entries +=
      1 + (['completed', 'approved'].includes(status) ? 1 : 0) + (['approved', 'rejected'].includes(status) ? 1 : 0);
  }
  return entries;
}

async function activityCaughtUp(companyId, count) {
  // The inspections' entries too: assigned and completed each.
  const expected = expectedEntries(count) + INSPECTIONS.length * 2;
  const activity = db.collection('companies').doc(companyId).collection('activity');
  for (
    const deadline = Date.now() + 15 * 60_000;
    Date.now() < deadline;
    await new Promise((r) => setTimeout(r, 1000))
  ) {
    if ((await activity.count().get()).data().count >= expected) return;
  }
  throw new Error(`a atividade não alcançou ${expected} entradas em 15 min`);
}

/**
 * Vehicles `from`..`to`: each with two reminders and 100 records over the last 200 days (half
 * fill-ups, half maintenance), its own document written last so its trigger finds them all.
 */
async function writeVehicles(companyId, from, to) {
  const now = Date.now();
  const vehicles = db.collection('companies').doc(companyId).collection('vehicles');
  for (let v = from; v < to; v += 4) {
    const batch = db.batch();
    const ids = [];
    for (let n = v; n < Math.min(to, v + 4); n += 1) {
      const vehicle = vehicles.doc(`bench-v${String(n).padStart(4, '0')}`);
      ids.push([n, vehicle]);
      for (let r = 0; r < RECORDS_PER_VEHICLE; r += 1) {
        const performedAt = Timestamp.fromMillis(now - r * 2 * 86_400_000);
        const km = 60_000 - r * 150;
        if (r % 2 === 0)
          batch.set(vehicle.collection('fuel').doc(`f${r}`), {
            liters: 40,
            costPerLiter: 6.09,
            totalCost: 243.6,
            kmAtFueling: km,
            fuelType: 'flex',
            fullTank: true,
            performedAt,
          });
        else
          batch.set(vehicle.collection('maintenance').doc(`m${r}`), {
            type: 'general_maintenance',
            description: 'Revisão',
            cost: 150,
            kmAtMaintenance: km,
            performedAt,
          });
      }
      batch.set(vehicle.collection('reminders').doc('freios'), {
        name: 'Freios',
        type: 'brake_service',
        intervalKm: 10_000,
        intervalMonths: null,
        lastDoneKm: 50_000 + (n % 5) * 1_000,
        lastDoneAt: Timestamp.fromMillis(now - 90 * 86_400_000),
      });
      batch.set(vehicle.collection('reminders').doc('pneus'), {
        name: 'Pneus',
        type: 'tire_change',
        intervalKm: null,
        intervalMonths: 6,
        lastDoneKm: 0,
        lastDoneAt: Timestamp.fromMillis(now - (100 + (n % 4) * 30) * 86_400_000),
      });
    }
    await batch.commit();
    const owners = db.batch();
    for (const [n, vehicle] of ids) {
      owners.set(vehicle, {
        name: `Veículo ${n}`,
        plate: `BEN${String(n).padStart(4, '0')}`,
        model: 'Strada',
        brand: 'Fiat',
        color: 'Branca',
        year: 2022,
        currentKm: 60_000,
        lastOilChangeKm: 51_000 + (n % 3) * 1_000,
        oilChangeIntervalKm: 10_000,
        isActive: true,
        companyId,
      });
    }
    await owners.commit();
  }
}

/**
 * Defects present while the checklists grow (the fleet panel reads them): vehicle inspections of
 * the first two vehicles, written in progress with failing answers and then moved to 'completed',
 * so the stack's inspection trigger opens the defects and puts the vehicles out of service as a
 * submit would.
 * v0: two inspections failing the brakes (critical) and the tyres (the second is reported again
 * on both); v1: one failing the tyres, one the brakes. 4 open defects, 2 critical, 2 vehicles out.
 */
const INSPECTIONS = [
  ['bench-v0000', ['freios', 'pneus']],
  ['bench-v0000', ['freios', 'pneus']],
  ['bench-v0001', ['pneus']],
  ['bench-v0001', ['freios']],
];
const OPEN_DEFECTS = 4;

async function writeInspections(companyId) {
  const checklists = db.collection('companies').doc(companyId).collection('checklists');
  const now = Date.now();
  const refs = INSPECTIONS.map((_, k) => checklists.doc(`bench-inspecao-${k}`));
  const batch = db.batch();
  INSPECTIONS.forEach(([vehicleId, failing], k) => {
    const question = (id, text, severity) => ({
      id,
      type: 'boolean',
      question: text,
      required: true,
      failingAnswer: false,
      severity,
      answer: !failing.includes(id),
      comment: failing.includes(id) ? 'Problema encontrado na inspeção' : null,
      evidencePhotos: [],
      status: 'pending',
    });
    batch.set(refs[k], {
      companyId,
      userId: 'bench-user',
      userName: 'Usuário do bench',
      templateId: 'bench-inspection',
      templateName: 'Inspeção diária do veículo',
      templateKind: 'vehicle_inspection',
      vehicle: { id: vehicleId, name: `Veículo ${vehicleId.slice(-1)}`, plate: `BEN000${vehicleId.slice(-1)}` },
      status: 'in_progress',
      dueDate: Timestamp.fromMillis(now + 86_400_000),
      assignedAt: Timestamp.fromMillis(now - 3_600_000),
      startedAt: Timestamp.fromMillis(now - 1_800_000),
      questions: [
        question('freios', 'Freios funcionando?', 'critical'),
        question('pneus', 'Pneus em bom estado?', 'non_critical'),
      ],
    });
  });
  await batch.commit();
  // The trigger watches the move to 'completed': a second write, seen as an update.
  for (const [k, ref] of refs.entries()) {
    const at = Timestamp.fromMillis(now - 600_000 + k * 1000);
    await ref.update({ status: 'completed', submittedAt: at, completedAt: at });
  }
}

async function defectsOpened(admin) {
  for (const deadline = Date.now() + 5 * 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 1000))) {
    const counts = await api('GET', '/defects/counts', admin);
    if (counts.open === OPEN_DEFECTS && counts.vehiclesOutOfService === 2) return counts;
  }
  throw new Error(`os ${OPEN_DEFECTS} defeitos não foram abertos em 5 min`);
}

async function timedLoads(admin) {
  const times = [];
  let last;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    last = await api('GET', '/dashboard', admin);
    times.push(performance.now() - started);
  }
  return { last, ms: median(times).toFixed(0) };
}

const superadmin = await demoSuperadminToken(BASE, AUTH);
const stamp = Date.now().toString(36);
const company = await api('POST', '/companies', superadmin, {
  name: `Bench painel ${stamp}`,
  email: `bench-${stamp}@checkfrota.dev`,
  cnpj: '11.222.333/0001-81',
});
try {
  const adminEmail = `bench-admin-${stamp}@checkfrota.dev`;
  await api('POST', `/companies/${company.id}/admins`, superadmin, {
    name: 'Admin do bench',
    email: adminEmail,
    password: PASSWORD,
  });
  const admin = await firstAdminToken(BASE, AUTH, adminEmail, PASSWORD);
  console.log(`[bench:dashboard] empresa ${company.id}; ${ROUNDS} carregamentos por tamanho (mediana)`);
  await writeVehicles(company.id, 0, 2);
  await writeInspections(company.id);
  const counts = await defectsOpened(admin);
  console.log(
    `defeitos abertos: ${counts.open} (${counts.openCritical} críticos), veículos fora de serviço: ${counts.vehiclesOutOfService}; ${INSPECTIONS.length} inspeções somadas aos checklists`,
  );
  console.log('checklists | documentos lidos | agregações | leituras cobradas | tempo (ms) | defeitos no painel');
  let written = 0;
  for (const size of SIZES) {
    await writeChecklists(company.id, written, size);
    written = size;
    await activityCaughtUp(company.id, size);
    const { last, ms } = await timedLoads(admin);
    if (last.totalChecklists !== size + INSPECTIONS.length)
      throw new Error(`esperava ${size + INSPECTIONS.length} checklists, o painel contou ${last.totalChecklists}`);
    if (last.fleet.openDefects !== OPEN_DEFECTS || last.fleet.outOfService.length !== 2)
      throw new Error(
        `o painel mostra ${last.fleet.openDefects} defeitos e ${last.fleet.outOfService.length} veículos fora de serviço`,
      );
    console.log(
      `${String(size).padStart(10)} | ${String(last.reads.documents).padStart(16)} | ${String(last.reads.aggregations).padStart(10)} | ${String(last.reads.billedReads).padStart(17)} | ${ms.padStart(10)} | ${String(last.fleet.openDefects).padStart(18)}`,
    );
  }
  console.log(
    'veículos | registros | documentos lidos | agregações | leituras cobradas | tempo (ms) | trocas de óleo | lembretes | combustível no mês',
  );
  let vehicles = 2;
  for (const size of FLEETS) {
    await writeVehicles(company.id, vehicles, size);
    vehicles = size;
    for (
      const deadline = Date.now() + 10 * 60_000;
      (await api('GET', '/dashboard', admin)).fleet.vehiclesCount < size;
      await new Promise((r) => setTimeout(r, 1000))
    ) {
      if (Date.now() > deadline) throw new Error(`o painel da frota não alcançou ${size} veículos em 10 min`);
    }
    const { last: loaded, ms } = await timedLoads(admin);
    const { fleet } = loaded;
    console.log(
      `${String(size).padStart(8)} | ${String(size * RECORDS_PER_VEHICLE).padStart(9)} | ${String(loaded.reads.documents).padStart(16)} | ${String(loaded.reads.aggregations).padStart(10)} | ${String(loaded.reads.billedReads).padStart(17)} | ${ms.padStart(10)} | ${String(fleet.oilChangeNeeded.length).padStart(14)} | ${String(fleet.remindersDue.length).padStart(9)} | ${fleet.fuelSpendThisMonth.toFixed(2).padStart(18)}`,
    );
  }
} finally {
  // Deleting is a background job (the local stack runs it every minute, 40 s at a time, and its
  // event bridge feeds every deleted checklist to the triggers): the request only starts it, with
  // a fresh sign-in (the API wants one from the last 5 minutes) and the company's name.
  const started = performance.now();
  const fresh = await demoSuperadminToken(BASE, AUTH);
  const res = await fetch(`${BASE}/api/companies/${company.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${fresh}`, 'content-type': 'application/json' },
    body: JSON.stringify({ confirmName: company.name }),
  });
  if (res.status !== 202) {
    console.error(`[bench:dashboard] a exclusão da empresa ${company.id} não começou (${res.status})`);
    process.exitCode = 1;
  }
  const deadline = Date.now() + 60 * 60 * 1000;
  while (res.status === 202 && (await db.collection('companies').doc(company.id).get()).exists) {
    if (Date.now() > deadline) {
      console.error(`[bench:dashboard] a empresa ${company.id} não foi removida em uma hora`);
      process.exitCode = 1;
      break;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  const left = (await db.collection('companies').doc(company.id).collection('checklists').count().get()).data().count;
  console.log(
    `[bench:dashboard] empresa removida em ${((performance.now() - started) / 1000).toFixed(1)} s; checklists restantes: ${left}`,
  );
}
