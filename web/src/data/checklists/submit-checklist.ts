import { useMutation } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import type { SubmitBody } from '@domain/checklists/field.schema';
import { api } from '@/lib/api-client';
import { checklistScope } from './checklist-queries';

export const submitChecklistKey = ['checklists', 'submit'] as const;

export interface SubmitChecklistVariables {
  checklistId: string;
  /** Answers not saved yet, and the submit's own id (made once, so a resend is known). */
  body: SubmitBody & { submissionId: string };
}

export function submitChecklist({ checklistId, body }: SubmitChecklistVariables): Promise<FieldChecklist> {
  return api.call(checklistsApi.submit, { params: { id: checklistId }, body });
}

/** Its function and cache update are the mutation defaults (offline/field-mutations.ts), so a queued submit survives a reload. */
export function useSubmitChecklist(checklistId: string) {
  return useMutation<FieldChecklist, Error, SubmitChecklistVariables>({
    mutationKey: submitChecklistKey,
    scope: checklistScope(checklistId),
  });
}
