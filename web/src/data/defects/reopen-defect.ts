import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefectDetail } from '@domain/fleet/defect';
import { defectsApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { defectQueries, refreshAfterDefectMove } from './defect-queries';

/** 'Reabrir': the defect is back, with the reason. */
export function reopenDefect({ id, reason }: { id: string; reason: string }): Promise<DefectDetail> {
  return api.call(defectsApi.reopen, { params: { id }, body: { reason } });
}

export function useReopenDefect({ onSuccess }: { onSuccess?: (defect: DefectDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenDefect,
    onSuccess: async (defect) => {
      queryClient.setQueryData(defectQueries.detail(defect.id).queryKey, defect);
      await refreshAfterDefectMove(queryClient, defect.vehicle.id);
      onSuccess?.(defect);
    },
  });
}
