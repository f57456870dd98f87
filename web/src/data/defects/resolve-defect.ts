import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefectDetail } from '@domain/fleet/defect';
import { defectsApi } from '@domain/fleet/contract';
import type { ResolveDefectBody } from '@domain/fleet/defect.schema';
import { api } from '@/lib/api-client';
import { defectQueries, refreshAfterDefectMove } from './defect-queries';

/** 'Resolver': a note, and the maintenance record that repaired it (linked or created). */
export function resolveDefect({ id, body }: { id: string; body: ResolveDefectBody }): Promise<DefectDetail> {
  return api.call(defectsApi.resolve, { params: { id }, body });
}

export function useResolveDefect({ onSuccess }: { onSuccess?: (defect: DefectDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDefect,
    onSuccess: async (defect) => {
      queryClient.setQueryData(defectQueries.detail(defect.id).queryKey, defect);
      // A created record sits under the vehicle's key (its maintenance list and km), refreshed with it.
      await refreshAfterDefectMove(queryClient, defect.vehicle.id);
      onSuccess?.(defect);
    },
  });
}
