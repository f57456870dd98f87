import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignInput, AssignResult } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/**
 * The users' counters (checklistsCount) are written by a server trigger a moment after the
 * assignment, so the users screen is refreshed at once and once more after this delay.
 */
export const COUNTERS_SETTLE_MS = 1500;

export function assignChecklist(input: AssignInput): Promise<AssignResult> {
  return api.post<AssignResult>('/checklists/assign', input);
}

export function useAssignChecklistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignChecklist,
    onSuccess: () => {
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: queryRoots.users });
        void queryClient.invalidateQueries({ queryKey: queryRoots.checklists });
      };
      refresh();
      setTimeout(refresh, COUNTERS_SETTLE_MS);
    },
  });
}
