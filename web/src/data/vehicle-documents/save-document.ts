import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsApi } from '@domain/documents/contract';
import type { ValidDocumentInput } from '@domain/documents/document.schema';
import type { VehicleDocument } from '@domain/documents/documents';
import { api } from '@/lib/api-client';
import { refreshDocuments } from './document-queries';

export interface SaveDocument {
  vehicleId: string;
  /** Absent for a new document. */
  id?: string;
  input: ValidDocumentInput;
}

export function saveDocument({ vehicleId, id, input }: SaveDocument): Promise<VehicleDocument> {
  return id
    ? api.call(documentsApi.update, { params: { vehicleId, id }, body: input })
    : api.call(documentsApi.create, { params: { vehicleId }, body: input });
}

export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocument,
    onSuccess: (_saved, { vehicleId }) => refreshDocuments(queryClient, vehicleId),
  });
}
