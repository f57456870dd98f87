import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responsePath, storeReviewed, type ResponseDetail } from './response-queries';

export interface QuestionRef {
  responseId: string;
  questionId: string;
}

export function approveQuestion({ responseId, questionId }: QuestionRef): Promise<ResponseDetail> {
  return api.post<ResponseDetail>(`${responsePath(responseId)}/questions/${encodeURIComponent(questionId)}/approve`);
}

export function useApproveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveQuestion,
    onSuccess: (response) => storeReviewed(queryClient, response),
  });
}
