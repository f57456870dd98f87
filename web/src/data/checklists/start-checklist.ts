import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { myChecklistPath } from './checklist-queries';
import { storeFieldChecklist } from './field-checklist-cache';

export const startChecklistKey = ['checklists', 'start'] as const;

/** pending → in_progress; sent again it changes nothing, so a retry is safe. */
export function startChecklist(id: string): Promise<FieldChecklist> {
  return api.post<FieldChecklist>(`${myChecklistPath(id)}/start`);
}

export function useStartChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: startChecklistKey,
    mutationFn: startChecklist,
    onSuccess: (checklist) => storeFieldChecklist(queryClient, checklist),
  });
}
