import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { config } from './config';
import { app } from './firebase';

/**
 * The blob-store port (DESIGN section 2): photos live in Cloud Storage in production and in a
 * folder on the local stack, where no Storage emulator runs. Paths are made by the server only.
 */
export interface BlobStore {
  put(blobPath: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored there. */
  get(blobPath: string): Promise<Buffer | null>;
  /** Whether something is stored there, without reading it. */
  exists(blobPath: string): Promise<boolean>;
  /** Deleting what is not there is no error: a cleanup may run twice. */
  delete(blobPath: string): Promise<void>;
  /**
   * A link that downloads the blob, saved as `fileName`, by anyone who holds it, until `expiresAt`:
   * large files (the PDF report) go to the browser without passing through a function's response.
   */
  downloadUrl(blobPath: string, file: DownloadFile): Promise<string>;
}

export interface DownloadFile {
  fileName: string;
  contentType: string;
  expiresAt: Date;
}

/** Segments of letters, digits, '_', '-' and '.', never '.' or '..' alone: nothing can leave the store. */
const BLOB_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function assertBlobPath(blobPath: string): void {
  if (!BLOB_PATH.test(blobPath)) throw new Error(`invalid blob path: ${JSON.stringify(blobPath)}`);
}

export function cloudStorageBlobStore(): BlobStore {
  const bucket = () => getStorage(app()).bucket();
  return {
    async put(blobPath, bytes, contentType) {
      assertBlobPath(blobPath);
      await bucket().file(blobPath).save(bytes, { contentType, resumable: false });
    },
    async get(blobPath) {
      assertBlobPath(blobPath);
      try {
        const [bytes] = await bucket().file(blobPath).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async exists(blobPath) {
      assertBlobPath(blobPath);
      const [found] = await bucket().file(blobPath).exists();
      return found;
    },
    async delete(blobPath) {
      assertBlobPath(blobPath);
      await bucket().file(blobPath).delete({ ignoreNotFound: true });
    },
    async downloadUrl(blobPath, { fileName, contentType, expiresAt }) {
      assertBlobPath(blobPath);
      // A V4 signed URL, signed by the function's service account (docs/deploy.md: it needs signBlob).
      const [url] = await bucket()
        .file(blobPath)
        .getSignedUrl({
          version: 'v4',
          action: 'read',
          expires: expiresAt,
          responseDisposition: `attachment; filename="${fileName}"`,
          responseType: contentType,
        });
      return url;
    },
  };
}

/** The local stack's stand-in for a signed URL: served by the API at this path (http/local-downloads.ts). */
export const LOCAL_DOWNLOAD_PATH = '/api/downloads';

/** The local stack's key for its links, shared by its API processes (the `pdf` one signs, the main one serves). */
export const LOCAL_LINK_KEY_ENV = 'CHECKFROTA_LOCAL_LINK_KEY';

// Known only to the running stack (or this process alone): a link outlives neither it nor its expiry.
const localLinkKey = process.env[LOCAL_LINK_KEY_ENV]
  ? Buffer.from(process.env[LOCAL_LINK_KEY_ENV], 'base64url')
  : randomBytes(32);

const LINK_FIELDS = ['path', 'name', 'type', 'expires'] as const;
type LocalLink = Record<(typeof LINK_FIELDS)[number], string>;

const signatureOf = (link: LocalLink) =>
  createHmac('sha256', localLinkKey)
    .update(JSON.stringify(LINK_FIELDS.map((field) => link[field])))
    .digest('base64url');

/** The blob and file a local link names, or null when it was not signed here, was altered or has expired. */
export function verifyLocalLink(query: Record<string, unknown>, now: Date): LocalLink | null {
  const values = LINK_FIELDS.map((field) => query[field]);
  if (!values.every((value): value is string => typeof value === 'string') || typeof query.signature !== 'string') {
    return null;
  }
  const link = Object.fromEntries(LINK_FIELDS.map((field, i) => [field, values[i]])) as LocalLink;
  const expected = Buffer.from(signatureOf(link));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(link.expires) > now.getTime() ? link : null;
}

/** Blobs as files under `root`; each is written to a temporary name and renamed, so none is ever half there. */
export function localFolderBlobStore(root: string): BlobStore {
  const fileOf = (blobPath: string) => {
    assertBlobPath(blobPath);
    return path.join(root, ...blobPath.split('/'));
  };
  return {
    async put(blobPath, bytes) {
      const file = fileOf(blobPath);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(blobPath) {
      try {
        return await readFile(fileOf(blobPath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(blobPath) {
      try {
        return (await stat(fileOf(blobPath))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(blobPath) {
      await rm(fileOf(blobPath), { force: true });
    },
    async downloadUrl(blobPath, { fileName, contentType, expiresAt }) {
      assertBlobPath(blobPath);
      const link: LocalLink = {
        path: blobPath,
        name: fileName,
        type: contentType,
        expires: String(expiresAt.getTime()),
      };
      return `${LOCAL_DOWNLOAD_PATH}?${new URLSearchParams({ ...link, signature: signatureOf(link) }).toString()}`;
    },
  };
}

let store: BlobStore | undefined;

/** The local folder when the local stack or the tests name one, Cloud Storage otherwise. */
export function blobStore(): BlobStore {
  store ??= config.localBlobDir ? localFolderBlobStore(config.localBlobDir) : cloudStorageBlobStore();
  return store;
}
