import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import type { RecordKind } from '@domain/fleet/records.schema';
import { api } from '@/lib/api-client';
import { refreshFleet, vehicleQueries } from './vehicle-queries';

export interface DeleteRecordRequest {
  vehicleId: string;
  kind: RecordKind;
  recordId: string;
}

/** Mistakes happen: a single record can be deleted (the vehicle's km stays as it is). */
export function deleteVehicleRecord({ vehicleId, kind, recordId }: DeleteRecordRequest): Promise<{ id: string }> {
  return api.call(vehiclesApi.records[kind].remove, { params: { id: vehicleId, recordId } });
}

export function useDeleteVehicleRecord({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicleRecord,
    onSuccess: async (_result, { vehicleId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleQueries.vehicle(vehicleId) }),
        refreshFleet(queryClient),
      ]);
      onSuccess?.();
    },
  });
}
