import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import type { ValidReminderInput } from '@domain/fleet/records.schema';
import type { ReminderWithDue } from '@domain/fleet/vehicle-api';
import { api } from '@/lib/api-client';
import { vehicleQueries } from './vehicle-queries';

export function createReminder({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: ValidReminderInput;
}): Promise<ReminderWithDue> {
  return api.call(vehiclesApi.reminders.create, { params: { id: vehicleId }, body: input });
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
