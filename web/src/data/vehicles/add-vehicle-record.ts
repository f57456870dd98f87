import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecordKind,
  ValidFuelInput,
  ValidMaintenanceInput,
  ValidOilChangeInput,
} from '@domain/fleet/records.schema';
import { api } from '@/lib/api-client';
import { recordsPath, refreshFleet, vehicleQueries } from './vehicle-queries';
import type { StoredRecord } from './vehicle-types';

export interface RecordInputs {
  maintenance: ValidMaintenanceInput;
  fuel: ValidFuelInput;
  oil_change: ValidOilChangeInput;
}

export type AddRecordRequest = {
  [K in RecordKind]: { vehicleId: string; kind: K; input: RecordInputs[K] };
}[RecordKind];

export function addVehicleRecord({ vehicleId, kind, input }: AddRecordRequest): Promise<StoredRecord<RecordKind>> {
  return api.post<StoredRecord<RecordKind>>(recordsPath(vehicleId, kind), input);
}

/**
 * A record may raise the vehicle's km and move its last oil change and reminders (the server does
 * it in the same transaction): everything about the vehicle, the list and the cards are asked again.
 */
export function useAddVehicleRecord({ onSuccess }: { onSuccess?: (record: StoredRecord<RecordKind>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVehicleRecord,
    onSuccess: async (record, { vehicleId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleQueries.vehicle(vehicleId) }),
        refreshFleet(queryClient),
      ]);
      onSuccess?.(record);
    },
  });
}
