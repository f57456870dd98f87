import { Writable } from 'node:stream';
import { audit } from '../audit';
import { companySettings } from '../companies';
import type { AuditChange, AuditRecordRef } from '../domain/audit/audit';
import { EXPORT_CONTENT_TYPES, exportFileName, type ExportFormat } from '../domain/exports/columns';
import type { ExportJobState, ExportRunning } from '../domain/exports/contract';
import { EXPORT_LIST_NAMES, type ExportList } from '../domain/exports/lists';
import { exportMessages } from '../domain/exports/messages';
import { AppError, notFound } from '../domain/errors';
import type { CompanySession } from '../domain/roles';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { log } from '../platform/logger';
import { LINK_LIFETIME_MS } from '../responses';
import { EXPORT_SOURCES, urlFormOf } from './export-sources';
import { exportsRepository as repo } from './exports.repository';

/**
 * From this many rows an export runs in the background: a file of 10,000 rows takes seconds to
 * build, longer than a download should hang before its first byte, and a request's instance
 * should not hold one build for minutes.
 */
export const BACKGROUND_FROM_ROWS = 10_000;

export interface ExportOptions {
  now?: Date;
  /** The rows from which the export becomes a background job (BACKGROUND_FROM_ROWS unless a test lowers it). */
  backgroundFrom?: number;
}

const FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV' };

/** 'search: caminhão; status: approved', or 'Nenhum': what the trail shows of the filters. */
const filtersText = (filters: Record<string, string>) =>
  Object.entries(filters)
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ') || 'Nenhum';

const recordOf = (id: string, list: ExportList): AuditRecordRef => ({
  type: 'export',
  id,
  label: EXPORT_LIST_NAMES[list],
});

function auditChanges(
  format: ExportFormat,
  filters: Record<string, string>,
  rows: number,
  fileName: string,
): AuditChange[] {
  return [
    { field: 'format', before: null, after: FORMAT_LABELS[format] },
    { field: 'filters', before: null, after: filtersText(filters) },
    { field: 'rows', before: null, after: rows },
    { field: 'file', before: null, after: fileName },
  ];
}

/** A small export's file, sent as it is written. */
export interface ExportDownload {
  status: 'download';
  fileName: string;
  contentType: string;
  /** Writes the file to `out` and ends it. */
  write(out: Writable): Promise<void>;
}

/**
 * `GET /api/exports/<list>`: the list under the filters sent, in the format asked. Under
 * `backgroundFrom` rows the file is streamed at once as the rows are read; from there on a job
 * builds it in the background (exports.triggers.ts) and its state is answered. Either way one
 * entry in the audit trail says who exported which list, under which filters, how many rows.
 */
export async function startExport(
  session: CompanySession,
  list: ExportList,
  query: unknown,
  { now = new Date(), backgroundFrom = BACKGROUND_FROM_ROWS }: ExportOptions = {},
): Promise<ExportDownload | ExportRunning> {
  const { companyId } = session;
  const exported = EXPORT_SOURCES[list](urlFormOf(query as Record<string, unknown>));
  const { timeZone } = await companySettings(companyId);
  const rows = await exported.count(companyId, timeZone);
  const fileName = exportFileName(EXPORT_LIST_NAMES[list], exported.format, now, timeZone);
  const id = repo.newId(companyId);
  await audit(
    session,
    companyId,
    'export.created',
    recordOf(id, list),
    auditChanges(exported.format, exported.filters, rows, fileName),
  );
  if (rows < backgroundFrom) {
    return {
      status: 'download',
      fileName,
      contentType: EXPORT_CONTENT_TYPES[exported.format],
      write: async (out) => {
        await exported.write(companyId, out, { timeZone, sheetName: EXPORT_LIST_NAMES[list] });
      },
    };
  }
  await repo.create(companyId, id, {
    list,
    format: exported.format,
    filters: exported.filters,
    status: 'running',
    progress: 0,
    rows,
    requestedBy: session.uid,
    requestedAt: now.toISOString(),
    fileName,
    path: null,
  });
  return { status: 'running', id, progress: 0, rows };
}

/** The bytes written to it, gathered: a background job's file before it goes to the blob store. */
class Gathered extends Writable {
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    done();
  }
}

/** Progress shown while the rows are written: the rest is storing the file. */
const WRITING_SHARE = 95;

/**
 * Builds a background export's file once (any number of deliveries of its event: a create() claims
 * it), reporting progress as the rows are written, then stores it and marks the job ready. A
 * failure is recorded for the admin's screen, which says so.
 */
export async function runExportJob(companyId: string, id: string, blobs: BlobStore): Promise<void> {
  const job = await repo.get(companyId, id);
  if (job?.status !== 'running' || !(await repo.claim(companyId, id))) return;
  try {
    const exported = EXPORT_SOURCES[job.list]({ ...job.filters, format: job.format });
    const { timeZone } = await companySettings(companyId);
    const out = new Gathered();
    let shown = 0;
    const rows = await exported.write(companyId, out, {
      timeZone,
      sheetName: EXPORT_LIST_NAMES[job.list],
      onRows: async (written) => {
        const progress = Math.min(WRITING_SHARE, Math.floor((WRITING_SHARE * written) / Math.max(job.rows, 1)));
        if (progress > shown) {
          shown = progress;
          await repo.update(companyId, id, { progress });
        }
      },
    });
    const path = `companies/${companyId}/exports/${id}.${job.format}`;
    await blobs.put(path, Buffer.concat(out.chunks), EXPORT_CONTENT_TYPES[job.format]);
    await repo.update(companyId, id, { status: 'ready', progress: 100, rows, path });
  } catch (error) {
    log.exportFailed(companyId, id, error);
    await repo.update(companyId, id, { status: 'failed' });
  }
}

/** `GET /api/exports/jobs/:id`: how far the admin's background export is, or its short-lived link once ready. */
export async function exportJobState(
  session: CompanySession,
  id: string,
  { now = new Date(), blobs = blobStore() }: { now?: Date; blobs?: BlobStore } = {},
): Promise<ExportJobState> {
  const job = await repo.get(session.companyId, id);
  if (!job) throw notFound(exportMessages.notFound);
  if (job.status === 'failed') throw new AppError('internal', exportMessages.failed);
  if (job.status === 'running' || !job.path) return { status: 'running', id, progress: job.progress, rows: job.rows };
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
  const url = await blobs.downloadUrl(job.path, {
    fileName: job.fileName,
    contentType: EXPORT_CONTENT_TYPES[job.format],
    expiresAt,
  });
  return { status: 'ready', id, rows: job.rows, url, expiresAt: expiresAt.toISOString(), fileName: job.fileName };
}
