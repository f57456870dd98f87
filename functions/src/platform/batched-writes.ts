import type { DocumentData, DocumentReference, UpdateData, WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase';

/** Firestore takes at most 500 writes in one batch; this stays below it. */
export const BATCH_WRITES = 450;

/** Commits the writes in order, a batch of at most BATCH_WRITES at a time. */
export async function commitInBatches(writes: Array<(batch: WriteBatch) => void>): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH_WRITES) {
    const batch = db().batch();
    for (const write of writes.slice(i, i + BATCH_WRITES)) write(batch);
    await batch.commit();
  }
}

/** Applies `write` to every document, a batch of at most BATCH_WRITES writes at a time. */
function writeInBatches(
  refs: DocumentReference[],
  write: (batch: WriteBatch, ref: DocumentReference) => void,
): Promise<void> {
  return commitInBatches(refs.map((ref) => (batch: WriteBatch) => write(batch, ref)));
}

export function deleteInBatches(refs: DocumentReference[]): Promise<void> {
  return writeInBatches(refs, (batch, ref) => batch.delete(ref));
}

export function updateInBatches(refs: DocumentReference[], changes: UpdateData<DocumentData>): Promise<void> {
  return writeInBatches(refs, (batch, ref) => batch.update(ref, changes));
}
