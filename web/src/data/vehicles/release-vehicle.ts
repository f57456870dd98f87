import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { storeSavedVehicle } from './vehicle-queries';

/** 'Liberar veículo': the vehicle out of service may be taken out, for the reason given. */
export function useReleaseVehicle({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.call(vehiclesApi.release, { params: { id }, body: { reason } }),
    onSuccess: async (vehicle) => {
      await storeSavedVehicle(queryClient, vehicle);
      onSuccess?.();
    },
  });
}
