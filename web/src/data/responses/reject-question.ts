import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsesApi } from '@domain/checklists/contract';
import type { ResponseDetail } from '@domain/checklists/review.schema';
import { api } from '@/lib/api-client';
import type { QuestionRef } from './approve-question';
import { storeReviewed } from './response-queries';

export interface RejectRequest extends QuestionRef {
  reason: string;
}

export function rejectQuestion({ responseId, questionId, reason }: RejectRequest): Promise<ResponseDetail> {
  return api.call(responsesApi.rejectQuestion, { params: { id: responseId, questionId }, body: { reason } });
}

export function useRejectQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectQuestion,
    onSuccess: (response) => storeReviewed(queryClient, response),
  });
}
