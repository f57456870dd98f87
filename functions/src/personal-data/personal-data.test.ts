import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { companiesRepository } from '../companies/companies.repository';
import type { CompanyCollection } from '../feature';
import { COMPANY_DATA } from '../features';
import type { Checklist } from '../domain/checklists/checklist.schema';
import { assignedNotification, missedNotification } from '../domain/notifications/notification.schema';
import type { Template } from '../domain/templates/template.schema';
import { createHmac } from 'node:crypto';
import { ERASED_VALUE, type PersonalDataExport } from '../domain/users/personal-data';
import type { CompanyUser } from '../domain/users/user.schema';
import { createApp } from '../app';
import { imagesRepository } from '../images/images.repository';
import { notificationsRepository } from '../notifications/notifications.repository';
import { removeOldNotifications } from '../notifications/notifications.service';
import { db } from '../platform/firebase';
import { blobStore } from '../platform/blob-store';
import { recordingPushSender } from '../platform/messaging';
import { signIn, type TestAccount } from '../testing/accounts';
import { inMinutes, validTemplate, validUser } from '../testing/fixtures';
import { call } from '../testing/http';
import { twoCompanies } from '../testing/world';
import { readPdfText } from '../testing/pdf-text';
import { personalDataReportDefinition } from './personal-data-pdf';
import { pseudonymOf } from './pseudonyms';
import { backgroundJobs } from '../features';

const app = createApp();

let alfa: string;
let admin: TestAccount;
let beta: string;
let adminBeta: TestAccount;
let template: Template;

const HERE = { latitude: -23.550519, longitude: -46.633308, accuracy: 6 };
const company = () => db().collection('companies').doc(alfa);

/** A field user with a checklist answered where they stood, a photo with its position and a notification. */
async function userWithData(name: string) {
  const created = (await call('post', '/api/users', admin.token, validUser({ name, phone: '(11) 97777-1234' }))).body
    .data as CompanyUser;
  const token = await signIn(created.email);
  const id = (
    await call('post', '/api/checklists/assign', admin.token, {
      templateId: template.id,
      dueDate: inMinutes(120),
      userIds: [created.id],
    })
  ).body.data.ids[0] as string;
  await call('post', `/api/checklists/${id}/start`, token);
  const questions = (await call('get', `/api/checklists/${id}`, token)).body.data.questions as Array<{ id: string }>;
  expect(
    (await call('put', `/api/checklists/${id}/answers/${questions[0]!.id}`, token, { answer: true, location: HERE }))
      .status,
  ).toBe(200);
  await imagesRepository.createOnce(alfa, {
    id: `img-${created.id}`,
    checklistId: id,
    questionId: questions[0]!.id,
    uploader: created.id,
    size: 10,
    contentType: 'image/jpeg',
    width: 1,
    height: 1,
    uploadedAt: new Date().toISOString(),
    location: { latitude: -23.5505, longitude: -46.6333, accuracy: 10 },
    path: `companies/${alfa}/images/x.jpg`,
    thumbPath: `companies/${alfa}/images/x_thumb.jpg`,
  });
  await notificationsRepository.createOnce(
    alfa,
    created.id,
    assignedNotification({ id, templateName: template.title, dueDate: inMinutes(120) }),
  );
  return { user: created, checklistId: id };
}

/**
 * The user sends the checklist, the admin rejects their answer and they correct it somewhere else:
 * the rejected answer, with where it was given, is archived in the answer history.
 */
async function correctAnswer(user: CompanyUser, checklistId: string) {
  const token = await signIn(user.email);
  const questionId = (
    (await call('get', `/api/checklists/${checklistId}`, token)).body.data.questions as Array<{ id: string }>
  )[0]!.id;
  expect((await call('post', `/api/checklists/${checklistId}/submit`, token)).status).toBe(200);
  const reason = { reason: 'Farol direito queimado' };
  expect(
    (await call('post', `/api/responses/${checklistId}/questions/${questionId}/reject`, admin.token, reason)).status,
  ).toBe(200);
  const elsewhere = {
    answer: false,
    comment: 'Farol trocado',
    location: { latitude: -22.9068, longitude: -43.1729, accuracy: 5 },
  };
  expect((await call('put', `/api/checklists/${checklistId}/answers/${questionId}`, token, elsewhere)).status).toBe(
    200,
  );
  return questionId;
}

beforeAll(async () => {
  ({ alfa, beta, admin, adminBeta } = await twoCompanies({ adminName: 'Ana Souza', companyDoc: true }));
  template = (
    await call(
      'post',
      '/api/templates',
      admin.token,
      validTemplate({ questions: [{ type: 'boolean', question: 'Os faróis funcionam?' }] }),
    )
  ).body.data as Template;
});

describe('exporting a person’s data', () => {
  it('when an admin exports a user as JSON, then profile, checklists with positions, notifications, photos and audit come, and the export is logged', async () => {
    const { user, checklistId } = await userWithData('Maria Lima');
    const res = await call('get', `/api/users/${user.id}/export`, admin.token);
    expect(res.status).toBe(200);
    const data = res.body.data as PersonalDataExport;
    expect(data.user).toMatchObject({ id: user.id, name: 'Maria Lima', email: user.email, phone: '(11) 97777-1234' });
    expect(data.checklists.map((c) => c.id)).toEqual([checklistId]);
    // Stored to about 10 m (4 decimal places), whatever the phone sent.
    expect(data.checklists[0]!.questions[0]!.location).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
      accuracy: 10,
    });
    expect(data.notifications.map((n) => n.title)).toEqual(['Novo checklist atribuído']);
    expect(data.images.map((i) => i.id)).toEqual([`img-${user.id}`]);
    expect(data.images[0]).not.toHaveProperty('path');
    expect(data.audit.map((e) => e.action)).toEqual(expect.arrayContaining(['user.created', 'checklist.started']));

    // Every collection the registry says holds a person's own data has its section, and nothing else does.
    const sections = (collections: readonly CompanyCollection[]): string[] =>
      collections.flatMap((c) => [
        ...('exportedAs' in c.personalData ? [c.personalData.exportedAs] : []),
        ...sections(c.children ?? []),
      ]);
    expect(
      Object.keys(data)
        .filter((key) => key !== 'generatedAt')
        .sort(),
    ).toEqual(sections(COMPANY_DATA.collections).sort());
    for (const section of sections(COMPANY_DATA.collections))
      expect(data[section as keyof PersonalDataExport]).toBeTruthy();

    const exported = (await call('get', `/api/audit?recordType=user&recordId=${user.id}`, admin.token)).body.data
      .items as Array<{ action: string }>;
    expect(exported[0]!.action).toBe('user.exported');
  });

  it('when the user corrected a rejected answer, then the export carries the rejected answer with its position and reason, in JSON and in the PDF', async () => {
    const { user, checklistId } = await userWithData('Lucas Prado');
    const questionId = await correctAnswer(user, checklistId);
    const data = (await call('get', `/api/users/${user.id}/export`, admin.token)).body.data as PersonalDataExport;
    expect(data.answerHistory).toEqual([
      {
        checklistId,
        questionId,
        seq: 1,
        userId: user.id,
        answer: true,
        answeredAt: expect.any(String),
        rejectionReason: 'Farol direito queimado',
        rejectedAt: expect.any(String),
        // The reviewer by name, as the review records them.
        rejectedBy: 'Ana Souza',
        location: { latitude: -23.5505, longitude: -46.6333, accuracy: 10 },
      },
    ]);
    const pdf = personalDataReportDefinition(data, 'Transportes Alfa');
    expect(JSON.stringify(pdf.content)).toContain('Farol direito queimado');
    expect(JSON.stringify(pdf.content)).toContain('-23.5505, -46.6333');
  });

  it('when the export is asked as PDF, then a readable report names the person, their CNH, their checklist and where they answered', async () => {
    const { user } = await userWithData('Paulo Reis');
    const driverLicense = {
      cnhNumber: '50195131143',
      category: 'D',
      expiryDate: '2030-07-20',
      ear: true,
      lastToxicologicalExamDate: '2025-02-03',
    };
    expect((await call('put', `/api/users/${user.id}/driver`, admin.token, { driverLicense })).status).toBe(200);
    const json = (await call('get', `/api/users/${user.id}/export`, admin.token)).body.data as PersonalDataExport;
    expect(json.user.driverLicense).toEqual(driverLicense);
    const res = await request(app)
      .get(`/api/users/${user.id}/export?format=pdf`)
      .set('Authorization', `Bearer ${admin.token}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Dados_Paulo_Reis_\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const { text } = readPdfText(res.body as Buffer);
    for (const expected of [
      'DADOS PESSOAIS DO USUÁRIO',
      'Paulo Reis',
      user.email,
      template.title,
      '-23.5505, -46.6333',
      'Novo checklist atribuído',
      '50195131143 — categoria D, válida até 20/07/2030',
      '03/02/2025',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('when a field user asks, another company’s admin names the user, or the format is unknown, then 403, 404 and 400', async () => {
    const { user } = await userWithData('Rita Alves');
    const token = await signIn(user.email);
    expect((await call('get', `/api/users/${user.id}/export`, token)).status).toBe(403);
    expect((await call('get', `/api/users/${user.id}/export`, adminBeta.token)).status).toBe(404);
    expect((await call('get', `/api/users/${user.id}/export?format=xml`, admin.token)).status).toBe(400);
  });
});

describe('deleting a person', () => {
  it('when a user with a corrected answer is deleted, then the rejected answer stays in the answer history without its position', async () => {
    const { user, checklistId } = await userWithData('Marta Dias');
    await correctAnswer(user, checklistId);
    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);

    const archived = (await company().collection('answer_history').where('checklistId', '==', checklistId).get()).docs;
    expect(archived.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ answer: true, rejectionReason: 'Farol direito queimado', userId: user.id }),
    ]);
    expect(archived[0]!.data().location).toBeNull();
    expect(JSON.stringify(archived[0]!.data())).not.toContain('-23.5505');
  });

  it('when a user is deleted, then their checklists stay under a pseudonym without positions, their photos without positions, and their notifications go', async () => {
    const { user, checklistId } = await userWithData('Carlos Nunes');
    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);

    const checklist = (await call('get', `/api/responses/${checklistId}`, admin.token)).body.data as Checklist;
    expect(checklist.userName).toBe((await pseudonymOf(alfa, user.id)).name);
    expect(checklist.userName).toMatch(/^Usuário removido [0-9a-f]{12}$/);
    expect(checklist.questions[0]).toMatchObject({ answer: true, location: null });
    const stored = (await company().collection('checklists').doc(checklistId).get()).data()!;
    const raw = JSON.stringify(stored);
    for (const personal of ['Carlos Nunes', user.email, '97777', '-23.5505']) expect(raw).not.toContain(personal);

    const image = (await company().collection('images').doc(`img-${user.id}`).get()).data()!;
    expect(image.location).toBeNull();
    expect(image.checklistId).toBe(checklistId);
    expect((await company().collection('users').doc(user.id).collection('notifications').get()).size).toBe(0);
  });
});

describe('erasure in the audit trail, the schedules and the stored reports', () => {
  const driverLicense = {
    cnhNumber: '58316794534',
    category: 'C',
    expiryDate: '2031-03-10',
    ear: false,
    lastToxicologicalExamDate: '2025-05-06',
  };

  it('when a user is deleted, then every audit entry keeps what happened without their name, e-mail, phone, CNH number or uid, under one pseudonym', async () => {
    const { user, checklistId } = await userWithData('Rita Moura');
    // An earlier name, e-mail and phone, and a CNH: the trail keeps them as before and after values.
    const renamed = { name: 'Rita Moura Lima', email: `lima-${user.email}`, phone: '(21) 96666-4321', isActive: true };
    expect((await call('put', `/api/users/${user.id}`, admin.token, renamed)).status).toBe(200);
    expect((await call('put', `/api/users/${user.id}/driver`, admin.token, { driverLicense })).status).toBe(200);
    const trail = company().collection('audit');
    const before = (await trail.get()).docs.map((d) => JSON.stringify(d.data()));
    expect(before.some((e) => e.includes('Rita Moura') && e.includes(checklistId))).toBe(true);
    expect(before.some((e) => e.includes(driverLicense.cnhNumber))).toBe(true);

    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);

    const pseudonym = await pseudonymOf(alfa, user.id);
    const entries = (await trail.get()).docs.map((d) => d.data());
    const raw = JSON.stringify(entries);
    for (const personal of [
      'Rita Moura',
      'Rita_Moura',
      user.email,
      renamed.email,
      '97777-1234',
      '96666-4321',
      driverLicense.cnhNumber,
      user.id,
    ])
      expect(raw, personal).not.toContain(personal);
    // What happened stays: their start of the checklist, the assignment to them, the edits of their record.
    const started = entries.find((e) => e.action === 'checklist.started' && e.recordId === checklistId)!;
    expect(started.actor).toMatchObject({ uid: pseudonym.id, name: pseudonym.name, role: 'user' });
    expect(started.actorUid).toBe(pseudonym.id);
    const about = entries.filter((e) => e.recordId === pseudonym.id).map((e) => e.action);
    expect(about).toEqual(
      expect.arrayContaining(['user.created', 'user.email_changed', 'user.driver_license_changed', 'user.deleted']),
    );
    const edit = entries.find((e) => e.action === 'user.email_changed' && e.recordId === pseudonym.id)!;
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: pseudonym.name, after: pseudonym.name },
        { field: 'email', before: ERASED_VALUE, after: ERASED_VALUE },
        { field: 'phone', before: ERASED_VALUE, after: ERASED_VALUE },
      ]),
    );
    const deleted = entries.find((e) => e.action === 'user.deleted' && e.recordId === pseudonym.id)!;
    expect(deleted.record).toEqual({ type: 'user', id: pseudonym.id, label: pseudonym.name });
    expect(deleted.actor).toMatchObject({ uid: admin.uid, name: 'Ana Souza' });
    // Others' entries keep their own people.
    expect(entries.filter((e) => e.actorUid === admin.uid).length).toBeGreaterThan(3);
  });

  it('when a user is deleted, then the admins’ notifications naming them name the pseudonym, and the others stay as they were', async () => {
    const { user, checklistId } = await userWithData('Paulo Henrique Dias');
    const ref = { id: checklistId, templateName: template.title, dueDate: inMinutes(-60) };
    const aboutThem = missedNotification({ ...ref, userName: user.name }, 'admin');
    const aboutAnother = missedNotification({ ...ref, id: `${checklistId}-outro`, userName: 'Marta Ribeiro' }, 'admin');
    // The admin's record, as the superadmin's 'Adicionar administrador' writes it: whose inbox the erasure walks.
    await company().collection('admins').doc(admin.uid).set({ name: 'Ana Souza', email: admin.email, role: 'admin' });
    await notificationsRepository.createOnce(alfa, admin.uid, aboutThem, 'admins');
    await notificationsRepository.createOnce(alfa, admin.uid, aboutAnother, 'admins');
    const inbox = company().collection('admins').doc(admin.uid).collection('notifications');
    const bodies = async () => (await inbox.get()).docs.map((d) => String(d.data().body));
    expect((await bodies()).filter((b) => b.includes('Paulo Henrique Dias'))).toHaveLength(1);

    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);

    const pseudonym = await pseudonymOf(alfa, user.id);
    const after = await bodies();
    expect(after.some((b) => b.includes('Paulo Henrique Dias'))).toBe(false);
    expect(after).toContain(aboutThem.body.replace('Paulo Henrique Dias', pseudonym.name));
    expect(after).toContain(aboutAnother.body);
  });

  it('when the trail holds more than a page of entries naming them, all written at one instant, then every one is rewritten', async () => {
    const created = (await call('post', '/api/users', adminBeta.token, validUser({ name: 'Vera Lúcia Prates' }))).body
      .data as CompanyUser;
    const trail = db().collection('companies').doc(beta).collection('audit');
    const at = Timestamp.now();
    const batch = db().batch();
    for (let i = 0; i < 450; i += 1) {
      batch.set(trail.doc(`nomeia-${String(i).padStart(3, '0')}`), {
        action: 'checklist.assigned',
        actor: { uid: adminBeta.uid, name: 'Bruno Lima', role: 'admin' },
        record: { type: 'checklist', id: `c${i}`, label: 'Inspeção' },
        changes: [{ field: 'userName', before: null, after: 'Vera Lúcia Prates' }],
        reason: null,
        actorUid: adminBeta.uid,
        recordType: 'checklist',
        recordId: `c${i}`,
        at,
      });
    }
    await batch.commit();

    expect((await call('delete', `/api/users/${created.id}`, adminBeta.token)).status).toBe(200);

    const pseudonym = await pseudonymOf(beta, created.id);
    const entries = (await trail.get()).docs.map((d) => d.data());
    expect(JSON.stringify(entries)).not.toContain('Vera Lúcia Prates');
    const assigned = entries.filter((e) => e.action === 'checklist.assigned' && e.recordId.startsWith('c'));
    expect(assigned).toHaveLength(450);
    for (const e of assigned) expect(e.changes).toEqual([{ field: 'userName', before: null, after: pseudonym.name }]);
  });

  it('when a user is deleted, then the pseudonym is the HMAC-SHA-256 of their uid under their company’s own key, the same in every record', async () => {
    const { user, checklistId } = await userWithData('Sérgio Prado');
    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);

    const key = (await company().collection('personal_data').doc('key').get()).data()!.secret as string;
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    const digest = createHmac('sha256', Buffer.from(key, 'base64')).update(user.id).digest('hex');
    const pseudonym = await pseudonymOf(alfa, user.id);
    expect(pseudonym).toEqual({
      id: `removido-${digest.slice(0, 24)}`,
      name: `Usuário removido ${digest.slice(0, 12)}`,
    });
    // Another company's key gives the same uid another pseudonym.
    expect((await pseudonymOf(beta, user.id)).name).not.toBe(pseudonym.name);
    // The key is made once: asked again, the same.
    expect(await pseudonymOf(alfa, user.id)).toEqual(pseudonym);
    const checklist = (await company().collection('checklists').doc(checklistId).get()).data()!;
    expect(checklist.userName).toBe(pseudonym.name);
    const started = (await company().collection('audit').where('recordId', '==', checklistId).get()).docs
      .map((d) => d.data())
      .find((e) => e.action === 'checklist.started')!;
    expect(started.actor.name).toBe(pseudonym.name);
  });

  it('when a user is deleted, then the schedules naming them carry the pseudonym and the stored PDF of their report goes', async () => {
    const { user, checklistId } = await userWithData('Teresa Campos');
    const other = { id: 'outro-usuario', name: 'Outro Usuário' };
    await company()
      .collection('schedules')
      .doc(`agenda-${user.id}`)
      .set({ userIds: [user.id, other.id], users: [{ id: user.id, name: 'Teresa Campos' }, other], isActive: true });
    const path = `companies/${alfa}/checklists/${checklistId}/report-v1.pdf`;
    await blobStore().put(path, Buffer.from('%PDF-1.4 Teresa Campos'), 'application/pdf');
    const report = {
      version: 'v1',
      status: 'ready',
      progress: 100,
      attempt: 1,
      renderId: `${checklistId}_1`,
      requestedAt: new Date().toISOString(),
      path,
      renderedAt: new Date().toISOString(),
    };
    await company().collection('reports').doc(checklistId).set(report);

    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);

    const pseudonym = await pseudonymOf(alfa, user.id);
    const schedule = (await company().collection('schedules').doc(`agenda-${user.id}`).get()).data()!;
    expect(schedule.users).toEqual([{ id: user.id, name: pseudonym.name }, other]);
    expect(await blobStore().exists(path)).toBe(false);
    const stored = (await company().collection('reports').doc(checklistId).get()).data()!;
    // Rendered again at the next download: the next attempt, from the checklist as it is now.
    expect(stored).toMatchObject({ path: null, status: 'idle', attempt: 1 });
  });

  it('when a user is deleted, then their approved reports’ public versions name the pseudonym and their canonical content keeps neither them nor a position; the digest stays', async () => {
    const { user, checklistId } = await userWithData('Sérgio Valente');
    const token = await signIn(user.email);
    expect((await call('post', `/api/checklists/${checklistId}/submit`, token)).status).toBe(200);
    expect((await call('post', `/api/responses/${checklistId}/approve-all`, admin.token)).status).toBe(200);
    const versions = company().collection('report_versions').where('checklistId', '==', checklistId);
    const approved = (await versions.get()).docs[0]!.data();
    expect(approved.fieldUser).toBe('S. V.');
    const canonical = async () => (await blobStore().get(approved.canonicalPath as string))!.toString('utf8');
    expect(await canonical()).toContain('Sérgio Valente');
    expect(await canonical()).toMatch(/"location":\{"accuracy"/);

    expect((await call('delete', `/api/users/${user.id}`, admin.token)).status).toBe(200);

    const pseudonym = await pseudonymOf(alfa, user.id);
    const erased = (await versions.get()).docs[0]!.data();
    expect(erased).toMatchObject({ fieldUser: pseudonym.name, digest: approved.digest, code: approved.code });
    expect(typeof erased.erasedAt).toBe('string');
    const content = await canonical();
    for (const personal of ['Sérgio Valente', user.id, user.email]) expect(content, personal).not.toContain(personal);
    expect(content).not.toMatch(/"location":\{/);
    expect(JSON.parse(content).checklist.user.name).toBe(pseudonym.name);
  });
});

describe('retention', () => {
  it('when notifications are older than 90 days, then the daily schedule removes them and keeps the newer ones', async () => {
    const { user } = await userWithData('Beatriz Costa');
    const notifications = company().collection('users').doc(user.id).collection('notifications');
    const now = new Date('2027-06-01T06:30:00.000Z');
    const daysAgo = (days: number) => Timestamp.fromDate(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
    await notifications.doc('old').set({
      type: 'checklist_overdue',
      title: 'Antiga',
      body: '',
      checklistId: 'x',
      link: '/mobile',
      createdAt: daysAgo(91),
      readAt: null,
      read: false,
    });
    await notifications.doc('recent').set({
      type: 'checklist_overdue',
      title: 'Recente',
      body: '',
      checklistId: 'y',
      link: '/mobile',
      createdAt: daysAgo(89),
      readAt: null,
      read: false,
    });

    const job = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() }).schedule('removeOldNotifications');
    expect(job.schedule).toBe('every day 03:30');
    await job.run(now);

    const left = (await notifications.get()).docs.map((d) => d.id).sort();
    expect(left).toContain('recent');
    expect(left).not.toContain('old');
    // A second run finds nothing more to remove here.
    await removeOldNotifications(now);
    expect((await notifications.get()).docs.map((d) => d.id).sort()).toEqual(left);
  });

  it('when an admin’s notifications are older than 90 days, then the daily schedule removes them too and keeps the newer ones', async () => {
    const adminId = `admin-retencao-${Date.now()}`;
    await companiesRepository.createAdmin(alfa, adminId, { name: 'Gestora', email: `${adminId}@teste.dev` }, 'super');
    const inbox = company().collection('admins').doc(adminId).collection('notifications');
    const now = new Date('2027-06-01T06:30:00.000Z');
    const daysAgo = (days: number) => Timestamp.fromDate(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
    const missed = { type: 'checklist_missed', title: 'Checklist não realizado', body: '', link: '/admin/dashboard' };
    await inbox.doc('old').set({ ...missed, checklistId: 'x', createdAt: daysAgo(91), readAt: null, read: false });
    await inbox.doc('recent').set({ ...missed, checklistId: 'y', createdAt: daysAgo(89), readAt: null, read: false });

    await removeOldNotifications(now);

    expect((await inbox.get()).docs.map((d) => d.id)).toEqual(['recent']);
  });
});

describe('the personal data report in the company zone', () => {
  it('when the company is in Acre, then the dates it prints are on its clock (two hours behind São Paulo)', () => {
    const data = {
      generatedAt: '2026-11-24T13:00:00.000Z',
      user: {
        name: 'Paulo Reis',
        email: 'paulo@alfa.dev',
        phone: '',
        isActive: true,
        createdAt: '2026-01-10T12:15:00.000Z',
        lastLogin: null,
      },
      checklists: [],
      notifications: [],
      images: [],
      defectReports: [],
      fines: [],
      audit: [],
    } as unknown as PersonalDataExport;
    const text = JSON.stringify(personalDataReportDefinition(data, 'Transportes Alfa', 'America/Rio_Branco').content);
    expect(text).toContain('Transportes Alfa — gerado em 24/11/2026 08:00');
    expect(text).toContain('10/01/2026 07:15');
    const saoPaulo = JSON.stringify(personalDataReportDefinition(data, 'Transportes Alfa').content);
    expect(saoPaulo).toContain('gerado em 24/11/2026 10:00');
  });
});
