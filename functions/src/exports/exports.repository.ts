import { Timestamp } from 'firebase-admin/firestore';
import type { ExportFormat } from '../domain/exports/columns';
import type { ExportList } from '../domain/exports/lists';
import { db } from '../platform/firebase';
import { createdOnce } from '../platform/firestore-values';
import { processedEvents } from '../platform/processed-events';

/** The background exports asked for: one document each, its creation starts the job (exports.triggers.ts). */
export const EXPORTS_COLLECTION = 'exports';

/** The filters a list was exported under, as its route read them (format aside). */
export type ExportFilters = Record<string, string>;

export interface StoredExport {
  list: ExportList;
  format: ExportFormat;
  filters: ExportFilters;
  status: 'running' | 'ready' | 'failed';
  /** 0-100. */
  progress: number;
  /** The rows counted when it was asked for; the file's own count once ready. */
  rows: number;
  requestedBy: string;
  requestedAt: string;
  fileName: string;
  /** The file in the blob store, once ready. */
  path: string | null;
}

// A claim matters while its job may run or its event be redelivered (hours); the TTL drops it after.
const CLAIM_LIFETIME_MS = 24 * 60 * 60 * 1000;

const exportsOf = (companyId: string) => db().collection('companies').doc(companyId).collection(EXPORTS_COLLECTION);

export const exportsRepository = {
  newId: (companyId: string): string => exportsOf(companyId).doc().id,

  async create(companyId: string, id: string, job: StoredExport): Promise<void> {
    await exportsOf(companyId).doc(id).create(job);
  },

  async get(companyId: string, id: string): Promise<StoredExport | null> {
    const data = (await exportsOf(companyId).doc(id).get()).data();
    return data ? (data as StoredExport) : null;
  },

  async update(companyId: string, id: string, patch: Partial<StoredExport>): Promise<void> {
    await exportsOf(companyId).doc(id).update(patch);
  },

  /** Takes a job on, once for any number of deliveries of its event (a create()). */
  claim(companyId: string, id: string): Promise<boolean> {
    return createdOnce(() =>
      processedEvents(companyId)
        .doc(`export|${id}`)
        .create({ processedAt: Timestamp.now(), expireAt: Timestamp.fromMillis(Date.now() + CLAIM_LIFETIME_MS) }),
    );
  },
};
