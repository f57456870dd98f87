import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import type { ValidVehicleInput } from '@domain/fleet/vehicle.schema';
import { api } from '@/lib/api-client';
import { storeSavedVehicle } from './vehicle-queries';

export function createVehicle(input: ValidVehicleInput): Promise<VehicleWithOil> {
  return api.call(vehiclesApi.create, { body: input });
}

export function useCreateVehicle({ onSuccess }: { onSuccess?: (vehicle: VehicleWithOil) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: async (vehicle) => {
      await storeSavedVehicle(queryClient, vehicle);
      onSuccess?.(vehicle);
    },
  });
}
