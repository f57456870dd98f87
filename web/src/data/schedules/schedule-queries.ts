import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { schedulesApi } from '@domain/schedules/contract';
import type { ScheduleListItem } from '@domain/schedules/schedule.schema';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type ScheduleListFilters = ListQueryOf<typeof schedulesApi.list>;

/** The one home of schedules' query keys and fetchers ('Agendamentos'). */
export const scheduleQueries = {
  all: () => ['schedules'] as const,
  lists: () => [...scheduleQueries.all(), 'list'] as const,
  list: (filters: ScheduleListFilters) =>
    queryOptions({
      queryKey: [...scheduleQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.call(schedulesApi.list, { query: filters, signal }),
    }),
  details: () => [...scheduleQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.details(), id] as const,
      queryFn: ({ signal }) => api.call(schedulesApi.get, { params: { id }, signal }),
    }),
};

/** After any save: the answer is the schedule's detail; the lists are asked again. */
export async function storeSavedSchedule(queryClient: QueryClient, schedule: ScheduleListItem): Promise<void> {
  queryClient.setQueryData(scheduleQueries.detail(schedule.id).queryKey, schedule);
  await queryClient.invalidateQueries({ queryKey: scheduleQueries.lists() });
}
