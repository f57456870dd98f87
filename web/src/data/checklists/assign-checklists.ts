import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignResult, ValidAssignInput } from '@domain/checklists/assign.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { counterDeltas } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { applyCounterDeltas } from '../users/user-counters';
import { checklistQueries } from './checklist-queries';

/** One template, one due date, one checklist for each user. */
export function assignChecklists(input: ValidAssignInput): Promise<AssignResult> {
  return api.call(checklistsApi.assign, { body: input });
}

export function useAssignChecklists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignChecklists,
    onSuccess: (_result, input) => {
      const deltas = new Map(
        input.userIds.flatMap((userId) => [...counterDeltas(null, { userId, status: 'pending' })]),
      );
      applyCounterDeltas(queryClient, deltas);
      void queryClient.invalidateQueries({ queryKey: checklistQueries.all() });
    },
  });
}
