import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { finesApi } from '@domain/fines/contract';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type FineListFilters = ListQueryOf<typeof finesApi.list>;

/** The one home of fines' query keys: every change to a fine refreshes `all()`. */
export const fineQueries = {
  all: () => ['fines'] as const,
  list: (filters: FineListFilters) =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) => api.call(finesApi.list, { query: filters, signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.call(finesApi.get, { params: { id }, signal }),
    }),
  /** A field user's own fines. */
  mine: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'mine', page, pageSize] as const,
      queryFn: ({ signal }) => api.call(finesApi.mine, { query: { page, pageSize }, signal }),
    }),
  /** Who held the vehicle at that moment (or inspected it that day); null when nobody is known. */
  suggestion: (vehicleId: string, occurredAt: string) =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'suggestion', vehicleId, occurredAt] as const,
      queryFn: ({ signal }) => api.call(finesApi.driverSuggestion, { query: { vehicleId, occurredAt }, signal }),
    }),
};

/** A fine changed: every fines list and detail is asked again. */
export function refreshFines(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: fineQueries.all() });
}
