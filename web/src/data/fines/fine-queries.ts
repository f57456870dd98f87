import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { finesApi } from '@domain/fines/contract';
import type { FineDeadlineFilter } from '@domain/fines/fine.schema';
import type { FineStatus } from '@domain/fines/fines';
import { api } from '@/lib/api-client';

export interface FineListFilters {
  page: number;
  pageSize: number;
  status?: FineStatus;
  vehicleId?: string;
  driverId?: string;
  deadline?: FineDeadlineFilter;
}

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
