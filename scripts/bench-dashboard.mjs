// `npm run bench:dashboard` (with `npm start` running): the documents read and the time of one
// `GET /api/dashboard` load for a company of 10, 1,000 and 10,000 checklists (issue 12: the
// documents read must not grow with the checklists). A throwaway company and its admin are made
// through the API as the superadmin; its checklists are written straight into the Firestore
// emulator (the API would take minutes for 10,000), and each load waits until the stack's activity
// trigger has caught up with them; the company is deleted through the API at the end. The
// documents read are the newest 10 activity entries and two months of rejection tallies, plus
// the vehicles (none here), whatever the number of checklists.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { benchApi, demoIdToken } from './lib.mjs';

const BASE = process.env.CHECKFROTA_URL ?? 'http://127.0.0.1:5000';
const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-checkfrota';
const SIZES = [10, 1_000, 10_000];
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
      const ref = db.collection('companies').doc(companyId).collection('checklists').doc(`bench-${String(j).padStart(6, '0')}`);
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
    entries += 1 + (['completed', 'approved'].includes(status) ? 1 : 0) + (['approved', 'rejected'].includes(status) ? 1 : 0);
  }
  return entries;
}

async function activityCaughtUp(companyId, count) {
  const expected = expectedEntries(count);
  const activity = db.collection('companies').doc(companyId).collection('activity');
  for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 1000))) {
    if ((await activity.count().get()).data().count >= expected) return;
  }
  throw new Error(`a atividade não alcançou ${expected} entradas em 15 min`);
}

const superadmin = await demoIdToken(AUTH, 'super@checkfrota.dev');
const stamp = Date.now().toString(36);
const company = await api('POST', '/companies', superadmin, {
  name: `Bench painel ${stamp}`,
  email: `bench-${stamp}@checkfrota.dev`,
  cnpj: '11.222.333/0001-81',
});
try {
  const adminEmail = `bench-admin-${stamp}@checkfrota.dev`;
  await api('POST', `/companies/${company.id}/admins`, superadmin, { name: 'Admin do bench', email: adminEmail, password: PASSWORD });
  const admin = await demoIdToken(AUTH, adminEmail);
  console.log(`[bench:dashboard] empresa ${company.id}; ${ROUNDS} carregamentos por tamanho (mediana)`);
  console.log('checklists | documentos lidos | agregações | leituras cobradas | tempo (ms)');
  let written = 0;
  for (const size of SIZES) {
    await writeChecklists(company.id, written, size);
    written = size;
    await activityCaughtUp(company.id, size);
    const times = [];
    let last;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      last = await api('GET', '/dashboard', admin);
      times.push(performance.now() - started);
    }
    if (last.totalChecklists !== size) throw new Error(`esperava ${size} checklists, o painel contou ${last.totalChecklists}`);
    console.log(
      `${String(size).padStart(10)} | ${String(last.reads.documents).padStart(16)} | ${String(last.reads.aggregations).padStart(10)} | ${String(last.reads.billedReads).padStart(17)} | ${median(times).toFixed(0).padStart(10)}`,
    );
  }
} finally {
  // Deleting is a background job (the local stack runs it every minute, 40 s at a time, and its
  // event bridge feeds every deleted checklist to the triggers): the request only starts it, with
  // a fresh sign-in (the API wants one from the last 5 minutes) and the company's name.
  const started = performance.now();
  const fresh = await demoIdToken(AUTH, 'super@checkfrota.dev');
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
  console.log(`[bench:dashboard] empresa removida em ${((performance.now() - started) / 1000).toFixed(1)} s; checklists restantes: ${left}`);
}
