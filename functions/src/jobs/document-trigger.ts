import type { DocumentData } from 'firebase-admin/firestore';

export type DocumentEvent = 'created' | 'updated' | 'deleted' | 'written';

/** One document change, as production's Firestore triggers and the local event bridge deliver it. */
export interface DocumentChange {
  /** The same for every delivery of one change, so handlers can drop duplicates. */
  eventId: string;
  params: { companyId: string; docId: string };
  before: DocumentData | null;
  after: DocumentData | null;
}

/**
 * A Firestore trigger on a company subcollection (`companies/{companyId}/<collection>/{docId}`).
 * `index.ts` deploys it as a Cloud Function; on the local stack the event bridge calls `handler`.
 */
export interface DocumentTrigger {
  name: string;
  collection: string;
  on: DocumentEvent;
  /**
   * The function's size when it is no light bookkeeping (the report's render): deployed with it,
   * and run by the local stack in a process of its own, so that its work never stalls the stack.
   */
  sizing?: TriggerSizing;
  handler: (change: DocumentChange) => Promise<void>;
}

export interface TriggerSizing {
  memory: '512MiB' | '1GiB' | '2GiB' | '4GiB';
  timeoutSeconds: number;
  concurrency: number;
  maxInstances: number;
}

export function firesOn(trigger: DocumentTrigger, before: unknown, after: unknown): boolean {
  switch (trigger.on) {
    case 'written':
      return true;
    case 'created':
      return before == null && after != null;
    case 'updated':
      return before != null && after != null;
    case 'deleted':
      return before != null && after == null;
  }
}
