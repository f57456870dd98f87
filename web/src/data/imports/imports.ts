import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@domain/contract';
import type { ImportKind } from '@domain/imports/columns';
import { importsApi, type ImportPreview, type ImportResult } from '@domain/imports/contract';
import { api } from '@/lib/api-client';
import { saveDownload } from '../responses/response-pdf';
import { userQueries } from '../users/user-queries';
import { refreshFleet } from '../vehicles/vehicle-queries';

/** `GET /api/imports/:kind/template`: the template, saved under the server's name. */
export async function downloadTemplate(kind: ImportKind, format: 'xlsx' | 'csv'): Promise<void> {
  const file = await api.download(pathOf(importsApi.template.path, { kind }), { params: { format } });
  saveDownload(file, `modelo.${format}`);
}

/** `POST /api/imports/:kind/preview`: the file read, each row's outcome; nothing is written. */
export function previewImport(kind: ImportKind, file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('fileName', file.name);
  form.append('file', file);
  return api.upload<ImportPreview>(pathOf(importsApi.preview.path, { kind }), form);
}

export function usePreviewImport(kind: ImportKind) {
  return useMutation({ mutationFn: (file: File) => previewImport(kind, file) });
}

/** Writes the preview's valid rows; the imported kind's lists are asked again. */
export function useConfirmImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<ImportResult> => api.call(importsApi.confirm, { params: { id } }),
    onSuccess: () =>
      kind === 'vehicles'
        ? refreshFleet(queryClient)
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
            queryClient.invalidateQueries({ queryKey: userQueries.stats().queryKey }),
          ]),
  });
}
