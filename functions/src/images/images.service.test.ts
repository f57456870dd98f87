import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checklistsRepository } from '../checklists/checklists.repository';
import { imageRef } from '../domain/checklists/answer.schema';
import { answerHistoryId, snapshotQuestions } from '../domain/checklists/checklist.schema';
import type { CompanySession } from '../domain/roles';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { config } from '../platform/config';
import { db } from '../platform/firebase';
import { newCompanyId } from '../testing/accounts';
import { createCompanyDoc, inMinutes } from '../testing/fixtures';
import { imagesRepository } from './images.repository';
import { removeOrphanImages, uploadImage } from './images.service';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const PHOTO_QUESTION = 'question_foto';

let photo: Buffer;

function fieldSession(companyId: string): CompanySession {
  return {
    uid: `joao-${companyId}`,
    email: 'joao@teste.dev',
    name: 'João',
    role: 'user',
    companyId,
    companyName: companyId,
    timeZone: 'America/Sao_Paulo',
  };
}

/** A checklist of the session's user, in progress, with one photo question. */
async function openChecklist(session: CompanySession): Promise<string> {
  const [id] = await checklistsRepository.createMany(
    session.companyId,
    [
      {
        userId: session.uid,
        userName: session.name,
        templateId: 't1',
        templateName: 'Inspeção',
        dueDate: inMinutes(600),
        questions: snapshotQuestions([
          { id: PHOTO_QUESTION, type: 'photo', question: 'Foto', required: true, order: 1 },
        ]),
      },
    ],
    'admin@teste.dev',
  );
  await db().doc(`companies/${session.companyId}/checklists/${id}`).update({ status: 'in_progress' });
  return id!;
}

/** Rejected answers of the photo question, as the answer history keeps them (one document each). */
async function archive(companyId: string, checklistId: string, entries: Array<Record<string, unknown>>) {
  for (const [i, entry] of entries.entries()) {
    const seq = i + 1;
    await db()
      .doc(`companies/${companyId}/answer_history/${answerHistoryId(checklistId, PHOTO_QUESTION, seq)}`)
      .set({
        checklistId,
        questionId: PHOTO_QUESTION,
        seq,
        userId: 'u1',
        answeredAt: null,
        rejectionReason: 'Borrada',
        rejectedAt: null,
        rejectedBy: null,
        ...entry,
      });
  }
}

/** The photo question's answer and the rejected answers kept in its history. */
async function answerWith(companyId: string, checklistId: string, answer: string[], history: string[][] = []) {
  const ref = db().doc(`companies/${companyId}/checklists/${checklistId}`);
  const [question] = (await ref.get()).data()!.questions;
  await ref.update({ questions: [{ ...question, answer: answer.map(imageRef), corrections: history.length }] });
  await archive(
    companyId,
    checklistId,
    history.map((ids) => ({ answer: ids.map(imageRef) })),
  );
}

const blobFiles = (companyId: string) => {
  const root = path.join(config.localBlobDir!, 'companies', companyId);
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
};
const imageIds = async (companyId: string) =>
  (await db().collection(`companies/${companyId}/images`).get()).docs.map((doc) => doc.id).sort();

/** An image document with its two blobs, as an upload at `at` stores them. */
async function storeImage(session: CompanySession, checklistId: string, id: string, at: Date): Promise<void> {
  const base = `companies/${session.companyId}/checklists/${checklistId}/${id}`;
  await Promise.all([
    blobStore().put(`${base}.jpg`, photo, 'image/jpeg'),
    blobStore().put(`${base}_thumb.jpg`, photo, 'image/jpeg'),
  ]);
  await imagesRepository.createOnce(session.companyId, {
    id,
    checklistId,
    questionId: PHOTO_QUESTION,
    uploader: session.uid,
    size: photo.length,
    contentType: 'image/jpeg',
    width: 40,
    height: 30,
    uploadedAt: at.toISOString(),
    location: null,
    path: `${base}.jpg`,
    thumbPath: `${base}_thumb.jpg`,
  });
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa5500' } })
    .jpeg()
    .toBuffer();
});

describe('an upload that fails half-way', () => {
  it('when the thumbnail cannot be written, then the photo written before it is deleted and no document is stored', async () => {
    const session = fieldSession(newCompanyId('falha'));
    const checklistId = await openChecklist(session);
    const real = blobStore();
    const failingThumbs: BlobStore = {
      ...real,
      put: (blobPath, bytes, type) =>
        blobPath.endsWith('_thumb.jpg') ? Promise.reject(new Error('disco cheio')) : real.put(blobPath, bytes, type),
    };

    await expect(
      uploadImage(
        session,
        { checklistId, questionId: PHOTO_QUESTION, location: null },
        { bytes: photo },
        NOW,
        failingThumbs,
      ),
    ).rejects.toThrow('disco cheio');
    expect(await imageIds(session.companyId)).toEqual([]);
    expect(blobFiles(session.companyId)).toBe(0);
  });
});

describe('the removal of orphan images', () => {
  it('when images are no longer referenced by an answer or their checklist is gone, then those older than a day go, blobs and documents', async () => {
    const session = fieldSession(newCompanyId('orfas'));
    await createCompanyDoc(session.companyId);
    const [kept, deleted] = [await openChecklist(session), await openChecklist(session)];
    const send = async (checklistId: string, at: Date) =>
      (await uploadImage(session, { checklistId, questionId: PHOTO_QUESTION, location: null }, { bytes: photo }, at))
        .id;

    const answered = await send(kept, hoursBefore(48));
    const rejectedBefore = await send(kept, hoursBefore(47));
    const removedFromAnswer = await send(kept, hoursBefore(30));
    const ofDeletedChecklist = await send(deleted, hoursBefore(26));
    const tooRecent = await send(kept, hoursBefore(23));
    await answerWith(session.companyId, kept, [answered], [[rejectedBefore]]);
    await db().doc(`companies/${session.companyId}/checklists/${deleted}`).delete();

    const result = await removeOrphanImages(blobStore(), NOW, { companies: [session.companyId] });

    expect(result).toMatchObject({ removed: 2, failed: 0, passesFinished: 1 });
    expect(await imageIds(session.companyId)).toEqual([answered, rejectedBefore, tooRecent].sort());
    expect(blobFiles(session.companyId)).toBe(6);
    for (const id of [removedFromAnswer, ofDeletedChecklist])
      expect(await imagesRepository.get(session.companyId, id)).toBeNull();
    for (const id of [answered, rejectedBefore, tooRecent]) {
      const image = await imagesRepository.get(session.companyId, id);
      expect(await blobStore().get(image!.path)).not.toBeNull();
      expect(await blobStore().get(image!.thumbPath)).not.toBeNull();
    }
  });

  it('when images justify a "Não" (evidencePhotos), now or in a rejected answer of the history, then they stay', async () => {
    const session = fieldSession(newCompanyId('provas'));
    await createCompanyDoc(session.companyId);
    const checklistId = await openChecklist(session);
    const send = async () =>
      (
        await uploadImage(
          session,
          { checklistId, questionId: PHOTO_QUESTION, location: null },
          { bytes: photo },
          hoursBefore(48),
        )
      ).id;
    const [current, rejected, orphan] = [await send(), await send(), await send()];
    const ref = db().doc(`companies/${session.companyId}/checklists/${checklistId}`);
    const [question] = (await ref.get()).data()!.questions;
    await ref.update({
      questions: [{ ...question, answer: false, evidencePhotos: [imageRef(current)], corrections: 1 }],
    });
    await archive(session.companyId, checklistId, [{ answer: false, evidencePhotos: [imageRef(rejected)] }]);

    await removeOrphanImages(blobStore(), NOW, { companies: [session.companyId] });

    expect(await imageIds(session.companyId)).toEqual([current, rejected].sort());
    expect(await imagesRepository.get(session.companyId, orphan)).toBeNull();
  });

  it('when two runs overlap on more images than one page, then every orphan goes once and every referenced one stays', async () => {
    const session = fieldSession(newCompanyId('paginas'));
    await createCompanyDoc(session.companyId);
    const checklistId = await openChecklist(session);
    const ids = Array.from({ length: 450 }, (_, i) => `img-${String(i).padStart(3, '0')}`);
    for (let start = 0; start < ids.length; start += 50)
      await Promise.all(
        ids
          .slice(start, start + 50)
          .map((id, offset) =>
            storeImage(session, checklistId, id, new Date(hoursBefore(72).getTime() + (start + offset) * 1000)),
          ),
      );
    const referenced = ids.filter((_, i) => i % 2 === 0);
    await answerWith(session.companyId, checklistId, referenced);

    // A page a run: the pass over 450 images ends with the third page.
    const runs = [];
    for (let round = 0; round < 3; round += 1)
      runs.push(
        ...(await Promise.all([
          removeOrphanImages(blobStore(), NOW, { companies: [session.companyId] }),
          removeOrphanImages(blobStore(), NOW, { companies: [session.companyId] }),
        ])),
      );

    expect(runs.map((r) => r.failed)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(runs.some((r) => r.passesFinished === 1)).toBe(true);
    expect(await imageIds(session.companyId)).toEqual(referenced);
    expect(blobFiles(session.companyId)).toBe(referenced.length * 2);
  });

  it('when a run takes a page, then the next resumes after it, a finished pass rests a day, and the next pass finds an image orphaned since', async () => {
    const session = fieldSession(newCompanyId('retoma'));
    await createCompanyDoc(session.companyId);
    const checklistId = await openChecklist(session);
    const ids = ['a', 'b', 'c', 'd', 'e'];
    for (const [i, id] of ids.entries()) await storeImage(session, checklistId, id, hoursBefore(60 - i));
    // b and d are orphans; a, c and e stay referenced.
    await answerWith(session.companyId, checklistId, ['a', 'c', 'e']);
    const run = (now: Date) => removeOrphanImages(blobStore(), now, { companies: [session.companyId], pageSize: 2 });

    const first = await run(NOW);
    expect(first).toMatchObject({ checked: 2, removed: 1, passesFinished: 0 });
    expect(await imageIds(session.companyId)).toEqual(['a', 'c', 'd', 'e']);
    const second = await run(NOW);
    expect(second).toMatchObject({ checked: 2, removed: 1, passesFinished: 0 });
    expect(await imageIds(session.companyId)).toEqual(['a', 'c', 'e']);
    const third = await run(NOW);
    expect(third).toMatchObject({ checked: 1, removed: 0, passesFinished: 1 });
    // The pass is over: an hour later the company rests, nothing is read.
    expect(await run(new Date(NOW.getTime() + 3_600_000))).toMatchObject({ checked: 0, removed: 0 });

    // c leaves its answer; the next pass, a day later, starts again from the oldest image and finds it.
    await answerWith(session.companyId, checklistId, ['a', 'e']);
    const nextDay = new Date(NOW.getTime() + 25 * 3_600_000);
    const passes = [await run(nextDay), await run(nextDay)];
    expect(passes.map((r) => r.checked)).toEqual([2, 1]);
    expect(await imageIds(session.companyId)).toEqual(['a', 'e']);
    for (const id of ['a', 'e']) {
      const image = await imagesRepository.get(session.companyId, id);
      expect(await blobStore().get(image!.path)).not.toBeNull();
    }
  });

  it('when the time budget is spent, then the run starts no other company, and the next run takes the ones left first', async () => {
    const companies = await Promise.all(
      ['tempo-1', 'tempo-2', 'tempo-3'].map(async (prefix) => {
        const session = fieldSession(newCompanyId(prefix));
        await createCompanyDoc(session.companyId);
        const checklistId = await openChecklist(session);
        await storeImage(session, checklistId, 'orfa', hoursBefore(48));
        return session.companyId;
      }),
    );
    // The clock reads 0 at the start and past the budget once the first company's page is done.
    const clockFrom = (ticks: number[]) => () => ticks.shift() ?? 60_000;
    const run = (ticks: number[]) =>
      removeOrphanImages(blobStore(), NOW, { companies, budgetMs: 40_000, clock: clockFrom(ticks) });
    const remaining = () => Promise.all(companies.map(async (id) => (await imageIds(id)).length));

    expect(await run([0, 0, 40_000])).toMatchObject({ checked: 1, removed: 1, companiesLeft: 2 });
    expect(await remaining()).toEqual([0, 1, 1]);
    expect(await run([0, 0, 0, 40_000])).toMatchObject({ checked: 2, removed: 2, companiesLeft: 0 });
    expect(await remaining()).toEqual([0, 0, 0]);
  });
});
