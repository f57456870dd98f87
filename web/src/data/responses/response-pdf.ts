import { useMutation } from '@tanstack/react-query';
import { responsesApi } from '@domain/checklists/contract';
import { pathOf } from '@domain/contract';
import { api, type Download } from '@/lib/api-client';

export interface PdfRequest {
  id: string;
  companyId?: string;
}

/**
 * The PDF report of an approved response, generated on the server, with the name the spec gives
 * it (Checklist_{template}_{user}_{YYYY-MM-DD}.pdf, from Content-Disposition).
 */
export function fetchResponsePdf({ id, companyId }: PdfRequest): Promise<Download> {
  return api.download(pathOf(responsesApi.pdf.path, { id }), { params: { companyId } });
}

export function useResponsePdf() {
  return useMutation({ mutationFn: fetchResponsePdf });
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
