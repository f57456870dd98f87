import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { storeSavedVehicle } from './vehicle-queries';

/** 'Arquivar veículo': out of the lists and of new work, its history kept. Needs a recent sign-in. */
export function useArchiveVehicle({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(vehiclesApi.archive, { params: { id } }),
    onSuccess: async (vehicle) => {
      await storeSavedVehicle(queryClient, vehicle);
      onSuccess?.();
    },
  });
}

/** 'Reativar': the archived vehicle is back in the lists and open to new work. */
export function useUnarchiveVehicle({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(vehiclesApi.unarchive, { params: { id } }),
    onSuccess: async (vehicle) => {
      await storeSavedVehicle(queryClient, vehicle);
      onSuccess?.();
    },
  });
}
