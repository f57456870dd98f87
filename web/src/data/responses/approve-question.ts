import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsesApi } from '@domain/checklists/contract';
import type { ResponseDetail } from '@domain/checklists/review.schema';
import { api } from '@/lib/api-client';
import { storeReviewed } from './response-queries';

export interface QuestionRef {
  responseId: string;
  questionId: string;
}

export function approveQuestion({ responseId, questionId }: QuestionRef): Promise<ResponseDetail> {
  return api.call(responsesApi.approveQuestion, { params: { id: responseId, questionId } });
}

export function useApproveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveQuestion,
    onSuccess: (response) => storeReviewed(queryClient, response),
  });
}
