import { queryOptions } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { deadlinesApi } from '@domain/deadlines/contract';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type DeadlineFilters = ListQueryOf<typeof deadlinesApi.list>;

/**
 * The one home of the deadlines' query keys. The entries change with the documents, licences and
 * fines they come from, and their statuses with the day: asked again on each visit.
 */
export const deadlineQueries = {
  all: () => ['deadlines'] as const,
  list: (filters: DeadlineFilters) =>
    queryOptions({
      queryKey: [...deadlineQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) => api.call(deadlinesApi.list, { query: filters, signal }),
      staleTime: 0,
    }),
  panel: () =>
    queryOptions({
      queryKey: [...deadlineQueries.all(), 'panel'] as const,
      queryFn: ({ signal }) => api.call(deadlinesApi.panel, { query: {}, signal }),
      staleTime: 0,
    }),
};
