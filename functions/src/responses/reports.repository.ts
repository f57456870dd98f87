import { Timestamp } from 'firebase-admin/firestore';
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

// A claim matters while its render may run or its event be redelivered (hours); the TTL drops it after.
const CLAIM_LIFETIME_MS = 24 * 60 * 60 * 1000;

const ref = (companyId: string, checklistId: string) =>
  db().collection('companies').doc(companyId).collection(REPORTS_COLLECTION).doc(checklistId);

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
    const renders = db().collection('companies').doc(companyId).collection(REPORT_RENDERS_COLLECTION);
    return createdOnce(() =>
      db()
        .batch()
        // First: the commit fails before the state is written when the render exists.
        .create(renders.doc(`${checklistId}_${report.attempt}`), asked)
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
};
