import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignInput, AssignResult } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { queryRoots, refreshUserCounters } from '@/lib/query-roots';

export function assignChecklist(input: AssignInput): Promise<AssignResult> {
  return api.post<AssignResult>('/checklists/assign', input);
}

export function useAssignChecklistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignChecklist,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.checklists });
      void refreshUserCounters(queryClient);
    },
  });
}
