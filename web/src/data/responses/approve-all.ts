import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsesApi } from '@domain/checklists/contract';
import type { ResponseDetail } from '@domain/checklists/review.schema';
import { api } from '@/lib/api-client';
import { storeReviewed } from './response-queries';

/** 'Aprovar Todas': every answer and the checklist approved. */
export function approveAll(responseId: string): Promise<ResponseDetail> {
  return api.call(responsesApi.approveAll, { params: { id: responseId } });
}

export function useApproveAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAll,
    onSuccess: (response) => storeReviewed(queryClient, response),
  });
}
