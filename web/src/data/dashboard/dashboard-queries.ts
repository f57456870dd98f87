import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '@domain/dashboard/contract';
import { api } from '@/lib/api-client';

/** The one home of the dashboard's query key and fetcher. */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  overview: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'overview'] as const,
      queryFn: ({ signal }) => api.call(dashboardApi.get, { query: {}, signal }),
      // Its figures move with every assignment and review made anywhere: asked again on each visit,
      // the kept copy showing meanwhile.
      staleTime: 0,
    }),
  /** 'Não realizados hoje': moves as the day's checklists fall due, so asked again on each visit too. */
  missedToday: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'missed-today'] as const,
      queryFn: ({ signal }) => api.call(dashboardApi.missedToday, { query: {}, signal }),
      staleTime: 0,
    }),
};
