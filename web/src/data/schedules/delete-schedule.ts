import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi } from '@domain/schedules/contract';
import { api } from '@/lib/api-client';
import { scheduleQueries } from './schedule-queries';

export function deleteSchedule(id: string): Promise<{ id: string }> {
  return api.call(schedulesApi.remove, { params: { id } });
}

export function useDeleteSchedule({ onSuccess }: { onSuccess?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: scheduleQueries.detail(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: scheduleQueries.lists() });
      onSuccess?.(id);
    },
  });
}
