/**
 * `npm run bench:exports` (scripts/bench-exports.mjs runs this file twice over): `seed` starts an
 * in-process Firestore emulator (port 8184), writes ANSWERS answers (CHECKLISTS checklists of
 * QUESTIONS questions, sent, some reviewed) straight into it and stays up; `build <format>`, in a
 * process of its own, exports them as the background job does (exports.service.ts runExportJob,
 * the file into a local blob folder) and prints its rows, seconds and the peak RSS and heap of the
 * process, sampled every 10 ms (RSS also from the kernel's own peak): the emulator's memory, which
 * holds every answer, is not the builder's.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { ExportRunning } from '../domain/exports/contract';
import type { ExportFormat } from '../domain/exports/columns';
import type { CompanySession } from '../domain/roles';
import { runExportJob, startExport } from '../exports';
import { localFolderBlobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { startFirestoreEmulator } from './emulators';

const PORT = Number(process.env.BENCH_FIRESTORE_PORT ?? 8184);
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORT}`;
process.env.GCLOUD_PROJECT ??= 'demo-bench-exports';
const COMPANY = 'bench-exports';
const ANSWERS = Number(process.env.ANSWERS ?? 100_000);
const QUESTIONS = 20;
const CHECKLISTS = Math.ceil(ANSWERS / QUESTIONS);

const ADMIN: CompanySession = {
  uid: 'bench-admin',
  email: 'admin@bench.dev',
  name: 'Ana Gestora',
  role: 'admin',
  companyId: COMPANY,
  companyName: 'Bench Exportação',
  timeZone: 'America/Sao_Paulo',
};

const TYPES = ['boolean', 'text', 'number', 'odometer'] as const;

function question(i: number, at: string) {
  const type = TYPES[i % TYPES.length]!;
  const answer =
    type === 'boolean' ? i % 7 !== 0 : type === 'text' ? `Observação ${i}: pneu dianteiro com desgaste` : 1000 + i;
  return {
    id: `q${i + 1}`,
    type,
    question: `Item ${i + 1}: verificação de segurança do veículo`,
    required: true,
    order: i + 1,
    answer,
    answeredAt: at,
    comment: i % 5 === 0 ? 'Conferido com o motorista' : null,
    evidencePhotos: [],
    location: null,
    status: i % 3 === 0 ? 'approved' : 'pending',
    rejectionReason: null,
    reviewedAt: i % 3 === 0 ? at : null,
    reviewedBy: i % 3 === 0 ? 'Ana Gestora' : null,
    corrections: 0,
    archivedRejectionAt: null,
  };
}

async function seed() {
  const company = db().collection('companies').doc(COMPANY);
  await company.set({ name: 'Bench Exportação', timeZone: 'America/Sao_Paulo' });
  const base = Date.parse('2026-11-01T12:00:00Z');
  for (let start = 0; start < CHECKLISTS; start += 200) {
    const batch = db().batch();
    for (let n = start; n < Math.min(start + 200, CHECKLISTS); n += 1) {
      const at = new Date(base + n * 60_000).toISOString();
      batch.set(company.collection('checklists').doc(`c${String(n).padStart(6, '0')}`), {
        userId: `u${n % 50}`,
        userName: `Motorista ${n % 50} da Conceição`,
        templateId: 't1',
        templateName: 'Inspeção diária do veículo',
        vehicle: { id: `v${n % 100}`, name: `Caminhão ${n % 100}`, plate: `BEN${String(n % 100).padStart(4, '0')}` },
        status: 'in_review',
        dueDate: at,
        assignedAt: at,
        assignedBy: 'admin',
        startedAt: at,
        submittedAt: at,
        questionsCount: QUESTIONS,
        questions: Array.from({ length: QUESTIONS }, (_, i) => question(i, at)),
        reviewStatus: 'in_review',
        listedAt: Timestamp.fromDate(new Date(at)),
      });
    }
    await batch.commit();
  }
}

/** Samples the process's memory until stopped: the peaks of RSS and of the V8 heap in use. */
function memoryPeaks() {
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  };
  sample();
  const timer = setInterval(sample, 10);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { ...peak, kernelRss: process.resourceUsage().maxRSS * 1024 };
    },
  };
}

async function build(format: ExportFormat) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-exports-'));
  try {
    const blobs = localFolderBlobStore(folder);
    const baseline = process.memoryUsage();
    const peaks = memoryPeaks();
    const started = performance.now();
    const job = (await startExport(ADMIN, 'responses', { format }, { backgroundFrom: 0 })) as ExportRunning;
    await runExportJob(COMPANY, job.id, blobs);
    const seconds = (performance.now() - started) / 1000;
    const peak = peaks.stop();
    const stored = (await db().doc(`companies/${COMPANY}/exports/${job.id}`).get()).data();
    if (stored?.status !== 'ready') throw new Error(`export ${job.id}: ${stored?.status}`);
    const bytes = statSync(path.join(folder, String(stored.path))).size;
    console.log(
      JSON.stringify({
        format,
        rows: stored.rows,
        seconds,
        bytes,
        baselineRss: baseline.rss,
        peakRss: Math.max(peak.rss, peak.kernelRss),
        peakHeap: peak.heapUsed,
      }),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const [mode, format] = process.argv.slice(2);
  if (mode === 'seed') {
    const server = await startFirestoreEmulator(PORT);
    const started = performance.now();
    await seed();
    console.log(`seeded ${CHECKLISTS * QUESTIONS} answers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    process.on('SIGTERM', () => {
      server.stop();
      process.exit(0);
    });
    return;
  }
  if (mode === 'build' && (format === 'xlsx' || format === 'csv')) {
    await build(format);
    process.exit(0);
  }
  throw new Error('usage: bench-exports seed | build xlsx|csv');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
