import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthsBefore } from '../domain/users/personal-data';
import { backgroundJobs } from '../features';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { newCompanyId, type TestAccount } from '../testing/accounts';
import { createCompanyDoc } from '../testing/fixtures';
import { call } from '../testing/http';
import { twoCompanies } from '../testing/world';
import { applyRetention } from './retention.service';

let alfa: string;
let beta: string;
let admin: TestAccount;
let adminBeta: TestAccount;

const HERE = { latitude: -23.5505, longitude: -46.6333, accuracy: 10 };
const now = new Date();
const company = (id: string) => db().collection('companies').doc(id);
const ago = (months: number, days = 0) =>
  Timestamp.fromDate(new Date(monthsBefore(now, months).getTime() - days * 24 * 60 * 60 * 1000));

/** A checklist last changed `when`, with a position on its answer and its signature, an archived answer and a photo of then. */
async function positionsOf(companyId: string, id: string, when: Timestamp): Promise<void> {
  const ref = company(companyId);
  await Promise.all([
    ref
      .collection('checklists')
      .doc(id)
      .set({
        userId: 'u-retencao',
        status: 'approved',
        updatedAt: when,
        questions: [{ id: 'q1', type: 'boolean', question: 'Faróis?', answer: true, location: HERE }],
        submitSignature: {
          image: 'img',
          name: 'Fulano',
          signedAt: when.toDate().toISOString(),
          device: 'x',
          location: HERE,
        },
      }),
    ref.collection('answer_history').doc(id).set({
      checklistId: id,
      questionId: 'q1',
      seq: 1,
      userId: 'u-retencao',
      answer: false,
      archivedAt: when,
      location: HERE,
    }),
    ref
      .collection('images')
      .doc(id)
      .set({ id, checklistId: id, questionId: 'q1', uploader: 'u-retencao', uploadedAt: when, location: HERE }),
  ]);
}

/** Whether each kind still has its position: [answer, signature, archived answer, photo]. */
async function positionsLeft(companyId: string, id: string): Promise<boolean[]> {
  const ref = company(companyId);
  const [checklist, archived, image] = await Promise.all([
    ref.collection('checklists').doc(id).get(),
    ref.collection('answer_history').doc(id).get(),
    ref.collection('images').doc(id).get(),
  ]);
  return [
    checklist.data()!.questions[0].location != null,
    checklist.data()!.submitSignature.location != null,
    archived.data()!.location != null,
    image.data()!.location != null,
  ];
}

const retentionEntries = async (companyId: string) =>
  (await company(companyId).collection('audit').where('action', '==', 'company.retention_applied').get()).docs.map(
    (d) => d.data(),
  );

beforeAll(async () => {
  ({ alfa, beta, admin, adminBeta } = await twoCompanies({ adminName: 'Ana Souza', companyDoc: true }));
  await createCompanyDoc(beta);
});

describe('the daily retention', () => {
  it('when positions are 13 months old, then the job removes them and keeps the inspections; 11 months old, they stay (the default, 12 months)', async () => {
    await positionsOf(alfa, 'treze-meses', ago(13));
    await positionsOf(alfa, 'onze-meses', ago(11));

    const job = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() }).schedule('applyRetention');
    expect(job.schedule).toBe('every day 04:00');
    await job.run(now);

    expect(await positionsLeft(alfa, 'treze-meses')).toEqual([false, false, false, false]);
    expect(await positionsLeft(alfa, 'onze-meses')).toEqual([true, true, true, true]);
    const kept = (await company(alfa).collection('checklists').doc('treze-meses').get()).data()!;
    expect(kept.questions[0]).toMatchObject({ id: 'q1', answer: true, location: null });
    expect((await company(alfa).collection('images').doc('treze-meses').get()).exists).toBe(true);
    const entries = await retentionEntries(alfa);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { uid: 'system', role: 'system' },
      record: { type: 'company', id: alfa },
      changes: [{ field: 'positionsRemoved', before: null, after: 4 }],
    });

    // Run again: nothing more to remove, nothing more recorded.
    const again = await applyRetention(now, { companies: [alfa] });
    expect(again.positionsRemoved).toBe(0);
    expect(await retentionEntries(alfa)).toHaveLength(1);
    expect(await positionsLeft(alfa, 'onze-meses')).toEqual([true, true, true, true]);
  });

  it('when the company keeps positions 6 months, then the 7-month-old ones go and the 5-month-old ones stay', async () => {
    const settings = {
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 6,
    };
    expect((await call('put', '/api/company/settings', adminBeta.token, settings)).status).toBe(200);
    await positionsOf(beta, 'sete-meses', ago(7));
    await positionsOf(beta, 'cinco-meses', ago(5));
    // Alfa keeps the default: its 7-month-old positions stay.
    await positionsOf(alfa, 'sete-meses', ago(7));

    const result = await applyRetention(now, { companies: [alfa, beta] });

    expect(result).toMatchObject({ positionsRemoved: 4, companiesDone: 2, companiesFailed: 0, companiesLeft: 0 });
    expect(await positionsLeft(beta, 'sete-meses')).toEqual([false, false, false, false]);
    expect(await positionsLeft(beta, 'cinco-meses')).toEqual([true, true, true, true]);
    expect(await positionsLeft(alfa, 'sete-meses')).toEqual([true, true, true, true]);
  });

  it('when audit entries are past 5 years, then they go, newer ones stay, and the count is an entry', async () => {
    const entry = (at: Timestamp) => ({
      action: 'user.created',
      actor: { uid: admin.uid, name: 'Ana Souza', role: 'admin' },
      record: { type: 'user', id: 'u-antigo', label: 'Antigo' },
      changes: [],
      reason: null,
      actorUid: admin.uid,
      recordType: 'user',
      recordId: 'u-antigo',
      at,
    });
    const trail = company(alfa).collection('audit');
    await trail.doc('cinco-anos-e-um-dia').set(entry(ago(60, 1)));
    await trail.doc('quatro-anos-e-onze-meses').set(entry(ago(59)));
    const before = (await retentionEntries(alfa)).length;

    const result = await applyRetention(now, { companies: [alfa] });

    expect(result.auditEntriesRemoved).toBe(1);
    expect((await trail.doc('cinco-anos-e-um-dia').get()).exists).toBe(false);
    expect((await trail.doc('quatro-anos-e-onze-meses').get()).exists).toBe(true);
    const entries = await retentionEntries(alfa);
    expect(entries).toHaveLength(before + 1);
    expect(entries.map((e) => e.changes)).toContainEqual([{ field: 'auditEntriesRemoved', before: null, after: 1 }]);
  });

  it('when there is more than a page, then pages follow until done; past the time budget, the rest waits for the next run', async () => {
    // A company of its own: a pass goes on from where the last one stopped, so older documents than that are not its test.
    const gama = newCompanyId('gama');
    await createCompanyDoc(gama);
    for (const [i, months] of [14, 15, 16, 17, 18].entries()) await positionsOf(gama, `pagina-${i}`, ago(months));

    const spent = await applyRetention(now, { companies: [gama], budgetMs: 0 });
    expect(spent).toMatchObject({ positionsRemoved: 0, companiesDone: 0, companiesLeft: 1 });
    expect(await positionsLeft(gama, 'pagina-0')).toEqual([true, true, true, true]);

    const done = await applyRetention(now, { companies: [gama], pageSize: 2 });
    expect(done).toMatchObject({ positionsRemoved: 20, companiesDone: 1 });
    for (let i = 0; i < 5; i += 1)
      expect(await positionsLeft(gama, `pagina-${i}`)).toEqual([false, false, false, false]);
  });
});
