import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsApi } from '@domain/documents/contract';
import { api } from '@/lib/api-client';
import { refreshDocuments } from './document-queries';

/** The API deletes the document's attachment and deadline with it. */
export function deleteDocument({ vehicleId, id }: { vehicleId: string; id: string }): Promise<{ id: string }> {
  return api.call(documentsApi.remove, { params: { vehicleId, id } });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_result, { vehicleId }) => refreshDocuments(queryClient, vehicleId),
  });
}
