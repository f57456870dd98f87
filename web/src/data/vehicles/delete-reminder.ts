import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vehiclePath, vehicleQueries } from './vehicle-queries';

export function deleteReminder({
  vehicleId,
  reminderId,
}: {
  vehicleId: string;
  reminderId: string;
}): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`${vehiclePath(vehicleId)}/reminders/${encodeURIComponent(reminderId)}`);
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
