import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CHECKLIST_EVENTS_COLLECTION } from '../domain/checklists/checklist.schema';
import type { BlobStore } from '../platform/blob-store';
import { auth, db } from '../platform/firebase';
import { createAccount, newCompanyId, signIn } from '../testing/accounts';
import { call } from '../testing/http';
import { registryPaths, storedUnder } from '../testing/stored-collections';
import { backgroundJobs } from '../features';
import { recordingPushSender } from '../platform/messaging';
import { companiesRepository } from './companies.repository';
import { COMPANY_DATA } from '../features';
import { continueCompanyDeletion, requestCompanyDeletion } from './companies.service';

/** Blobs in memory, so the test sees which ones the deletion removed. */
function memoryBlobs(): BlobStore & { paths: Set<string> } {
  const paths = new Set<string>();
  return {
    paths,
    async put(p) {
      paths.add(p);
    },
    async get() {
      return null;
    },
    async exists(p) {
      return paths.has(p);
    },
    async delete(p) {
      paths.delete(p);
    },
    async downloadUrl(p) {
      return p;
    },
  };
}

/** A company with something in every collection the deletion must empty, and three Auth accounts. */
async function seedCompany(companyId: string, blobs: BlobStore) {
  const ref = db().collection('companies').doc(companyId);
  await ref.set({ name: 'Empresa a apagar' });
  const [adminAccount, u1, u2] = await Promise.all([
    createAccount({ role: 'admin', companyId }),
    createAccount({ role: 'user', companyId }),
    createAccount({ role: 'user', companyId }),
  ]);
  const batch = db().batch();
  const now = Timestamp.now();
  batch.set(ref.collection('admins').doc(adminAccount.uid), {
    name: 'Admin',
    email: adminAccount.email,
    role: 'admin',
  });
  // An admin's own inbox ('Checklist não realizado', 'Troca de motorista') goes with the company too.
  batch.set(ref.collection('admins').doc(adminAccount.uid).collection('notifications').doc('n1'), {
    title: 'Checklist não realizado',
    createdAt: now,
  });
  for (const u of [u1, u2]) {
    batch.set(ref.collection('users').doc(u.uid), { name: u.email, email: u.email, isActive: true });
    batch.set(ref.collection('users').doc(u.uid).collection('notifications').doc('n1'), {
      title: 'Olá',
      createdAt: now,
    });
    batch.set(db().collection('push_tokens').doc(`token-${u.uid}`), { companyId, userId: u.uid, token: 'x' });
  }
  batch.set(db().collection('vehicle_qr_tokens').doc(`qr-${companyId}`), {
    companyId,
    vehicleId: 'v1',
    createdAt: now,
  });
  for (let i = 0; i < 7; i += 1) {
    batch.set(ref.collection('checklists').doc(`c${i}`), { status: 'pending', assignedAt: now });
    batch.set(ref.collection(CHECKLIST_EVENTS_COLLECTION).doc(`c${i}`), { status: 'pending', assignedAt: now });
  }
  // A corrected answer's rejected one, archived out of its checklist (the answer history).
  batch.set(ref.collection('answer_history').doc('c0_q1_1'), { checklistId: 'c0', questionId: 'q1', seq: 1 });
  batch.set(ref.collection('templates').doc('t1'), { name: 'T' });
  for (const id of ['i1', 'i2']) {
    const path = `companies/${companyId}/${id}.jpg`;
    batch.set(ref.collection('images').doc(id), { path, thumbPath: `${path}.thumb.jpg` });
    await blobs.put(path, Buffer.from('x'), 'image/jpeg');
    await blobs.put(`${path}.thumb.jpg`, Buffer.from('x'), 'image/jpeg');
  }
  const report = `companies/${companyId}/checklists/c0/report-v1.pdf`;
  batch.set(ref.collection('reports').doc('c0'), {
    version: 'v1',
    path: report,
    renderedAt: now.toDate().toISOString(),
  });
  await blobs.put(report, Buffer.from('%PDF-'), 'application/pdf');
  batch.set(ref.collection('report_renders').doc('c0_1'), {
    checklistId: 'c0',
    renderId: 'c0_1',
    requestedAt: now.toDate().toISOString(),
  });
  batch.set(ref.collection('report_queue').doc('renders'), {
    running: [{ renderId: 'c0_1', checklistId: 'c0', since: now.toDate().toISOString(), taken: true }],
    waiting: [],
  });
  // The approved report's number, its version with the canonical content's blob, and its public code.
  batch.set(ref.collection('report_certificates').doc('c0'), { checklistId: 'c0', number: 'CK-2026-000001' });
  batch.set(ref.collection('report_numbers').doc('CK-2026-000001'), { checklistId: 'c0' });
  batch.set(ref.collection('report_sequences').doc('2026'), { last: 1 });
  const canonical = `companies/${companyId}/checklists/c0/canonical-v1.json`;
  batch.set(ref.collection('report_versions').doc('c0_v1'), { checklistId: 'c0', canonicalPath: canonical });
  await blobs.put(canonical, Buffer.from('{}'), 'application/json');
  batch.set(db().collection('report_codes').doc(`code-${companyId}`), { companyId, checklistId: 'c0', version: 1 });
  batch.set(ref.collection('vehicles').doc('v1'), { name: 'Caminhão', plate: 'ABC1D23' });
  // The fleet's, users' and checklists' kept counts, as their triggers leave them.
  batch.set(ref.collection('vehicle_counts').doc('fleet'), { total: 1, complete: true });
  batch.set(ref.collection('user_counts').doc('users'), { total: 3, complete: true });
  batch.set(ref.collection('checklist_counts').doc('reviews'), { pending: 1, complete: true });
  batch.set(ref.collection('vehicles').doc('v1').collection('fuel').doc('f1'), { totalCost: 10 });
  batch.set(ref.collection('vehicles').doc('v1').collection('maintenance').doc('m1'), { cost: 10 });
  batch.set(ref.collection('vehicles').doc('v1').collection('oil_changes').doc('o1'), { cost: 10 });
  batch.set(ref.collection('vehicles').doc('v1').collection('reminders').doc('r1'), { name: 'R' });
  batch.set(ref.collection('vehicles').doc('v1').collection('odometer_readings').doc('c1'), { km: 1000 });
  batch.set(ref.collection('vehicles').doc('v1').collection('custody').doc('c1'), { driverId: 'u1', kmFrom: 1000 });
  batch.set(ref.collection('vehicles').doc('v1').collection('custody_returns').doc('c2'), { driverId: 'u1', km: 1200 });
  batch.set(ref.collection('vehicle_plates').doc('ABC1D23'), { vehicleId: 'v1' });
  // A vehicle document with its scan, and its deadline.
  const scan = `companies/${companyId}/attachments/vehicle_documents/vd1/s1`;
  batch.set(ref.collection('vehicle_documents').doc('vd1'), {
    vehicleId: 'v1',
    type: 'ipva',
    expiryDate: '2027-01-31',
    attachment: { contentType: 'application/pdf', size: 5 },
    attachmentPath: scan,
  });
  await blobs.put(scan, Buffer.from('%PDF-'), 'application/pdf');
  batch.set(ref.collection('deadlines').doc('document_vd1'), { kind: 'document', dueDay: '2027-01-31' });
  batch.set(ref.collection('deadline_notices').doc('document_vd1_2027-01-31_30'), { key: 'document_vd1' });
  // A traffic fine with its notification's scan.
  const fineScan = `companies/${companyId}/attachments/fines/f1/s1`;
  batch.set(ref.collection('fines').doc('f1'), {
    vehicleId: 'v1',
    status: 'paid',
    attachment: { contentType: 'application/pdf', size: 5 },
    attachmentPath: fineScan,
  });
  await blobs.put(fineScan, Buffer.from('%PDF-'), 'application/pdf');
  batch.set(ref.collection('defects').doc('d1'), { vehicleId: 'v1', questionId: 'q1', isOpen: true });
  batch.set(ref.collection('defects').doc('d1').collection('reports').doc('c0'), { checklistId: 'c0' });
  batch.set(ref.collection('defect_slots').doc('v1__q1'), { defectId: 'd1', checklistId: 'c0' });
  batch.set(ref.collection('processed_events').doc('e1'), { event: 'x' });
  batch.set(ref.collection('deliveries').doc('d1'), { personId: u1.uid, channel: 'email', status: 'sent' });
  batch.set(ref.collection('delivery_usage').doc('whatsapp-2026-11'), { sent: 1 });
  batch.set(ref.collection('alert_preferences').doc(u1.uid), { choices: {}, whatsappOptIn: null, summary: 'daily' });
  batch.set(ref.collection('alert_settings').doc('company'), { whatsappMonthlyCap: 10 });
  batch.set(ref.collection('workshops').doc('w1'), { name: 'Oficina do Zé', cnpj: '' });
  batch.set(ref.collection('work_orders').doc('o1'), { number: 'OS-2026-0001', vehicleId: 'v1', status: 'open' });
  batch.set(ref.collection('work_order_numbers').doc('OS-2026-0001'), { workOrderId: 'o1' });
  batch.set(ref.collection('work_order_settings').doc('company'), { secondApprovalAbove: null });
  // The workshop's quote file, sent through its link.
  const quoteFile = `companies/${companyId}/attachments/work_orders/o1/quote`;
  batch.set(ref.collection('work_order_files').doc('o1_quote'), { workOrderId: 'o1', attachmentPath: quoteFile });
  await blobs.put(quoteFile, Buffer.from('%PDF-'), 'application/pdf');
  batch.set(ref.collection('orphan_sweep').doc('images'), { after: null, restUntil: null });
  batch.set(ref.collection('personal_data').doc('key'), { secret: 'c2VncmVkbw==', createdAt: now });
  batch.set(ref.collection('activity').doc('c0_assigned'), { checklistId: 'c0', type: 'assigned', date: now });
  batch.set(ref.collection('stats').doc('rejections-2026-11'), { q_ab: 'Foto do painel', d20261122_ab: 1 });
  batch.set(ref.collection('audit').doc('a1'), { action: 'user.created', at: now });
  batch.set(ref.collection('schedules').doc('s1'), { templateId: 't1', isActive: true, nextAvailableAt: now });
  batch.set(ref.collection('import_previews').doc('i1'), { kind: 'users', rows: [], expireAt: now });
  batch.set(ref.collection('import_confirmations').doc('i0'), { by: adminAccount.uid, at: now });
  // A list exported in the background, with its file.
  const exported = `companies/${companyId}/exports/x1.csv`;
  await blobs.put(exported, Buffer.from('Nome;Placa'), 'text/csv');
  batch.set(ref.collection('exports').doc('x1'), { list: 'vehicles', status: 'ready', path: exported });
  // A webhook, one delivery of it and one try of that delivery.
  const webhook = ref.collection('webhook_endpoints').doc('wh1');
  batch.set(webhook, { url: 'https://erp.example.com/eventos', events: ['fine.created'], enabled: true });
  batch.set(webhook.collection('webhook_deliveries').doc('d1'), { type: 'fine.created', status: 'pending' });
  batch.set(webhook.collection('webhook_deliveries').doc('d1').collection('webhook_attempts').doc('1'), { at: now });
  await batch.commit();
  return { uids: [adminAccount.uid, u1.uid, u2.uid] };
}

/** What is left of the company: its document, each collection really stored under it, its push tokens. */
async function remaining(companyId: string): Promise<Record<string, number>> {
  const ref = db().collection('companies').doc(companyId);
  return {
    company: (await ref.get()).exists ? 1 : 0,
    ...(await storedUnder(companyId)),
    push_tokens: (await db().collection('push_tokens').where('companyId', '==', companyId).get()).size,
    vehicle_qr_tokens: (await db().collection('vehicle_qr_tokens').where('companyId', '==', companyId).get()).size,
    report_codes: (await db().collection('report_codes').where('companyId', '==', companyId).get()).size,
  };
}

async function accountsLeft(uids: string[]): Promise<number> {
  return (await auth().getUsers(uids.map((uid) => ({ uid })))).users.length;
}

describe('deleting a company (a background job)', () => {
  it('when the job stops half-way (a crash) and runs again, then the company shows its progress meanwhile and nothing of it is left at the end (documents, accounts, photo, report and attachment blobs)', async () => {
    const companyId = newCompanyId('apagar');
    const blobs = memoryBlobs();
    const { uids } = await seedCompany(companyId, blobs);
    expect(Object.keys(await storedUnder(companyId)).sort()).toEqual(registryPaths());
    const requested = await requestCompanyDeletion(companyId, '  empresa a APAGAR ');
    expect(requested.deletion).toMatchObject({ removed: 0 });

    const crash = new Error('falha simulada');
    await expect(
      continueCompanyDeletion(companyId, COMPANY_DATA, {
        blobs,
        batchSize: 2,
        afterBatch: (n) => {
          if (n === 4) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const halfway = await remaining(companyId);
    expect(halfway.company).toBe(1);
    expect(halfway.checklists).toBe(7);
    expect(blobs.paths.size).toBe(10);
    const listed = (await companiesRepository.listAll()).find((c) => c.id === companyId);
    // Counted before the crash: the admin's notification, the admin, each user's notification.
    expect(listed?.deletion).toEqual({ since: requested.deletion.since, removed: 4 });
    expect(await companiesRepository.listDeleting()).toContain(companyId);

    // What production's scheduler (and the local stack's timer, at start too) runs.
    const job = backgroundJobs({ push: recordingPushSender(), blobs }).schedule('continueCompanyDeletions');
    await job.run(new Date());

    const after = await remaining(companyId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await accountsLeft(uids)).toBe(0);
    expect(blobs.paths.size).toBe(0);
    expect(await companiesRepository.listDeleting()).not.toContain(companyId);
  }, 30_000);

  it('when a run reaches its deadline, then it pauses between batches and the next run finishes', async () => {
    const companyId = newCompanyId('apagar');
    const blobs = memoryBlobs();
    await seedCompany(companyId, blobs);
    await requestCompanyDeletion(companyId, 'Empresa a apagar');

    expect(await continueCompanyDeletion(companyId, COMPANY_DATA, { blobs, batchSize: 2, deadline: Date.now() })).toBe(
      'paused',
    );
    expect((await remaining(companyId)).company).toBe(1);
    expect(await continueCompanyDeletion(companyId, COMPANY_DATA, { blobs, batchSize: 2 })).toBe('done');
    expect(Object.entries(await remaining(companyId)).filter(([, n]) => n > 0)).toEqual([]);
  }, 30_000);

  it('when the typed name is not the company’s, then it is 400 and nothing is marked', async () => {
    const companyId = newCompanyId('apagar');
    await db().collection('companies').doc(companyId).set({ name: 'Transportes Alfa' });
    await expect(requestCompanyDeletion(companyId, 'Transportes Alpha')).rejects.toMatchObject({
      status: 400,
      message: 'O nome digitado não confere com o nome da empresa',
    });
    expect((await db().collection('companies').doc(companyId).get()).data()).toEqual({ name: 'Transportes Alfa' });
  });

  it('when the company does not exist, then it is 404 "Empresa não encontrada"', async () => {
    await expect(requestCompanyDeletion(newCompanyId('nenhuma'), 'Nenhuma')).rejects.toMatchObject({
      status: 404,
      message: 'Empresa não encontrada',
    });
  });

  it('when the superadmin asks for the deletion, then by its 202 every member is refused on the next request, reads included, and cannot sign in again', async () => {
    const companyId = newCompanyId('apagar');
    await db().collection('companies').doc(companyId).set({ name: 'Empresa a apagar' });
    const [superadmin, admin, user] = await Promise.all([
      createAccount({ role: 'superadmin' }),
      createAccount({ role: 'admin', companyId }),
      createAccount({ role: 'user', companyId }),
    ]);
    await db().collection('companies').doc(companyId).collection('admins').doc(admin.uid).set({ email: admin.email });
    await db().collection('companies').doc(companyId).collection('users').doc(user.uid).set({ email: user.email });
    expect((await call('get', '/api/dashboard', admin.token)).status).toBe(200);

    const asked = await call('delete', `/api/companies/${companyId}`, superadmin.token, {
      confirmName: 'Empresa a apagar',
    });

    expect(asked.status).toBe(202);
    const after = await Promise.all([
      call('get', '/api/dashboard', admin.token),
      call('post', '/api/templates', admin.token, { name: 'Nova', questions: [] }),
      call('get', '/api/checklists', user.token),
    ]);
    expect(after.map((res) => res.status)).toEqual([401, 401, 401]);
    await expect(signIn(admin.email)).rejects.toThrow(/USER_DISABLED/);
    await expect(signIn(user.email)).rejects.toThrow(/USER_DISABLED/);
    expect((await storedUnder(companyId)).templates).toBeUndefined();
  });
});
