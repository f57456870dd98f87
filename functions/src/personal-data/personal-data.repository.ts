import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { createdOnce } from '../platform/firestore-values';
import type { RetentionCursor } from '../domain/users/personal-data';

/**
 * `companies/{c}/personal_data/{doc}`: the company's pseudonym key ('key') and how far its
 * retention went ('retention'). Server-only (firestore.rules deny every client); the company's
 * deletion removes them with the rest of its data.
 */
export const PERSONAL_DATA_COLLECTION = 'personal_data';

const doc = (companyId: string, id: 'key' | 'retention') =>
  db().collection('companies').doc(companyId).collection(PERSONAL_DATA_COLLECTION).doc(id);

/** Where the retention of each kind of position stopped (by `updatedAt`, archive or upload time). */
export interface RetentionCursors {
  checklists: RetentionCursor | null;
  answerHistory: RetentionCursor | null;
  images: RetentionCursor | null;
}

const NO_CURSORS: RetentionCursors = { checklists: null, answerHistory: null, images: null };

export const personalDataRepository = {
  /**
   * The company's key for pseudonyms: 32 random bytes made at its first use, once (a create();
   * of any number of callers at once, one writes it and all read that one), never changed.
   */
  async pseudonymKey(companyId: string): Promise<Buffer> {
    const ref = doc(companyId, 'key');
    const stored = (await ref.get()).data();
    if (typeof stored?.secret === 'string') return Buffer.from(stored.secret, 'base64');
    await createdOnce(() => ref.create({ secret: randomBytes(32).toString('base64'), createdAt: Timestamp.now() }));
    return Buffer.from(String((await ref.get()).data()!.secret), 'base64');
  },

  async retentionCursors(companyIds: readonly string[]): Promise<Map<string, RetentionCursors>> {
    if (companyIds.length === 0) return new Map();
    const snaps = await db().getAll(...companyIds.map((id) => doc(id, 'retention')));
    return new Map(snaps.map((snap, i) => [companyIds[i]!, { ...NO_CURSORS, ...(snap.data() as object) }]));
  },

  async saveRetentionCursors(companyId: string, cursors: RetentionCursors): Promise<void> {
    await doc(companyId, 'retention').set(cursors);
  },
};
