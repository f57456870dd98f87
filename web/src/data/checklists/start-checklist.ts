import { useMutation } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { api } from '@/lib/api-client';
import type { Position } from '@/lib/position';
import { checklistScope } from './checklist-queries';

export const startChecklistKey = ['checklists', 'start'] as const;

export interface StartChecklistVariables {
  checklistId: string;
  /** Where the phone was, for a checklist whose template requires it ('Exigir localização'). */
  position?: Position;
}

/** pending → in_progress; sent again it changes nothing, so a retry is safe. */
export function startChecklist({ checklistId, position }: StartChecklistVariables): Promise<FieldChecklist> {
  return api.call(checklistsApi.start, { params: { id: checklistId }, body: position ? { position } : undefined });
}

/** Its function and cache update are the mutation defaults (offline/field-mutations.ts), so a queued start survives a reload. */
export function useStartChecklist(checklistId: string) {
  return useMutation<FieldChecklist, Error, StartChecklistVariables>({
    mutationKey: startChecklistKey,
    scope: checklistScope(checklistId),
  });
}
