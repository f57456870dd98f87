import { useMutation } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { checklistScope, myChecklistPath } from './checklist-queries';

export const startChecklistKey = ['checklists', 'start'] as const;

/** pending → in_progress; sent again it changes nothing, so a retry is safe. */
export function startChecklist(id: string): Promise<FieldChecklist> {
  return api.post<FieldChecklist>(`${myChecklistPath(id)}/start`);
}

/** Its function and cache update are the mutation defaults (offline/field-mutations.ts), so a queued start survives a reload. */
export function useStartChecklist(checklistId: string) {
  return useMutation<FieldChecklist, Error, string>({
    mutationKey: startChecklistKey,
    scope: checklistScope(checklistId),
  });
}
