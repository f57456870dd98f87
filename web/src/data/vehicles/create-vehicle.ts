import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidVehicleInput } from '@domain/fleet/vehicle.schema';
import { api } from '@/lib/api-client';
import { storeSavedVehicle } from './vehicle-queries';
import type { VehicleWithOil } from './vehicle-types';

export function createVehicle(input: ValidVehicleInput): Promise<VehicleWithOil> {
  return api.post<VehicleWithOil>('/vehicles', input);
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
