import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidVehicleInput } from '@domain/fleet/vehicle.schema';
import { api } from '@/lib/api-client';
import { storeSavedVehicle, vehiclePath } from './vehicle-queries';
import type { VehicleWithOil } from './vehicle-types';

/** PUT takes the whole vehicle (the API's one schema for create and edit). */
export function updateVehicle({ id, input }: { id: string; input: ValidVehicleInput }): Promise<VehicleWithOil> {
  return api.put<VehicleWithOil>(vehiclePath(id), input);
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
