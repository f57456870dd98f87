import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignResult, ValidAssignInput } from '@domain/checklists/assign.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { counterDeltas } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { applyCounterDeltas } from '../users/user-counters';
import { vehicleQueries } from '../vehicles/vehicle-queries';
import { checklistQueries } from './checklist-queries';

/** One template, one due date, one checklist for each user (for a vehicle inspection, each user × each vehicle). */
export function assignChecklists(input: ValidAssignInput): Promise<AssignResult> {
  return api.call(checklistsApi.assign, { body: input });
}

export function useAssignChecklists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignChecklists,
    onSuccess: (_result, input) => {
      // Each user gets one checklist per vehicle of an inspection, one of a general checklist.
      const perUser = Math.max(1, input.vehicleIds?.length ?? 0);
      const deltas = new Map(
        input.userIds.flatMap((userId) =>
          [...counterDeltas(null, { userId, status: 'pending' })].map(
            ([id, delta]) => [id, { ...delta, checklistsCount: delta.checklistsCount * perUser }] as const,
          ),
        ),
      );
      applyCounterDeltas(queryClient, deltas);
      void queryClient.invalidateQueries({ queryKey: checklistQueries.all() });
      // Each inspected vehicle's screens (its 'Inspeções' tab) list the new checklists.
      for (const vehicleId of input.vehicleIds ?? []) {
        void queryClient.invalidateQueries({ queryKey: vehicleQueries.vehicle(vehicleId) });
      }
    },
  });
}
