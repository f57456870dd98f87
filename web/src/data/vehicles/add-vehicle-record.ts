import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import type { RecordKind, StoredRecord, ValidRecordInputs } from '@domain/fleet/records.schema';
import { api } from '@/lib/api-client';
import { refreshFleet, vehicleQueries } from './vehicle-queries';

/** A record of one kind to add: its kind and that kind's input, paired. */
export type AddRecordRequest = {
  [K in RecordKind]: { vehicleId: string; kind: K; input: ValidRecordInputs[K] };
}[RecordKind];

export function addVehicleRecord({ vehicleId, kind, input }: AddRecordRequest): Promise<StoredRecord> {
  return api.call(vehiclesApi.records[kind].add, { params: { id: vehicleId }, body: input });
}

/**
 * A record may raise the vehicle's km and move its last oil change and reminders (the server does
 * it in the same transaction): everything about the vehicle, the list and the cards are asked again.
 */
export function useAddVehicleRecord({ onSuccess }: { onSuccess?: (record: StoredRecord) => void } = {}) {
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
