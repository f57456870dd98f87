import { useMutation } from '@tanstack/react-query';
import { responsesApi } from '@domain/checklists/contract';
import { api, type Download } from '@/lib/api-client';

export interface PdfRequest {
  id: string;
  companyId?: string;
}

export interface PdfWait {
  /** How far the server's render is, 0–100, each time it answers. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The waits between asks while the report renders: quick at first (small reports), then every 2 s. */
export const PDF_POLL_DELAYS_MS = [500, 1000, 1500, 2000] as const;

/** Waits `ms`, or until `signal` aborts (rejecting with its reason): a poll's pause. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The PDF report of an approved response. The server renders it in the background: this asks for
 * it, hears the progress until it is ready, then downloads it through the short-lived link it
 * gives, with the name the spec gives it (Checklist_{template}_{user}_{YYYY-MM-DD}.pdf).
 */
export async function fetchResponsePdf(
  { id, companyId }: PdfRequest,
  { onProgress, signal }: PdfWait = {},
): Promise<Download> {
  for (let asked = 0; ; asked++) {
    const state = await api.call(responsesApi.pdf, { params: { id }, query: { companyId }, signal });
    if (state.status === 'ready') return api.link(state.url, state.fileName, signal);
    onProgress?.(state.progress);
    await pause(PDF_POLL_DELAYS_MS[Math.min(asked, PDF_POLL_DELAYS_MS.length - 1)]!, signal);
  }
}

export function useResponsePdf() {
  return useMutation({
    mutationFn: ({ onProgress, ...request }: PdfRequest & Pick<PdfWait, 'onProgress'>) =>
      fetchResponsePdf(request, { onProgress }),
  });
}

/** Hands the file to the browser as a download under its name. */
export function saveDownload({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL when the download starts, after this call returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
