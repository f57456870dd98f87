import type { DocumentData, DocumentReference, UpdateData, WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase';

/** Firestore takes at most 500 writes in one batch; this stays below it. */
export const BATCH_WRITES = 450;

/** Applies `write` to every document, a batch of at most BATCH_WRITES writes at a time. */
async function writeInBatches(refs: DocumentReference[], write: (batch: WriteBatch, ref: DocumentReference) => void): Promise<void> {
  for (let i = 0; i < refs.length; i += BATCH_WRITES) {
    const batch = db().batch();
    for (const ref of refs.slice(i, i + BATCH_WRITES)) write(batch, ref);
    await batch.commit();
  }
}

export function deleteInBatches(refs: DocumentReference[]): Promise<void> {
  return writeInBatches(refs, (batch, ref) => batch.delete(ref));
}

export function updateInBatches(refs: DocumentReference[], changes: UpdateData<DocumentData>): Promise<void> {
  return writeInBatches(refs, (batch, ref) => batch.update(ref, changes));
}
