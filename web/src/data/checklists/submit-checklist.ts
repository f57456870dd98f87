import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import type { SubmitBody } from '@domain/checklists/field.schema';
import { api } from '@/lib/api-client';
import { myChecklistPath } from './checklist-queries';
import { storeFieldChecklist } from './field-checklist-cache';

export const submitChecklistKey = ['checklists', 'submit'] as const;

export interface SubmitChecklistVariables {
  checklistId: string;
  /** Answers not saved yet; empty when every answer already is. */
  body?: SubmitBody;
}

export function submitChecklist({ checklistId, body = {} }: SubmitChecklistVariables): Promise<FieldChecklist> {
  return api.post<FieldChecklist>(`${myChecklistPath(checklistId)}/submit`, body);
}

export function useSubmitChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submitChecklistKey,
    mutationFn: submitChecklist,
    onSuccess: (checklist) => storeFieldChecklist(queryClient, checklist),
  });
}
