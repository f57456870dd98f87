import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidReminderInput } from '@domain/fleet/records.schema';
import { api } from '@/lib/api-client';
import { vehiclePath, vehicleQueries } from './vehicle-queries';
import type { ReminderWithDue } from './vehicle-types';

export function createReminder({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: ValidReminderInput;
}): Promise<ReminderWithDue> {
  return api.post<ReminderWithDue>(`${vehiclePath(vehicleId)}/reminders`, input);
}

export function useCreateReminder({ onSuccess }: { onSuccess?: (reminder: ReminderWithDue) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: async (reminder, { vehicleId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleQueries.reminders(vehicleId).queryKey }),
        queryClient.invalidateQueries({ queryKey: vehicleQueries.overview(vehicleId).queryKey }),
      ]);
      onSuccess?.(reminder);
    },
  });
}
