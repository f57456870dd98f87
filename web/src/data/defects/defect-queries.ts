import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { defectsApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';
import { refreshFleet, vehicleQueries } from '../vehicles/vehicle-queries';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type DefectListFilters = ListQueryOf<typeof defectsApi.list>;

/** The one home of defects' query keys: every move of a defect refreshes `all()`. */
export const defectQueries = {
  all: () => ['defects'] as const,
  lists: () => [...defectQueries.all(), 'list'] as const,
  list: (filters: DefectListFilters) =>
    queryOptions({
      queryKey: [...defectQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.call(defectsApi.list, { query: filters, signal }),
    }),
  counts: () =>
    queryOptions({
      queryKey: [...defectQueries.all(), 'counts'] as const,
      queryFn: ({ signal }) => api.call(defectsApi.counts, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...defectQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.call(defectsApi.get, { params: { id }, signal }),
    }),
};

/**
 * A defect moved: the defect lists and counts, its vehicle (its `service` and open counts) and the
 * fleet list and cards are asked again.
 */
export function refreshAfterDefectMove(queryClient: QueryClient, vehicleId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: defectQueries.all() }),
    queryClient.invalidateQueries({ queryKey: vehicleQueries.vehicle(vehicleId) }),
    refreshFleet(queryClient),
  ]);
}
