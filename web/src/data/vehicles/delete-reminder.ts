import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { vehicleQueries } from './vehicle-queries';

export function deleteReminder({
  vehicleId,
  reminderId,
}: {
  vehicleId: string;
  reminderId: string;
}): Promise<{ id: string }> {
  return api.call(vehiclesApi.reminders.remove, { params: { id: vehicleId, recordId: reminderId } });
}

export function useDeleteReminder({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: async (_result, { vehicleId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleQueries.reminders(vehicleId).queryKey }),
        queryClient.invalidateQueries({ queryKey: vehicleQueries.overview(vehicleId).queryKey }),
      ]);
      onSuccess?.();
    },
  });
}
