import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ImportRow } from '../domain/imports/cells';
import { IMPORT_KINDS, type ImportKind } from '../domain/imports/columns';
import type { ImportResult } from '../domain/imports/contract';
import { db } from '../platform/firebase';
import { createdOnce, toIso } from '../platform/firestore-values';

/** A file's rows as read, kept until the admin confirms or the preview expires (a TTL policy on expireAt). */
export const IMPORT_PREVIEWS = 'import_previews';
/** One document per confirmed preview: its create() lets a preview be confirmed once. */
export const IMPORT_CONFIRMATIONS = 'import_confirmations';

export interface StoredPreview {
  id: string;
  kind: ImportKind;
  fileName: string;
  rows: ImportRow[];
  ignoredColumns: string[];
  createdBy: string;
  expiresAt: string;
}

const company = (companyId: string) => db().collection('companies').doc(companyId);

function toPreview(id: string, d: DocumentData): StoredPreview | null {
  const expiresAt = toIso(d.expireAt);
  if (!IMPORT_KINDS.includes(d.kind) || !expiresAt || !Array.isArray(d.rows)) return null;
  return {
    id,
    kind: d.kind as ImportKind,
    fileName: String(d.fileName ?? ''),
    rows: d.rows as ImportRow[],
    ignoredColumns: Array.isArray(d.ignoredColumns) ? d.ignoredColumns.map(String) : [],
    createdBy: String(d.createdBy ?? ''),
    expiresAt,
  };
}

export const importsRepository = {
  async createPreview(companyId: string, preview: Omit<StoredPreview, 'id'>): Promise<StoredPreview> {
    const ref = company(companyId).collection(IMPORT_PREVIEWS).doc();
    await ref.create({
      kind: preview.kind,
      fileName: preview.fileName,
      rows: preview.rows,
      ignoredColumns: preview.ignoredColumns,
      createdBy: preview.createdBy,
      createdAt: Timestamp.now(),
      expireAt: Timestamp.fromDate(new Date(preview.expiresAt)),
    });
    return { id: ref.id, ...preview };
  },

  async getPreview(companyId: string, id: string): Promise<StoredPreview | null> {
    const snap = await company(companyId).collection(IMPORT_PREVIEWS).doc(id).get();
    return snap.exists ? toPreview(id, snap.data() ?? {}) : null;
  },

  async isConfirmed(companyId: string, id: string): Promise<boolean> {
    return (await company(companyId).collection(IMPORT_CONFIRMATIONS).doc(id).get()).exists;
  },

  /** Claims the preview's confirmation; false when it was confirmed already. */
  claimConfirmation(companyId: string, id: string, uid: string): Promise<boolean> {
    return createdOnce(() =>
      company(companyId).collection(IMPORT_CONFIRMATIONS).doc(id).create({ by: uid, at: Timestamp.now() }),
    );
  },

  /** The outcome on the confirmation; the preview goes, with the initial passwords its rows held. */
  async finish(companyId: string, id: string, result: ImportResult): Promise<void> {
    const batch = db().batch();
    batch.update(company(companyId).collection(IMPORT_CONFIRMATIONS).doc(id), { result });
    batch.delete(company(companyId).collection(IMPORT_PREVIEWS).doc(id));
    await batch.commit();
  },
};
