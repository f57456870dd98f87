/**
 * `npm run bench:schedules`: one run of the scheduled checklists job over N active schedules
 * (`SCHEDULES=10,1000,10000`), each due now with one user and one vehicle, in a company of its
 * own on an in-process Firestore emulator started here (no `npm start` needed). Prints the run's
 * time, the pages it queried and the documents it read and wrote (counted by the job: each
 * document read or written once), then runs it again to show a second delivery creates nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { createScheduledChecklists } from '../schedules';
import { availableAt } from '../domain/schedules/recurrence';
import { db } from '../platform/firebase';
import { startFirestoreEmulator } from './emulators';

const PORT = Number(process.env.BENCH_FIRESTORE_PORT ?? 8183);
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORT}`;
process.env.GCLOUD_PROJECT ??= 'demo-bench-schedules';
const SIZES = (process.env.SCHEDULES ?? '10,1000,10000').split(',').map(Number);
const USERS = 50;
const VEHICLES = 50;
const DAY = '2030-03-04';
const TZ = 'America/Sao_Paulo';
const NOW = new Date('2030-03-04T10:00:00Z');

async function writeAll(docs: Array<[FirebaseFirestore.DocumentReference, object]>) {
  for (let i = 0; i < docs.length; i += 450) {
    const batch = db().batch();
    for (const [ref, data] of docs.slice(i, i + 450)) batch.set(ref, data);
    await batch.commit();
  }
}

async function seed(companyId: string, count: number) {
  const company = db().collection('companies').doc(companyId);
  const docs: Array<[FirebaseFirestore.DocumentReference, object]> = [[company, { name: `Bench ${count}` }]];
  docs.push([
    company.collection('templates').doc('t1'),
    {
      name: 'Inspeção diária',
      title: 'Inspeção diária',
      kind: 'vehicle_inspection',
      isActive: true,
      questions: [{ id: 'q1', type: 'boolean', question: 'Freios funcionando?', required: true, order: 1 }],
    },
  ]);
  for (let i = 0; i < USERS; i++)
    docs.push([company.collection('users').doc(`u${i}`), { name: `Motorista ${i}`, role: 'user', isActive: true }]);
  for (let i = 0; i < VEHICLES; i++)
    docs.push([
      company.collection('vehicles').doc(`v${i}`),
      { name: `Caminhão ${i}`, plate: `BEN${String(i).padStart(4, '0')}`, isActive: true },
    ]);
  const nextAvailableAt = Timestamp.fromDate(availableAt(DAY, '08:00', TZ));
  for (let i = 0; i < count; i++) {
    const user = `u${i % USERS}`;
    const vehicle = `v${i % VEHICLES}`;
    docs.push([
      company.collection('schedules').doc(`s${String(i).padStart(5, '0')}`),
      {
        templateId: 't1',
        templateName: 'Inspeção diária',
        templateKind: 'vehicle_inspection',
        custodyRole: null,
        userIds: [user],
        users: [{ id: user, name: `Motorista ${i % USERS}` }],
        vehicleIds: [vehicle],
        vehicles: [{ id: vehicle, name: `Caminhão ${i % VEHICLES}`, plate: 'BEN0000' }],
        recurrence: { kind: 'daily', weekdays: [0, 1, 2, 3, 4, 5, 6] },
        dueTime: '08:00',
        startDate: DAY,
        endDate: null,
        isActive: true,
        timeZone: TZ,
        lastDay: null,
        nextDay: DAY,
        nextAvailableAt,
        createdAt: Timestamp.now(),
        createdBy: 'bench@checkfrota.dev',
      },
    ]);
  }
  await writeAll(docs);
}

async function main() {
  const server = await startFirestoreEmulator(PORT);
  try {
    console.log('bench:schedules — uma execução de createScheduledChecklists (emulador Firestore local, em processo)');
    console.log(
      'agendamentos | tempo (ms) | páginas | documentos lidos | documentos escritos | checklists criados | 2ª execução: criados',
    );
    for (const size of SIZES) {
      const companyId = `bench-schedules-${size}`;
      await seed(companyId, size);
      const started = performance.now();
      const first = await createScheduledChecklists(NOW);
      const ms = Math.round(performance.now() - started);
      const again = await createScheduledChecklists(NOW);
      console.log(
        [size, ms, first.pages, first.reads, first.writes, first.created, again.created]
          .map((v) => String(v).padStart(6))
          .join(' | '),
      );
      if (first.created !== size || first.failed > 0)
        throw new Error(`esperados ${size} checklists: ${JSON.stringify(first)}`);
      // The next size's run must not walk this company (the emulator, and all it holds, goes at the end).
      await db().collection('companies').doc(companyId).delete();
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
