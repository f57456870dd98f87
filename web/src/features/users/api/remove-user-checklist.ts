import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveChecklistResult } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { queryRoots, refreshUserCounters } from '@/lib/query-roots';
import { userPath } from './user-queries';

export interface RemoveUserChecklistInput {
  userId: string;
  checklistId: string;
}

export function removeUserChecklist({ userId, checklistId }: RemoveUserChecklistInput): Promise<RemoveChecklistResult> {
  return api.delete<RemoveChecklistResult>(`${userPath(userId)}/checklists/${encodeURIComponent(checklistId)}`);
}

export function useRemoveUserChecklist({
  onSuccess,
}: { onSuccess?: (result: RemoveChecklistResult, input: RemoveUserChecklistInput) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserChecklist,
    onSuccess: async (result, input) => {
      await Promise.all([
        // Other screens' checklist lists (responses, the user's own) no longer hold it either.
        queryClient.invalidateQueries({ queryKey: queryRoots.checklists }),
        refreshUserCounters(queryClient),
      ]);
      onSuccess?.(result, input);
    },
  });
}
