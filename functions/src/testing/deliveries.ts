import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { DocumentChange, DocumentTrigger } from '../jobs/document-trigger';

/** A change of a company's document as a trigger gets it, committed now. */
export const changeOf = (
  companyId: string,
  docId: string,
  before: DocumentData | null,
  after: DocumentData | null,
): DocumentChange => ({
  eventId: `evt-${randomUUID()}`,
  time: Timestamp.now(),
  params: { companyId, docId },
  before,
  after,
});

/** Delivers the change twice, as a trigger may be. */
export async function deliverTwice(trigger: DocumentTrigger, change: DocumentChange): Promise<void> {
  await trigger.handler(change);
  await trigger.handler(change);
}
