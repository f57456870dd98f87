import type { ChecklistReport } from '../responses/checklist-pdf';
import type { SessionUser } from '../domain/roles';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { requestReport } from '../responses/reports.service';
import { reportRenderTrigger } from '../responses/reports.triggers';

/** The origin the reports asked for here link their public check at. */
export const TEST_ORIGIN = 'http://127.0.0.1:5000';

const storedReport = async (companyId: string, checklistId: string) =>
  (await db().doc(`companies/${companyId}/reports/${checklistId}`).get()).data();

/**
 * Delivers the creation of the render the last ask started to the render trigger, as Firestore
 * does (the event bridge locally); `render` stands in for pdfmake when given.
 */
export async function runRenderer(
  companyId: string,
  checklistId: string,
  render?: (report: ChecklistReport) => Promise<Buffer>,
): Promise<void> {
  const attempt = (await storedReport(companyId, checklistId))?.attempt as number | undefined;
  if (!attempt) throw new Error(`no report asked for ${checklistId}`);
  const asked = await db().doc(`companies/${companyId}/report_renders/${checklistId}_${attempt}`).get();
  await reportRenderTrigger({ blobs: blobStore(), render }).handler({
    eventId: `test-${asked.id}`,
    time: asked.updateTime!,
    params: { companyId, docId: asked.id },
    before: null,
    after: asked.data() ?? null,
  });
}

/**
 * Delivers the creation of every document that called the renderer for `renderId` when its turn
 * came (render-queue.ts), as Firestore does; how many there were.
 */
export async function runTurnsOf(
  companyId: string,
  renderId: string,
  render?: (report: ChecklistReport) => Promise<Buffer>,
): Promise<number> {
  const calls = await db().collection(`companies/${companyId}/report_renders`).where('renderId', '==', renderId).get();
  const turns = calls.docs.filter((doc) => doc.id !== renderId);
  for (const call of turns) {
    await reportRenderTrigger({ blobs: blobStore(), render }).handler({
      eventId: `test-${call.id}`,
      time: call.updateTime,
      params: { companyId, docId: call.id },
      before: null,
      after: call.data(),
    });
  }
  return turns.length;
}

/** Runs the render the last ask for the report started, as its trigger does, and returns the PDF it stored. */
export async function renderAsked(companyId: string, checklistId: string): Promise<Buffer> {
  await runRenderer(companyId, checklistId);
  const ready = await storedReport(companyId, checklistId);
  const bytes = ready?.status === 'ready' && ready.path ? await blobStore().get(ready.path as string) : null;
  if (!bytes) throw new Error(`the report of ${checklistId} was not rendered (${ready?.status})`);
  return bytes;
}

/** The PDF of a checklist's report, asked for as the admin's screen does and rendered as the trigger does. */
export async function renderedReport(session: SessionUser, checklistId: string, companyId: string): Promise<Buffer> {
  await requestReport(session, checklistId, companyId === session.companyId ? undefined : companyId, {
    origin: TEST_ORIGIN,
  });
  return renderAsked(companyId, checklistId);
}
