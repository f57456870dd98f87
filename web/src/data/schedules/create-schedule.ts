import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi } from '@domain/schedules/contract';
import type { ScheduleInput, ScheduleListItem } from '@domain/schedules/schedule.schema';
import { api } from '@/lib/api-client';
import { storeSavedSchedule } from './schedule-queries';

export function createSchedule(input: ScheduleInput): Promise<ScheduleListItem> {
  return api.call(schedulesApi.create, { body: input });
}

export function useCreateSchedule({ onSuccess }: { onSuccess?: (schedule: ScheduleListItem) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedule,
    onSuccess: async (schedule) => {
      await storeSavedSchedule(queryClient, schedule);
      onSuccess?.(schedule);
    },
  });
}
