import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { myChecklistPath } from './checklist-queries';
import { storeFieldChecklist } from './field-checklist-cache';

export const saveAnswerKey = ['checklists', 'save-answer'] as const;

export interface SaveAnswerVariables {
  checklistId: string;
  questionId: string;
  /** null clears the answer. */
  answer: unknown;
}

/** One answer, saved as the user moves on; the same request twice has one effect. */
export function saveAnswer({ checklistId, questionId, answer }: SaveAnswerVariables): Promise<FieldChecklist> {
  return api.put<FieldChecklist>(`${myChecklistPath(checklistId)}/answers/${encodeURIComponent(questionId)}`, { answer });
}

export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveAnswerKey,
    mutationFn: saveAnswer,
    onSuccess: (checklist) => storeFieldChecklist(queryClient, checklist),
  });
}
