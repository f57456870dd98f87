import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@domain/attachments/attachment';
import { pathOf } from '@domain/contract';
import { documentsApi } from '@domain/documents/contract';
import { api, type Download } from '@/lib/api-client';
import { refreshDocuments } from './document-queries';

interface DocumentRef {
  vehicleId: string;
  id: string;
}

/** Sends the file (PDF or photo, up to 10 MB) as the document's attachment, replacing the one it had. */
export function uploadDocumentAttachment({
  vehicleId,
  id,
  file,
  onProgress,
}: DocumentRef & { file: File; onProgress?: (fraction: number) => void }): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<Attachment>(pathOf(documentsApi.putAttachment.path, { vehicleId, id }), form, {
    method: 'PUT',
    onProgress,
  });
}

export function useUploadDocumentAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocumentAttachment,
    onSuccess: (_attachment, { vehicleId }) => refreshDocuments(queryClient, vehicleId),
  });
}

export function downloadDocumentAttachment({ vehicleId, id }: DocumentRef): Promise<Download> {
  return api.download(pathOf(documentsApi.getAttachment.path, { vehicleId, id }));
}

export function useDownloadDocumentAttachment() {
  return useMutation({ mutationFn: downloadDocumentAttachment });
}

export function useRemoveDocumentAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, id }: DocumentRef) =>
      api.call(documentsApi.removeAttachment, { params: { vehicleId, id } }),
    onSuccess: (_result, { vehicleId }) => refreshDocuments(queryClient, vehicleId),
  });
}
