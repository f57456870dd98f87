import { useMutation } from '@tanstack/react-query';
import type { QueryIn } from '@domain/contract';
import { exportsApi, type ExportRunning } from '@domain/exports/contract';
import type { ExportFormat } from '@domain/exports/columns';
import type { ExportList } from '@domain/exports/lists';
import { api, type Download } from '@/lib/api-client';
import { pause, PDF_POLL_DELAYS_MS } from '@/data/responses/response-pdf';

/** A list's own filters, as its export route reads them (the format apart). */
export type ExportFilters<L extends ExportList> = Omit<QueryIn<(typeof exportsApi)[L]>, 'format'>;

export interface ExportRequest<L extends ExportList> {
  list: L;
  format: ExportFormat;
  filters: ExportFilters<L>;
  /** How far a background export is, 0–100, each time the server answers. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A background job's answer comes as JSON where a small export's answer is the file itself. */
async function startedJob({ blob }: Download): Promise<ExportRunning | null> {
  if (!blob.type.startsWith('application/json')) return null;
  return (JSON.parse(await blob.text()) as { data: ExportRunning }).data;
}

/**
 * The list exported under the screen's filters: a small one arrives as the file at once; a large
 * one is built in the background, whose progress is heard until its short-lived link downloads it.
 */
export async function exportList<L extends ExportList>({
  list,
  format,
  filters,
  onProgress,
  signal,
}: ExportRequest<L>): Promise<Download> {
  const answer = await api.download(exportsApi[list].path, {
    params: { ...(filters as Record<string, string | undefined>), format },
    signal,
  });
  const job = await startedJob(answer);
  if (!job) return answer;
  onProgress?.(job.progress);
  for (let asked = 0; ; asked++) {
    await pause(PDF_POLL_DELAYS_MS[Math.min(asked, PDF_POLL_DELAYS_MS.length - 1)]!, signal);
    const state = await api.call(exportsApi.job, { params: { id: job.id }, signal });
    if (state.status === 'ready') return api.link(state.url, state.fileName, signal);
    onProgress?.(state.progress);
  }
}

export function useExportList<L extends ExportList>() {
  return useMutation({ mutationFn: (request: ExportRequest<L>) => exportList(request) });
}
