import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counterDeltas, type ChecklistSummary, type RemoveChecklistResult } from '@domain/checklists/checklist.schema';
import { usersApi } from '@domain/users/contract';
import { api } from '@/lib/api-client';
import { applyCounterDeltas } from '../users/user-counters';
import { responseQueries } from '../responses/response-queries';
import { checklistQueries } from './checklist-queries';

export type RemoveUserChecklistInput = Pick<ChecklistSummary, 'userId' | 'status'> & { checklistId: string };

export function removeUserChecklist({ userId, checklistId }: RemoveUserChecklistInput): Promise<RemoveChecklistResult> {
  return api.call(usersApi.removeChecklist, { params: { id: userId, checklistId } });
}

/** An approved checklist is archived instead: kept whole, out of the review list. */
export function archiveUserChecklist({
  userId,
  checklistId,
}: Pick<RemoveUserChecklistInput, 'userId' | 'checklistId'>) {
  return api.call(usersApi.archiveChecklist, { params: { id: userId, checklistId } });
}

export function useArchiveUserChecklist({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveUserChecklist,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: checklistQueries.all() });
      await queryClient.invalidateQueries({ queryKey: responseQueries.lists() });
      onSuccess?.();
    },
  });
}

export function useRemoveUserChecklist({
  onSuccess,
}: { onSuccess?: (result: RemoveChecklistResult, input: RemoveUserChecklistInput) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserChecklist,
    onSuccess: async (result, input) => {
      applyCounterDeltas(queryClient, counterDeltas({ userId: input.userId, status: input.status }, null));
      // Every screen's list of checklists (this modal's, later the responses and the user's own) loses it.
      await queryClient.invalidateQueries({ queryKey: checklistQueries.all() });
      onSuccess?.(result, input);
    },
  });
}
