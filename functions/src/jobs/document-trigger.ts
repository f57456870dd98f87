import type { DocumentData, Timestamp } from 'firebase-admin/firestore';

export type DocumentEvent = 'created' | 'updated' | 'deleted' | 'written';

/** One document change, as production's Firestore triggers and the local event bridge deliver it. */
export interface DocumentChange {
  /** The same for every delivery of one change, so handlers can drop duplicates. */
  eventId: string;
  /** When the change was committed (what a recount's read time is compared with). */
  time: Timestamp;
  params: { companyId: string; docId: string };
  before: DocumentData | null;
  after: DocumentData | null;
}

/**
 * A Firestore trigger on a company subcollection (`companies/{companyId}/<collection>/{docId}`):
 * a feature's handler, or the function that dispatches to a collection's handlers
 * (`dispatchTrigger`), which `index.ts` deploys and the local event bridge calls.
 */
export interface DocumentTrigger {
  /** A handler's name in logs and errors; a dispatching trigger's is its deployed function's. */
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

/** The narrowest event that covers every handler's: theirs when they agree, else any write. */
function coveringEvent(handlers: readonly DocumentTrigger[]): DocumentEvent {
  const events = new Set(handlers.map((h) => h.on));
  return events.size === 1 ? [...events][0]! : 'written';
}

/**
 * One trigger for every handler on a collection, sized as they are: a sized handler (the report's
 * render) has its collection to itself, so no bookkeeping runs on its 2 GiB and none slows it. Production invokes each function on a document's
 * path for every write to it, so one function instead of one per handler makes a saved answer one
 * invocation. Each handler keeps its own filter (`on`, then its own checks) and its once-only
 * gate; they run side by side, as separate functions would, and a failure of any fails the
 * delivery, so the platform redelivers it and the handlers that had finished find their work done.
 */
export function dispatchTrigger(
  name: string,
  collection: string,
  handlers: readonly DocumentTrigger[],
): DocumentTrigger {
  const sized = handlers.filter((h) => h.sizing);
  if (sized.length > 0 && handlers.length > 1)
    throw new Error(`${name}: ${sized.map((h) => h.name).join(', ')} is sized and shares ${collection} with others`);
  return {
    name,
    collection,
    on: coveringEvent(handlers),
    ...(sized[0]?.sizing && { sizing: sized[0].sizing }),
    async handler(change) {
      const due = handlers.filter((h) => firesOn(h, change.before, change.after));
      const results = await Promise.allSettled(due.map((h) => h.handler(change)));
      const failed = due.flatMap((h, i) => {
        const result = results[i]!;
        return result.status === 'rejected' ? [{ name: h.name, reason: result.reason as unknown }] : [];
      });
      if (failed.length > 0)
        throw new AggregateError(
          failed.map((f) => f.reason),
          `${name}: ${failed.map((f) => `${f.name} (${String(f.reason)})`).join(', ')}`,
        );
    },
  };
}
