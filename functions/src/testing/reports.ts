import type { SessionUser } from '../domain/roles';
import { blobStore } from '../platform/blob-store';
import { reportsRepository } from '../responses/reports.repository';
import { renderRequestedReport, requestReport } from '../responses/reports.service';

/** Runs the render the last ask for the report started, as its trigger does, and returns the PDF it stored. */
export async function renderAsked(companyId: string, checklistId: string): Promise<Buffer> {
  const asked = await reportsRepository.get(companyId, checklistId);
  if (!asked) throw new Error(`no report asked for ${checklistId}`);
  await renderRequestedReport(companyId, checklistId, asked.renderId, { blobs: blobStore() });
  const ready = await reportsRepository.get(companyId, checklistId);
  const bytes = ready?.status === 'ready' && ready.path ? await blobStore().get(ready.path) : null;
  if (!bytes) throw new Error(`the report of ${checklistId} was not rendered (${ready?.status})`);
  return bytes;
}

/** The PDF of a checklist's report, asked for as the admin's screen does and rendered as the trigger does. */
export async function renderedReport(session: SessionUser, checklistId: string, companyId: string): Promise<Buffer> {
  await requestReport(session, checklistId, companyId === session.companyId ? undefined : companyId);
  return renderAsked(companyId, checklistId);
}
