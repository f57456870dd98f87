import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefectDetail } from '@domain/fleet/defect';
import { defectsApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { defectQueries, refreshAfterDefectMove } from './defect-queries';

/** 'Em andamento': someone is on it. */
export function startDefect({ id }: { id: string }): Promise<DefectDetail> {
  return api.call(defectsApi.start, { params: { id } });
}

export function useStartDefect({ onSuccess }: { onSuccess?: (defect: DefectDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDefect,
    onSuccess: async (defect) => {
      queryClient.setQueryData(defectQueries.detail(defect.id).queryKey, defect);
      await refreshAfterDefectMove(queryClient, defect.vehicle.id);
      onSuccess?.(defect);
    },
  });
}
