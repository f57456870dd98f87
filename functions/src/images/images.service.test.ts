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

describe('the daily removal of orphan images', () => {
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

    const result = await removeOrphanImages(blobStore(), NOW);

    expect(result).toMatchObject({ removed: 2, failed: 0 });
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

    await removeOrphanImages(blobStore(), NOW);

    expect(await imageIds(session.companyId)).toEqual([current, rejected].sort());
    expect(await imagesRepository.get(session.companyId, orphan)).toBeNull();
  });

  it('when two runs overlap on more images than one page, then every orphan goes once and every referenced one stays', async () => {
    const session = fieldSession(newCompanyId('paginas'));
    await createCompanyDoc(session.companyId);
    const checklistId = await openChecklist(session);
    const ids = Array.from({ length: 450 }, (_, i) => `img-${String(i).padStart(3, '0')}`);
    for (let start = 0; start < ids.length; start += 50) {
      await Promise.all(
        ids.slice(start, start + 50).map(async (id, offset) => {
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
            uploadedAt: new Date(hoursBefore(72).getTime() + (start + offset) * 1000).toISOString(),
            location: null,
            path: `${base}.jpg`,
            thumbPath: `${base}_thumb.jpg`,
          });
        }),
      );
    }
    const referenced = ids.filter((_, i) => i % 2 === 0);
    await answerWith(session.companyId, checklistId, referenced);

    const runs = await Promise.all([removeOrphanImages(blobStore(), NOW), removeOrphanImages(blobStore(), NOW)]);

    expect(runs.map((r) => r.failed)).toEqual([0, 0]);
    expect(await imageIds(session.companyId)).toEqual(referenced);
    expect(blobFiles(session.companyId)).toBe(referenced.length * 2);
  });
});
