import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import type { ValidVehicleInput } from '@domain/fleet/vehicle.schema';
import { api } from '@/lib/api-client';
import { storeSavedVehicle } from './vehicle-queries';

/** PUT takes the whole vehicle (the API's one schema for create and edit). */
export function updateVehicle({ id, input }: { id: string; input: ValidVehicleInput }): Promise<VehicleWithOil> {
  return api.call(vehiclesApi.update, { params: { id }, body: input });
}

export function useUpdateVehicle({ onSuccess }: { onSuccess?: (vehicle: VehicleWithOil) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: async (vehicle) => {
      await storeSavedVehicle(queryClient, vehicle);
      onSuccess?.(vehicle);
    },
  });
}
