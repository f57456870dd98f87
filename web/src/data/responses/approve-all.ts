import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responsePath, storeReviewed, type ResponseDetail } from './response-queries';

/** 'Aprovar Todas': every answer and the checklist approved. */
export function approveAll(responseId: string): Promise<ResponseDetail> {
  return api.post<ResponseDetail>(`${responsePath(responseId)}/approve-all`);
}

export function useApproveAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAll,
    onSuccess: (response) => storeReviewed(queryClient, response),
  });
}
