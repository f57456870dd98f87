import { createHash } from 'node:crypto';
import { audit } from '../audit';
import { answerHistoryOf, findChecklist } from '../checklists';
import { companyLetterhead } from '../companies';
import type { CompanyLetterhead } from '../domain/companies/company.schema';
import type { AnswerHistoryRecord, Checklist } from '../domain/checklists/checklist.schema';
import { settledReview } from '../domain/checklists/checklist-transitions';
import { photoSlots, reportFileName, type ReportState } from '../domain/checklists/report';
import { signatureImageIds } from '../domain/checklists/signature';
import {
  arrive,
  holds,
  leave,
  rejoin,
  RENDER_REJOIN_AFTER_MS,
  withdraw,
  type QueuedRender,
  type RenderQueue,
  type RenderTurn,
} from '../domain/checklists/render-queue';
import { AppError, conflict } from '../domain/errors';
import type { Defect } from '../domain/fleet/defect';
import { MESSAGES } from '../domain/messages';
import { companyInScope, type SessionUser } from '../domain/roles';
import { defectsReportedBy } from '../fleet/defects';
import { findImage } from '../images';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { log } from '../platform/logger';
import { certifyApproval, currentVersion, recordReportPdf, type ReportVersion } from '../verification';
import type { ChecklistReport } from './checklist-pdf';
import { reportsRepository, type StoredReport } from './reports.repository';
import { listed, record } from './responses.service';

/** A render asked for this long ago has died: it is past the renderer's timeout (540 s, index.ts). */
const RENDER_DEADLINE_MS = 10 * 60_000;
/** How long a download link works: enough to start the download, too short to pass the file around. */
export const LINK_LIFETIME_MS = 10 * 60_000;
/** The share of the progress reading the photos takes; drawing and storing the PDF take the rest. */
const PHOTOS_SHARE = 80;
const RENDERED = 95;

/** The layout's revision: raise it when checklist-pdf.ts changes what a report prints. */
const REPORT_LAYOUT = 6;

/** The two formats stored photos may have, told by their first bytes (photos are stored as JPEG). */
function isJpegOrPng(bytes: Buffer): boolean {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

/**
 * The photos the checklist's answers and their evidence reference, read by their stored path: only images of this
 * company uploaded to this checklist, never a URL found in an answer. One at a time, each shrunk
 * to the size it is printed at before the next is read, so a report of 4,000 photos holds only
 * their printed copies (tens of KB each), never the stored photos together. One that cannot be
 * read is left out, and the report prints its placeholder. `onRead` hears each photo done.
 */
async function readPhotos(
  companyId: string,
  checklist: Checklist,
  blobs: BlobStore,
  onRead: (done: number, total: number) => Promise<void>,
): Promise<Map<string, Buffer>> {
  const ids = new Set([
    ...checklist.questions
      .flatMap((q) => [...(q.type === 'photo' ? photoSlots(q.answer) : []), ...photoSlots(q.evidencePhotos)])
      .filter((id): id is string => id !== null),
    // The signatures' drawings are uploaded images too.
    ...signatureImageIds(checklist),
  ]);
  const photos = new Map<string, Buffer>();
  const { printedCopy } = await import('./report-photos.js');
  let done = 0;
  for (const imageId of ids) {
    const skip = (reason: string) => log.reportImageSkipped(companyId, checklist.id, imageId, reason);
    try {
      const image = await findImage(companyId, imageId);
      if (!image || image.checklistId !== checklist.id) skip('not this checklist');
      else {
        const bytes = await blobs.get(image.path);
        if (!bytes) skip('blob missing');
        else if (!isJpegOrPng(bytes)) skip('not JPEG or PNG');
        else photos.set(imageId, await printedCopy(bytes));
      }
    } catch (error) {
      skip(String(error));
    }
    await onRead(++done, ids.size);
  }
  return photos;
}

/** What a report prints besides the checklist, and the version all of it makes. */
interface ReportInputs {
  companyName: string;
  letterhead: CompanyLetterhead;
  timeZone: string;
  logo: string | null;
  defects: readonly Defect[];
  history: readonly AnswerHistoryRecord[];
  version: string;
}

/**
 * What a report's content depends on: the checklist as stored (answers, reviews, status, times), its
 * answer history, the company's letterhead and time zone, the logo, the defects it reported, the
 * approval's number and verification code, and the layout's revision. Any change gives another
 * version, rendered once and then served from the blob store. The asker and the renderer read it
 * alike, so they agree on the version.
 */
async function reportInputs(
  companyId: string,
  checklist: Checklist,
  blobs: BlobStore,
  certificate: ReportVersion,
): Promise<ReportInputs> {
  const { reportLogo } = await import('../platform/report-logo.js');
  const [letterhead, logo, defects, history] = await Promise.all([
    // The company's zone, not the session's: the superadmin's download reads like the admin's.
    companyLetterhead(companyId),
    reportLogo(companyId, blobs),
    checklist.vehicle ? defectsReportedBy(companyId, checklist.id) : [],
    answerHistoryOf(companyId, checklist),
  ]);
  const companyName = letterhead.name ?? companyId;
  const { timeZone } = letterhead;
  const version = createHash('sha256')
    .update(
      JSON.stringify([
        REPORT_LAYOUT,
        letterhead,
        [certificate.number, certificate.version, certificate.code, certificate.url],
        logo ? createHash('sha256').update(logo).digest('hex') : null,
        checklist,
        history,
        // A defect's status moves after the approval: the report shows where it stands now.
        defects.map((d) => [d.id, d.title, d.severity, d.status]),
      ]),
    )
    .digest('base64url')
    .slice(0, 32);
  return { companyName, letterhead, timeZone, logo, defects, history, version };
}

const isRunning = (report: StoredReport, version: string, now: Date): boolean =>
  report.status === 'rendering' &&
  report.version === version &&
  now.getTime() - Date.parse(report.requestedAt) < RENDER_DEADLINE_MS;

export interface ReportRequestOptions {
  now?: Date;
  /** The origin the request came through (the public check's link starts from it when none is configured). */
  origin: string;
  blobs?: BlobStore;
  /** Called before a render is started (not when one runs or is ready): the per-user PDF limit. */
  beforeRender?: () => Promise<void>;
}

/**
 * `GET /api/responses/:id/pdf`: the report of an approved checklist (spec section 9), by reference.
 * Ready and unchanged: a short-lived link to the stored PDF, at once. Otherwise its render, started
 * here when none runs for this version (one for any number of askers) and done in the background
 * (reports.triggers.ts), and how far it is. A render that failed is told once, as 'Falha na
 * geração do PDF'; the next ask starts another. 'Gerado em' is when that version was rendered.
 * Every link handed is audited as a download, the stored PDF's too.
 */
export async function requestReport(
  session: SessionUser,
  id: string,
  companyId: string | undefined,
  { now = new Date(), blobs = blobStore(), origin, beforeRender = async () => {} }: ReportRequestOptions,
): Promise<ReportState> {
  const company = companyInScope(session, companyId, MESSAGES.responses);
  const found = await findChecklist(company, id);
  // Not found unless listed for review (sent or answered); the version is of the checklist as stored.
  const checklist = listed(found);
  if (checklist.status !== 'approved') throw conflict(MESSAGES.reports.notApproved);
  // Numbered at the approval; made here when that failed. Another caller numbering it right now: wait with them.
  const certificate = await certifyApproval(company, id, { origin, blobs, now });
  if (!certificate) return { status: 'rendering', progress: 0 };
  const { version, timeZone } = await reportInputs(company, found as Checklist, blobs, certificate);
  const fileName = reportFileName(checklist.templateName, checklist.userName, now, timeZone);
  const stored = await reportsRepository.get(company, id);

  if (stored?.version === version && stored.status === 'ready' && stored.path && (await blobs.exists(stored.path))) {
    const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
    const url = await blobs.downloadUrl(stored.path, { fileName, contentType: 'application/pdf', expiresAt });
    // Each link handed is a download, however the PDF came to be stored: the trail has every one.
    await audit(session, company, 'checklist.pdf_downloaded', record(checklist), [
      { field: 'arquivo', before: null, after: fileName },
    ]);
    return { status: 'ready', url, expiresAt: expiresAt.toISOString(), fileName };
  }
  if (stored?.version === version && stored.status === 'failed') {
    await reportsRepository.change(company, id, (current) =>
      current?.renderId === stored.renderId ? { ...current, status: 'idle' } : null,
    );
    throw new AppError('internal', MESSAGES.reports.renderFailed);
  }
  if (stored && isRunning(stored, version, now)) {
    await keepPlace(company, id, stored, now);
    return { status: 'rendering', progress: stored.progress };
  }
  await beforeRender();
  // Of any number asking at once (they read the same attempt), one starts it; the others wait on it.
  const attempt = (stored?.attempt ?? 0) + 1;
  await reportsRepository.startRender(
    company,
    {
      version,
      status: 'rendering',
      progress: 0,
      attempt,
      renderId: `${id}_${attempt}`,
      requestedAt: now.toISOString(),
      // The PDF stored before stays named here until the new one replaces it.
      path: stored?.path ?? null,
      renderedAt: stored?.renderedAt ?? null,
    },
    id,
  );
  return { status: 'rendering', progress: 0 };
}

export interface RenderDeps {
  blobs: BlobStore;
  now?: () => Date;
  /** Draws the PDF (checklist-pdf.ts by default); tests hold it open. */
  render?: (report: ChecklistReport) => Promise<Buffer>;
}

/** Changes the company's render queue; the renders whose turn came are handed to the renderer. */
async function inTurns(
  companyId: string,
  change: (queue: RenderQueue) => { queue: RenderQueue; started: QueuedRender[]; turn?: RenderTurn },
  now: Date,
): Promise<RenderTurn | undefined> {
  const { started, turn } = await reportsRepository.inQueue(companyId, change);
  for (const render of started) await reportsRepository.callRenderer(companyId, render, now);
  return turn;
}

/** An ask for a render not yet drawn puts it back in its company's queue if it lost its place there. */
async function keepPlace(companyId: string, checklistId: string, report: StoredReport, now: Date): Promise<void> {
  if (report.progress > 0 || now.getTime() - Date.parse(report.requestedAt) < RENDER_REJOIN_AFTER_MS) return;
  if (holds(await reportsRepository.queue(companyId), report.renderId)) return;
  await inTurns(companyId, (queue) => rejoin(queue, { renderId: report.renderId, checklistId }, now), now);
}

/**
 * Renders the report render `renderId` asked for, if it is still the one asked for, in the
 * company's turn (domain/checklists/render-queue.ts: a few of its renders at once, the rest
 * waiting theirs, whose renderer is called when a turn frees), and if no other delivery of its
 * event took it on (a create() claims it). Superseded or already drawn, it gives up its place.
 */
export async function renderRequestedReport(
  companyId: string,
  checklistId: string,
  renderId: string,
  deps: RenderDeps,
): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const asked = await reportsRepository.get(companyId, checklistId);
  if (!isAsked(asked, renderId)) {
    await inTurns(companyId, (queue) => withdraw(queue, renderId, now()), now());
    return;
  }
  const turn = await inTurns(companyId, (queue) => arrive(queue, { renderId, checklistId }, now()), now());
  if (turn !== 'now') return;
  try {
    if (await reportsRepository.claim(companyId, `report-rendering|${renderId}`)) {
      await drawReport(companyId, checklistId, asked, deps);
    }
  } finally {
    await inTurns(companyId, (queue) => leave(queue, renderId, now()), now());
  }
}

const isAsked = (report: StoredReport | null, renderId: string): report is StoredReport =>
  report?.renderId === renderId && report.status === 'rendering';

/**
 * Draws the render `asked`: reads the photos (the progress), draws the PDF, stores it and marks the
 * report ready, then removes the PDF it replaces. Superseded meanwhile (the checklist changed and
 * someone asked again), it keeps nothing. A failure is recorded for the asker.
 */
async function drawReport(companyId: string, checklistId: string, asked: StoredReport, deps: RenderDeps) {
  const now = deps.now ?? (() => new Date());
  const { renderId } = asked;
  const ours = (report: StoredReport | null): report is StoredReport => isAsked(report, renderId);
  const previous = asked.path;
  const update = (patch: Partial<StoredReport>) =>
    reportsRepository.change(companyId, checklistId, (current) => (ours(current) ? { ...current, ...patch } : null));

  try {
    const checklist = await findChecklist(companyId, checklistId);
    if (checklist?.status !== 'approved') throw conflict(MESSAGES.reports.notApproved);
    const certificate = await currentVersion(companyId, checklist);
    if (!certificate) throw conflict(MESSAGES.reports.notApproved);
    const inputs = await reportInputs(companyId, checklist, deps.blobs, certificate);
    let shown = 0;
    const images = await readPhotos(companyId, checklist, deps.blobs, async (done, total) => {
      // In steps of 10: a write per photo would cost more than the photo.
      const progress = Math.floor((PHOTOS_SHARE * done) / total / 10) * 10;
      if (progress > shown) {
        shown = progress;
        await update({ progress });
      }
    });
    await update({ progress: PHOTOS_SHARE });
    const render = deps.render ?? (await import('./checklist-pdf.js')).renderChecklistReport;
    const bytes = await render({
      companyName: inputs.companyName,
      letterhead: inputs.letterhead,
      verification: { number: certificate.number, version: certificate.version, url: certificate.url },
      timeZone: inputs.timeZone,
      checklist,
      history: inputs.history,
      approvedAt: settledReview(checklist.status, checklist.questions)?.reviewedAt ?? null,
      generatedAt: now(),
      logo: inputs.logo,
      images,
      defects: inputs.defects,
    });
    await update({ progress: RENDERED });
    const path = `companies/${companyId}/checklists/${checklistId}/report-${inputs.version}.pdf`;
    await deps.blobs.put(path, bytes, 'application/pdf');
    // Before the PDF can be downloaded: the public check then knows any copy of it.
    await recordReportPdf(companyId, certificate, bytes);
    const finished = await update({
      status: 'ready',
      progress: 100,
      version: inputs.version,
      path,
      renderedAt: now().toISOString(),
    });
    if (!finished.changed) {
      if (finished.report?.path !== path) await deps.blobs.delete(path);
      return;
    }
    if (previous && previous !== path) await deps.blobs.delete(previous);
  } catch (error) {
    log.reportRenderFailed(companyId, checklistId, error);
    await update({ status: 'failed' });
  }
}

/**
 * LGPD erasure: the stored PDFs of these checklists' reports go (they name the person as they
 * were); each report then renders again at its next download, from the checklist as it is now.
 * A render under way finishes with a stale version, which the next download replaces too.
 */
export async function dropStoredReports(
  companyId: string,
  checklistIds: readonly string[],
  blobs: BlobStore = blobStore(),
): Promise<number> {
  let dropped = 0;
  for (const id of checklistIds) {
    const stored = { path: null as string | null };
    await reportsRepository.change(companyId, id, (current) => {
      stored.path = current?.path ?? null;
      if (!current?.path) return null;
      return { ...current, path: null, renderedAt: null, status: current.status === 'ready' ? 'idle' : current.status };
    });
    if (!stored.path) continue;
    await blobs.delete(stored.path);
    dropped += 1;
  }
  return dropped;
}
