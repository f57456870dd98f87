import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi } from '@domain/schedules/contract';
import type { ScheduleInput, ScheduleListItem } from '@domain/schedules/schedule.schema';
import { api } from '@/lib/api-client';
import { storeSavedSchedule } from './schedule-queries';

export function updateSchedule({ id, input }: { id: string; input: ScheduleInput }): Promise<ScheduleListItem> {
  return api.call(schedulesApi.update, { params: { id }, body: input });
}

export function useUpdateSchedule({ onSuccess }: { onSuccess?: (schedule: ScheduleListItem) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: async (schedule) => {
      await storeSavedSchedule(queryClient, schedule);
      onSuccess?.(schedule);
    },
  });
}
