import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsesApi } from '@domain/checklists/contract';
import type { ResponseDetail } from '@domain/checklists/review.schema';
import { api } from '@/lib/api-client';
import { auditQueries } from '../audit/audit-queries';
import { storeReviewed } from './response-queries';

/** 'Reabrir revisão': an approved checklist back in review, with the reason the audit trail keeps. */
export function reopenReview({ responseId, reason }: { responseId: string; reason: string }): Promise<ResponseDetail> {
  return api.call(responsesApi.reopen, { params: { id: responseId }, body: { reason } });
}

export function useReopenReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenReview,
    onSuccess: async (response) => {
      await Promise.all([
        storeReviewed(queryClient, response),
        queryClient.invalidateQueries({ queryKey: auditQueries.all() }),
      ]);
    },
  });
}
