import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { refreshFleet, vehicleQueries } from './vehicle-queries';

/** Only an archived vehicle: the API removes everything it holds with it. */
export function deleteVehicle(id: string): Promise<{ id: string }> {
  return api.call(vehiclesApi.remove, { params: { id } });
}

export function useDeleteVehicle({ onSuccess }: { onSuccess?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: vehicleQueries.vehicle(id) });
      await refreshFleet(queryClient);
      onSuccess?.(id);
    },
  });
}
