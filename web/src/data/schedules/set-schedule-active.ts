import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulesApi } from '@domain/schedules/contract';
import type { ScheduleListItem } from '@domain/schedules/schedule.schema';
import { api } from '@/lib/api-client';
import { storeSavedSchedule } from './schedule-queries';

/** 'Pausar' (active: false) or 'Retomar' (active: true). */
export function setScheduleActive({ id, active }: { id: string; active: boolean }): Promise<ScheduleListItem> {
  return api.call(active ? schedulesApi.resume : schedulesApi.pause, { params: { id } });
}

export function useSetScheduleActive({ onSuccess }: { onSuccess?: (schedule: ScheduleListItem) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setScheduleActive,
    onSuccess: async (schedule) => {
      await storeSavedSchedule(queryClient, schedule);
      onSuccess?.(schedule);
    },
  });
}
