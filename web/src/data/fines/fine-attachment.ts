import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@domain/contract';
import type { Attachment } from '@domain/attachments/attachment';
import { finesApi } from '@domain/fines/contract';
import { api, type Download } from '@/lib/api-client';
import { refreshFines } from './fine-queries';

/** The notification's scan or photo, sent with its progress (0–1); it replaces the one before. */
export function uploadFineAttachment({
  id,
  file,
  onProgress,
}: {
  id: string;
  file: File;
  onProgress?: (fraction: number) => void;
}): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<Attachment>(pathOf(finesApi.putAttachment.path, { id }), form, { method: 'PUT', onProgress });
}

export function useUploadFineAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadFineAttachment, onSuccess: () => refreshFines(queryClient) });
}

export function downloadFineAttachment({ id }: { id: string }): Promise<Download> {
  return api.download(pathOf(finesApi.getAttachment.path, { id }));
}

export function useDownloadFineAttachment() {
  return useMutation({ mutationFn: downloadFineAttachment });
}

export function removeFineAttachment({ id }: { id: string }): Promise<{ id: string }> {
  return api.call(finesApi.removeAttachment, { params: { id } });
}

export function useRemoveFineAttachment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFineAttachment, onSuccess: () => refreshFines(queryClient) });
}
