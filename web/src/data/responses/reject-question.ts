import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QuestionRef } from './approve-question';
import { responsePath, storeReviewed, type ResponseDetail } from './response-queries';

export interface RejectRequest extends QuestionRef {
  reason: string;
}

export function rejectQuestion({ responseId, questionId, reason }: RejectRequest): Promise<ResponseDetail> {
  return api.post<ResponseDetail>(`${responsePath(responseId)}/questions/${encodeURIComponent(questionId)}/reject`, {
    reason,
  });
}

export function useRejectQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectQuestion,
    onSuccess: (response) => storeReviewed(queryClient, response),
  });
}
