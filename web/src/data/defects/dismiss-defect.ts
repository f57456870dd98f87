import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefectDetail } from '@domain/fleet/defect';
import { defectsApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { defectQueries, refreshAfterDefectMove } from './defect-queries';

/** 'Sem necessidade de correção': not a defect, with the reason. */
export function dismissDefect({ id, reason }: { id: string; reason: string }): Promise<DefectDetail> {
  return api.call(defectsApi.dismiss, { params: { id }, body: { reason } });
}

export function useDismissDefect({ onSuccess }: { onSuccess?: (defect: DefectDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissDefect,
    onSuccess: async (defect) => {
      queryClient.setQueryData(defectQueries.detail(defect.id).queryKey, defect);
      await refreshAfterDefectMove(queryClient, defect.vehicle.id);
      onSuccess?.(defect);
    },
  });
}
