import type { PositionRetention } from '../domain/users/personal-data';
import { randomBytes } from 'node:crypto';
import type { Page } from '../domain/api';
import { acceptsPhotos, imageRef } from '../domain/checklists/answer.schema';
import { answerLock } from '../domain/checklists/checklist-transitions';
import { isWithFieldUser } from '../domain/checklists/checklist.schema';
import { SUBMIT_SIGNATURE_ID } from '../domain/templates/template.schema';
import { AppError, conflict, notFound } from '../domain/errors';
import {
  type ImageInfo,
  type ImageListQuery,
  type ImageSize,
  type UploadFields,
  type UploadResult,
} from '../domain/images/image.schema';
import { uploadImageId } from '../domain/images/image-id';
import { MESSAGES } from '../domain/messages';
import { companyInScope, type CompanySession, type SessionUser } from '../domain/roles';
import { auditSuperadminRead } from '../audit';
import { findChecklist, photosInUse } from '../checklists';
import { companyIds } from '../companies';
import { inCompanyTurns } from '../jobs/company-turns';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { log } from '../platform/logger';
import { imagesRepository as repo, type StoredImage } from './images.repository';

const m = MESSAGES.images;

/** The image id: from the client's `uploadId` when there is one (see uploadImageId), else random. */
function imageIdFor(session: CompanySession, uploadId: string | undefined): Promise<string> | string {
  if (!uploadId) return randomBytes(16).toString('base64url');
  return uploadImageId(session.companyId, session.uid, uploadId);
}

function infoOf({ path: _path, thumbPath: _thumbPath, ...info }: StoredImage): ImageInfo {
  return info;
}

/** The same upload again: the image it made, if it went to the same question. */
function sameUpload(existing: StoredImage, fields: UploadFields): UploadResult {
  if (existing.checklistId !== fields.checklistId || existing.questionId !== fields.questionId)
    throw conflict(m.uploadIdReused);
  return { url: imageRef(existing.id), id: existing.id };
}

/**
 * Who may add a photo to the question: the checklist's own field user, while the answer is open,
 * to a photo question, a yes/no one that asks for a photo on 'Não' or an 'Assinatura' (its
 * drawing); or the drawing of the submit signature, when the checklist asks for one.
 */
async function assertCanAddPhoto(session: CompanySession, fields: UploadFields): Promise<void> {
  const checklist = await findChecklist(session.companyId, fields.checklistId);
  if (!checklist || checklist.userId !== session.uid) throw notFound(MESSAGES.checklists.notFound);
  if (fields.questionId === SUBMIT_SIGNATURE_ID) {
    // The drawing of the signature that sends the checklist: while the user may still send it.
    if (!checklist.signatureOnSubmit) throw new AppError('invalid_input', MESSAGES.signatures.submitSignatureNotAsked);
    if (!isWithFieldUser(checklist.status)) throw conflict(MESSAGES.transitions.alreadySubmitted);
    return;
  }
  const question = checklist.questions.find((q) => q.id === fields.questionId);
  if (!question) throw notFound(MESSAGES.checklists.questionNotFound);
  if (!acceptsPhotos(question)) throw new AppError('invalid_input', m.notPhotoQuestion);
  const lock = answerLock(checklist.status, question.status);
  if (lock) throw conflict(lock);
}

async function deleteBlobs(blobs: BlobStore, image: Pick<StoredImage, 'path' | 'thumbPath'>): Promise<void> {
  await Promise.all([blobs.delete(image.path), blobs.delete(image.thumbPath)]);
}

/**
 * `POST /api/upload`: the photo re-encoded and stored, then its document. The blobs are written
 * first and the document last, and the blobs are deleted again when the document is not
 * written, so no failure leaves a blob without its document or a document without its blobs.
 * Each write's blobs have names of their own: a repeated upload that loses the race for the
 * document removes only what it wrote.
 */
export async function uploadImage(
  session: CompanySession,
  fields: UploadFields,
  file: { bytes: Buffer } | null,
  now: Date = new Date(),
  blobs: BlobStore = blobStore(),
): Promise<UploadResult> {
  if (!file || file.bytes.length === 0) throw new AppError('invalid_input', m.fileRequired);
  const id = await imageIdFor(session, fields.uploadId);
  // Before the answer's lock: a resend of a photo stored before the checklist was sent still gets its image.
  if (fields.uploadId) {
    const existing = await repo.get(session.companyId, id);
    if (existing) return sameUpload(existing, fields);
  }
  await assertCanAddPhoto(session, fields);

  // sharp loads with the first photo, never in the functions that take none.
  const { encodePhoto, sniffImageType } = await import('./photo-encoder.js');
  const type = await sniffImageType(file.bytes);
  const photo = type ? await encodePhoto(file.bytes, type) : 'undecodable';
  if (photo === 'too_many_pixels') throw new AppError('too_large', m.tooManyPixels);
  if (photo === 'undecodable') throw new AppError('unsupported_media_type', m.unsupportedType);

  const base = `companies/${session.companyId}/checklists/${fields.checklistId}/${id}-${randomBytes(6).toString('hex')}`;
  const image: StoredImage = {
    id,
    checklistId: fields.checklistId,
    questionId: fields.questionId,
    uploader: session.uid,
    size: photo.full.bytes.length,
    contentType: photo.full.contentType,
    width: photo.full.width,
    height: photo.full.height,
    uploadedAt: now.toISOString(),
    location: fields.location,
    path: `${base}.jpg`,
    thumbPath: `${base}_thumb.jpg`,
  };
  let created: boolean;
  try {
    // Both writes settle before any cleanup, so none lands after the blobs were deleted.
    const writes = await Promise.allSettled([
      blobs.put(image.path, photo.full.bytes, photo.full.contentType),
      blobs.put(image.thumbPath, photo.thumb.bytes, photo.thumb.contentType),
    ]);
    const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
    if (failed) throw failed.reason;
    created = await repo.createOnce(session.companyId, image);
  } catch (error) {
    await deleteBlobs(blobs, image).catch((cleanup) => log.imageRollbackFailed(session.companyId, id, cleanup));
    throw error;
  }
  if (!created) {
    await deleteBlobs(blobs, image);
    const existing = await repo.get(session.companyId, id);
    if (existing) return sameUpload(existing, fields);
    throw conflict(m.uploadIdReused);
  }
  return { url: imageRef(id), id };
}

/**
 * Whether every one of `imageIds` is a photo `uploader` sent to this question of this checklist
 * and whose blob is in the store: what an answer may name as its photos (an id never uploaded,
 * or of another checklist, question or user, is no evidence of this inspection).
 */
export async function areUploadedPhotos(
  companyId: string,
  to: { checklistId: string; questionId: string; uploader: string },
  imageIds: readonly string[],
  blobs: BlobStore = blobStore(),
): Promise<boolean> {
  const images = await Promise.all(imageIds.map((id) => repo.get(companyId, id)));
  if (
    !images.every(
      (image) =>
        image &&
        image.checklistId === to.checklistId &&
        image.questionId === to.questionId &&
        image.uploader === to.uploader,
    )
  ) {
    return false;
  }
  const stored = await Promise.all(images.map((image) => blobs.exists(image!.path)));
  return stored.every(Boolean);
}

/** An image of the company who may see it: the field user who sent it, its admins, the superadmin. */
async function visibleImage(session: SessionUser, companyId: string, imageId: string): Promise<StoredImage> {
  const image = await repo.get(companyId, imageId);
  if (!image || (session.role === 'user' && image.uploader !== session.uid)) throw notFound(m.notFound);
  return image;
}

/**
 * `GET /api/checklists/image/:imageId`: the photo's or its thumbnail's bytes. Images are read in
 * the caller's company; the superadmin names one (the diagnostic page, a response's photos), and
 * each of its reads is an entry in that company's trail.
 */
export async function readImage(
  session: SessionUser,
  companyId: string | undefined,
  imageId: string,
  size: ImageSize,
  blobs: BlobStore = blobStore(),
): Promise<{ bytes: Buffer; contentType: string }> {
  const company = companyInScope(session, companyId, m);
  const image = await visibleImage(session, company, imageId);
  const bytes = await blobs.get(size === 'thumb' ? image.thumbPath : image.path);
  if (!bytes) throw notFound(m.notFound);
  await auditSuperadminRead(session, company, { type: 'checklist', id: image.checklistId, label: `Imagem ${imageId}` });
  return { bytes, contentType: image.contentType };
}

/**
 * A photo's bytes for a caller without an account that already proved it may see this one (a
 * workshop's link names the photos of its O.S.'s defects): the company's own, never another's.
 */
export async function readCompanyImage(
  companyId: string,
  imageId: string,
  size: ImageSize,
  blobs: BlobStore = blobStore(),
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const image = await repo.get(companyId, imageId);
  const bytes = image && (await blobs.get(size === 'thumb' ? image.thumbPath : image.path));
  return image && bytes ? { bytes, contentType: image.contentType } : null;
}

/** `GET /api/checklists/images/list`: the company's images, newest first; a superadmin's read is in its trail. */
export async function listImages(session: SessionUser, query: ImageListQuery): Promise<Page<ImageInfo>> {
  const companyId = companyInScope(session, query.companyId, m);
  await auditSuperadminRead(session, companyId, { type: 'company', id: companyId, label: 'Imagens' });
  const { items, total, nextCursor } = await repo.list(companyId, query);
  return { items: items.map(infoOf), total, page: query.page, pageSize: query.pageSize, nextCursor };
}

export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** The images of one company a run checks at most: one page, then the next company. */
export const ORPHAN_SWEEP_PAGE = 200;
/**
 * What a run may spend before it starts no other page: the function times out at 60 s, and a
 * page (its checklists' reads, up to 200 deletions) takes well under the rest.
 */
export const ORPHAN_SWEEP_BUDGET_MS = 40_000;
/** A company whose images were all checked waits this long before the next pass. */
const ORPHAN_PASS_REST_MS = 24 * 60 * 60 * 1000;

export interface OrphanSweepResult {
  checked: number;
  removed: number;
  failed: number;
  /** Companies whose every image has now been checked in this pass. */
  passesFinished: number;
  /** Companies due that the run left for the next, its time spent. */
  companiesLeft: number;
}

export interface OrphanSweepOptions {
  /** The companies to sweep; every company by default. */
  companies?: readonly string[];
  pageSize?: number;
  budgetMs?: number;
  /** Milliseconds, to measure the budget by. */
  clock?: () => number;
}

/** Removes the page's images that no answer of their checklist references, each checklist read once. */
async function removeUnreferenced(
  blobs: BlobStore,
  companyId: string,
  page: readonly StoredImage[],
  result: OrphanSweepResult,
): Promise<void> {
  const referenced = new Map<string, Promise<Set<string>>>();
  const referencedBy = (checklistId: string) => {
    if (!referenced.has(checklistId)) referenced.set(checklistId, photosInUse(companyId, checklistId));
    return referenced.get(checklistId)!;
  };
  for (const image of page) {
    result.checked += 1;
    if ((await referencedBy(image.checklistId)).has(image.id)) continue;
    try {
      await deleteBlobs(blobs, image);
      await repo.delete(companyId, image.id);
      result.removed += 1;
    } catch (error) {
      result.failed += 1;
      log.orphanImageRemovalFailed(companyId, image.id, error);
    }
  }
}

/**
 * Removes images that no answer of their checklist references any more (a photo taken off an
 * answer, a checklist deleted) once they are a day old, a bounded piece at a time: each run takes
 * one page of each due company's images, oldest upload first, from where the company's stored
 * cursor left off, in the timed jobs' company turns (jobs/company-turns.ts): no page starts once the
 * time budget is spent, the next run begins after the last company served, and one company's
 * failure leaves the others' pages to run. A pass over a company's images ends with a short
 * page, and the next starts from its oldest image a day later, so an image orphaned after its
 * check is found by the next pass. The blobs go first and the document last, so a run that fails
 * half-way leaves a document the next pass finds again. Runs may overlap: deleting what is
 * already gone is no error.
 */
export async function removeOrphanImages(
  blobs: BlobStore,
  now: Date = new Date(),
  options: OrphanSweepOptions = {},
): Promise<OrphanSweepResult> {
  const { pageSize = ORPHAN_SWEEP_PAGE, budgetMs = ORPHAN_SWEEP_BUDGET_MS, clock = Date.now } = options;
  const result: OrphanSweepResult = { checked: 0, removed: 0, failed: 0, passesFinished: 0, companiesLeft: 0 };
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  const companies = options.companies ?? (await companyIds());
  const cursors = await repo.sweepCursors(companies);
  const due = companies.filter((id) => {
    const restUntil = cursors.get(id)?.restUntil;
    return !restUntil || new Date(restUntil) <= now;
  });
  const turns = await inCompanyTurns(
    'removeOrphanImages',
    due,
    async (companyId) => {
      // Key-range paging by upload time: two images stored in the same millisecond across a page
      // boundary may wait for the next pass.
      const page = await repo.listUploadedBefore(companyId, before, cursors.get(companyId)?.after ?? null, pageSize);
      await removeUnreferenced(blobs, companyId, page, result);
      const finished = page.length < pageSize;
      if (finished) result.passesFinished += 1;
      await repo.saveSweepCursor(companyId, {
        after: finished ? null : page.at(-1)!.uploadedAt,
        restUntil: finished ? new Date(now.getTime() + ORPHAN_PASS_REST_MS).toISOString() : null,
      });
    },
    { budgetMs, clock, now },
  );
  result.companiesLeft = turns.left.length;
  log.orphanImageSweep({ ...result });
  return result;
}

/** The person's photos, without where their files are (their data export). */
export async function imagesOfUploader(companyId: string, uid: string): Promise<ImageInfo[]> {
  return (await repo.listByUploader(companyId, uid)).map(infoOf);
}

/** A deleted user's photos stay as inspection evidence, without where they were taken. */
export const removeUploaderLocations = (companyId: string, uid: string): Promise<void> =>
  repo.removeUploaderLocation(companyId, uid);

/** The photo's record (its file's path among them), or null: the report's PDF draws it. */
export const findImage = (companyId: string, id: string): Promise<StoredImage | null> => repo.get(companyId, id);

/** Retention: a page of photos uploaded before `before` lose their positions (the photos stay). */
export const removeImageLocationsBefore: PositionRetention = (companyId, before, after, limit) =>
  repo.removeLocationsBefore(companyId, before, after, limit);
