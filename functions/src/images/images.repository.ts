import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { locationOf } from '../domain/checklists/checklist.schema';
import type { ImageInfo } from '../domain/images/image.schema';
import { updateInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';
import type { PageRequest } from '../domain/cursor';
import { createdOnce, toIso } from '../platform/firestore-values';
import { readPage } from '../platform/list-pages';
import { clearLocationsBefore } from '../platform/retention-pages';
import type { PositionRetention } from '../domain/users/personal-data';

const collection = (companyId: string) => db().collection('companies').doc(companyId).collection('images');

/** Where a company's orphan sweep stands (one document per company). */
export const ORPHAN_SWEEP_COLLECTION = 'orphan_sweep';
const sweepRef = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(ORPHAN_SWEEP_COLLECTION).doc('images');

/** A company's place in the sweep of its images, each an ISO time. */
export interface OrphanSweepCursor {
  /** The upload time of the last image checked in the current pass; null at a pass's start. */
  after: string | null;
  /** A finished pass rests until then before the next starts. */
  restUntil: string | null;
}

/** An image document: what the API shows, and where its two blobs are. */
export interface StoredImage extends ImageInfo {
  path: string;
  thumbPath: string;
}

function toStoredImage(id: string, d: DocumentData): StoredImage {
  return {
    id,
    checklistId: String(d.checklistId ?? ''),
    questionId: String(d.questionId ?? ''),
    uploader: String(d.uploader ?? ''),
    size: typeof d.size === 'number' ? d.size : 0,
    contentType: String(d.contentType ?? ''),
    width: typeof d.width === 'number' ? d.width : 0,
    height: typeof d.height === 'number' ? d.height : 0,
    uploadedAt: toIso(d.uploadedAt) ?? new Date(0).toISOString(),
    location: locationOf(d.location),
    path: String(d.path ?? ''),
    thumbPath: String(d.thumbPath ?? ''),
  };
}

export const imagesRepository = {
  /**
   * Writes the document only if none has this id: false when one was already there (the same
   * upload sent again), which the caller then reads.
   */
  async createOnce(companyId: string, image: StoredImage): Promise<boolean> {
    const { id, uploadedAt, ...rest } = image;
    return createdOnce(() =>
      collection(companyId)
        .doc(id)
        .create({ id, companyId, ...rest, uploadedAt: Timestamp.fromDate(new Date(uploadedAt)) }),
    );
  },

  async get(companyId: string, id: string): Promise<StoredImage | null> {
    const snap = await collection(companyId).doc(id).get();
    return snap.exists ? toStoredImage(id, snap.data()!) : null;
  },

  /** Newest first. */
  async list(
    companyId: string,
    request: PageRequest,
  ): Promise<{ items: StoredImage[]; total: number; nextCursor: string | null }> {
    const [{ docs, nextCursor }, total] = await Promise.all([
      readPage(collection(companyId), { field: 'uploadedAt', direction: 'desc' }, request),
      collection(companyId).count().get(),
    ]);
    return { items: docs.map((doc) => toStoredImage(doc.id, doc.data())), total: total.data().count, nextCursor };
  },

  /**
   * Images uploaded before `before`, oldest first, `limit` at a time after `after` (an upload
   * time: key-range paging, which the local emulator and Firestore both honour).
   */
  async listUploadedBefore(
    companyId: string,
    before: Date,
    after: string | null,
    limit: number,
  ): Promise<StoredImage[]> {
    let query = collection(companyId).where('uploadedAt', '<', Timestamp.fromDate(before));
    if (after) query = query.where('uploadedAt', '>', Timestamp.fromDate(new Date(after)));
    const snap = await query.orderBy('uploadedAt').limit(limit).get();
    return snap.docs.map((doc) => toStoredImage(doc.id, doc.data()));
  },

  /** The photos one field user sent. */
  async listByUploader(companyId: string, uploader: string): Promise<StoredImage[]> {
    const snap = await collection(companyId).where('uploader', '==', uploader).get();
    return snap.docs.map((doc) => toStoredImage(doc.id, doc.data()));
  },

  /** A deleted user's photos stay with the inspections, without where they were taken. */
  async removeUploaderLocation(companyId: string, uploader: string): Promise<void> {
    const snap = await collection(companyId).where('uploader', '==', uploader).get();
    await updateInBatches(
      snap.docs.map((doc) => doc.ref),
      { location: null },
    );
  },

  /** Retention: one page of photos uploaded before `before`, from `after`, each losing its position. */
  removeLocationsBefore: ((companyId, before, after, limit) =>
    clearLocationsBefore(collection(companyId), 'uploadedAt', before, after, limit)) as PositionRetention,

  async delete(companyId: string, id: string): Promise<void> {
    await collection(companyId).doc(id).delete();
  },

  /** Each company's sweep cursor, null for a company never swept: one read of them all. */
  async sweepCursors(companyIds: readonly string[]): Promise<Map<string, OrphanSweepCursor | null>> {
    if (companyIds.length === 0) return new Map();
    const snaps = await db().getAll(...companyIds.map(sweepRef));
    return new Map(
      snaps.map((snap, i) => {
        const d = snap.data();
        const cursor: OrphanSweepCursor | null = d
          ? {
              after: typeof d.after === 'string' ? d.after : null,
              restUntil: typeof d.restUntil === 'string' ? d.restUntil : null,
            }
          : null;
        return [companyIds[i]!, cursor];
      }),
    );
  },

  async saveSweepCursor(companyId: string, cursor: OrphanSweepCursor): Promise<void> {
    await sweepRef(companyId).set(cursor);
  },
};
