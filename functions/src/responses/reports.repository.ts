import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { EMPTY_RENDER_QUEUE, type QueuedRender, type RenderQueue } from '../domain/checklists/render-queue';
import { db } from '../platform/firebase';
import { createdOnce } from '../platform/firestore-values';
import { processedEvents } from '../platform/processed-events';

/**
 * A checklist's PDF report: the render last asked for (`renderId`, the `attempt`-th, of `version`)
 * and how far it is, and the PDF last stored in the blob store (`path`, null before the first).
 * 'idle' follows a failure its asker was told of: nothing renders until someone asks again.
 */
export interface StoredReport {
  version: string;
  status: 'rendering' | 'ready' | 'failed' | 'idle';
  /** 0 to 100 while rendering. */
  progress: number;
  attempt: number;
  renderId: string;
  requestedAt: string;
  path: string | null;
  renderedAt: string | null;
}

/** `companies/{c}/reports/{checklistId}`: the report kept for each approved checklist. */
export const REPORTS_COLLECTION = 'reports';

/**
 * `companies/{c}/report_renders/{checklistId}_{attempt}`: one per render asked for, made once: its
 * creation is what the renderer fires on, so the report's own progress writes fire nothing.
 */
export const REPORT_RENDERS_COLLECTION = 'report_renders';

/** What a render asked for names: the checklist and the render (`renderId` of its report). */
export interface RenderAsked {
  checklistId: string;
  renderId: string;
  requestedAt: string;
}

/** `companies/{c}/report_queue/renders`: the company's renders drawn and waiting (domain/checklists/render-queue.ts). */
export const REPORT_QUEUE_COLLECTION = 'report_queue';

// A claim matters while its render may run or its event be redelivered (hours); the TTL drops it after.
const CLAIM_LIFETIME_MS = 24 * 60 * 60 * 1000;

const ref = (companyId: string, checklistId: string) =>
  db().collection('companies').doc(companyId).collection(REPORTS_COLLECTION).doc(checklistId);
const rendersOf = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(REPORT_RENDERS_COLLECTION);
const queueOf = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(REPORT_QUEUE_COLLECTION).doc('renders');

/** Each company's last change of its render queue in this process, which the next one follows. */
const queueChanges = new Map<string, Promise<void>>();

export const reportsRepository = {
  async get(companyId: string, checklistId: string): Promise<StoredReport | null> {
    const data = (await ref(companyId, checklistId).get()).data();
    return data ? (data as StoredReport) : null;
  },
  /**
   * Starts the report's `attempt`-th render: its state and the render's own document, in one
   * commit that a create() gates (docs/decisions/once-only-by-create.md), so of any number of
   * callers asking for the same attempt, one starts it. True for that one.
   */
  startRender(companyId: string, report: StoredReport & { attempt: number }, checklistId: string): Promise<boolean> {
    const asked: RenderAsked = { checklistId, renderId: report.renderId, requestedAt: report.requestedAt };
    return createdOnce(() =>
      db()
        .batch()
        // First: the commit fails before the state is written when the render exists.
        .create(rendersOf(companyId).doc(`${checklistId}_${report.attempt}`), asked)
        .set(ref(companyId, checklistId), report)
        .commit(),
    );
  },
  /** Takes a render on, once for any number of deliveries of its event (a create()). */
  claim(companyId: string, marker: string): Promise<boolean> {
    return createdOnce(() =>
      processedEvents(companyId)
        .doc(marker)
        .create({ processedAt: Timestamp.now(), expireAt: Timestamp.fromMillis(Date.now() + CLAIM_LIFETIME_MS) }),
    );
  },
  /** Writes what `next` makes of the report as it stands (nothing when it returns null); says whether it wrote. */
  async change(
    companyId: string,
    checklistId: string,
    next: (current: StoredReport | null) => StoredReport | null,
  ): Promise<{ report: StoredReport | null; changed: boolean }> {
    const doc = ref(companyId, checklistId);
    return db().runTransaction(async (tx) => {
      const current = ((await tx.get(doc)).data() as StoredReport | undefined) ?? null;
      const updated = next(current);
      if (!updated) return { report: current, changed: false };
      tx.set(doc, updated);
      return { report: updated, changed: true };
    });
  },
  async queue(companyId: string): Promise<RenderQueue> {
    return ((await queueOf(companyId).get()).data() as RenderQueue | undefined) ?? EMPTY_RENDER_QUEUE;
  },
  /**
   * Applies `next` to the company's render queue, in a transaction (isolated across instances), one
   * change of a company's queue at a time in this process, since the local Firestore's transactions
   * do not isolate; what it returned.
   */
  inQueue<T extends { queue: RenderQueue }>(companyId: string, next: (queue: RenderQueue) => T): Promise<T> {
    const doc = queueOf(companyId);
    const change = () =>
      db().runTransaction(async (tx) => {
        const stored = (await tx.get(doc)).data() as RenderQueue | undefined;
        const result = next(stored ?? EMPTY_RENDER_QUEUE);
        tx.set(doc, result.queue);
        return result;
      });
    const done = (queueChanges.get(companyId) ?? Promise.resolve()).then(change, change);
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    queueChanges.set(companyId, settled);
    void settled.then(() => {
      if (queueChanges.get(companyId) === settled) queueChanges.delete(companyId);
    });
    return done;
  },
  /** Calls the renderer for a render whose turn came: a document of its own, whose creation it fires on. */
  async callRenderer(companyId: string, render: QueuedRender, now: Date): Promise<void> {
    const asked: RenderAsked = { ...render, requestedAt: now.toISOString() };
    await rendersOf(companyId).doc(`${render.renderId}_turn_${randomUUID()}`).create(asked);
  },
};
