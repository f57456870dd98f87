import { randomBytes } from 'node:crypto';
import {
  ATTACHMENT_TYPES,
  attachmentFileName,
  isAttachmentType,
  type Attachment,
  type AttachmentType,
} from '../domain/attachments/attachment';
import { AppError } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { toIso } from '../platform/firestore-values';

const m = MESSAGES.attachments;

/**
 * An attachment as its owner's document keeps it: the shown metadata in `attachment`, and the blob's
 * path in the top-level `attachmentPath` (top level so the company-data registry's `files` finds it).
 */
export interface StoredAttachment {
  attachment: Attachment;
  attachmentPath: string;
}

/** The stored fields of an owner document, or null when it has no (readable) attachment. */
export function storedAttachmentOf(data: { attachment?: unknown; attachmentPath?: unknown }): StoredAttachment | null {
  const raw = data.attachment as Record<string, unknown> | null | undefined;
  if (!raw || typeof data.attachmentPath !== 'string' || !isAttachmentType(raw.contentType)) return null;
  return {
    attachmentPath: data.attachmentPath,
    attachment: {
      contentType: raw.contentType,
      size: typeof raw.size === 'number' ? raw.size : 0,
      uploadedAt: toIso(raw.uploadedAt) ?? new Date(0).toISOString(),
      uploadedBy: typeof raw.uploadedBy === 'string' ? raw.uploadedBy : '',
    },
  };
}

/** What the file is, from its bytes alone: a renamed executable is not a PDF. */
async function sniff(bytes: Buffer): Promise<AttachmentType | null> {
  // file-type is ESM-only; a dynamic import stays an import in the CommonJS build.
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return (ATTACHMENT_TYPES as readonly string[]).includes(mime ?? '') ? (mime as AttachmentType) : null;
}

export interface AttachTo {
  companyId: string;
  /** The owner's collection and id, e.g. 'vehicle_documents/abc': the blob lives under it. */
  owner: string;
  by: string;
}

/**
 * Stores `file` for its owner and lets `record` write it on the owner's document, which answers
 * whether the owner was there and what it replaced. Whichever blob lost is removed: the new one
 * when the owner is gone (then 404 `notFoundMessage`), the replaced one otherwise. Each upload has
 * a name of its own, so the owner never points at a half-written or deleted file.
 */
export async function replaceAttachment(
  to: AttachTo,
  file: { bytes: Buffer } | null,
  record: (stored: StoredAttachment) => Promise<{ found: boolean; replaced: StoredAttachment | null }>,
  notFoundMessage: string,
  now: Date = new Date(),
  blobs: BlobStore = blobStore(),
): Promise<Attachment> {
  if (!file || file.bytes.length === 0) throw new AppError('invalid_input', m.fileRequired);
  const contentType = await sniff(file.bytes);
  if (!contentType) throw new AppError('unsupported_media_type', m.unsupportedType);
  const stored: StoredAttachment = {
    attachmentPath: `companies/${to.companyId}/attachments/${to.owner}/${randomBytes(9).toString('base64url')}`,
    attachment: { contentType, size: file.bytes.length, uploadedAt: now.toISOString(), uploadedBy: to.by },
  };
  await blobs.put(stored.attachmentPath, file.bytes, contentType);
  let outcome: Awaited<ReturnType<typeof record>>;
  try {
    outcome = await record(stored);
  } catch (error) {
    await blobs.delete(stored.attachmentPath);
    throw error;
  }
  if (!outcome.found) {
    await blobs.delete(stored.attachmentPath);
    throw new AppError('not_found', notFoundMessage);
  }
  if (outcome.replaced) await blobs.delete(outcome.replaced.attachmentPath);
  return stored.attachment;
}

/** Deletes the blob of an attachment its owner no longer names (or an owner being deleted). */
export async function removeAttachmentBlob(
  stored: StoredAttachment | null,
  blobs: BlobStore = blobStore(),
): Promise<void> {
  if (stored) await blobs.delete(stored.attachmentPath);
}

export interface AttachmentFile {
  bytes: Buffer;
  contentType: AttachmentType;
  /** Named from words of our own (never the uploader's file name). */
  fileName: string;
}

/** The attachment's bytes, or 404 'Anexo não encontrado' when the owner has none. */
export async function readAttachment(
  stored: StoredAttachment | null,
  words: readonly string[],
  blobs: BlobStore = blobStore(),
): Promise<AttachmentFile> {
  const bytes = stored && (await blobs.get(stored.attachmentPath));
  if (!stored || !bytes) throw new AppError('not_found', m.notFound);
  const { contentType } = stored.attachment;
  return { bytes, contentType, fileName: attachmentFileName(words, contentType) };
}
