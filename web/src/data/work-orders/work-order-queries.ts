import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { workOrdersApi, workshopsApi } from '@domain/work-orders/contract';
import { api } from '@/lib/api-client';

type WorkOrderListFilters = ListQueryOf<typeof workOrdersApi.list>;

/** The one home of work orders' and workshops' query keys: every change refreshes `all()`. */
export const workOrderQueries = {
  all: () => ['work-orders'] as const,
  list: (filters: WorkOrderListFilters) =>
    queryOptions({
      queryKey: [...workOrderQueries.all(), 'list', filters] as const,
      queryFn: ({ signal }) => api.call(workOrdersApi.list, { query: filters, signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...workOrderQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => api.call(workOrdersApi.get, { params: { id }, signal }),
    }),
  links: (id: string) =>
    queryOptions({
      queryKey: [...workOrderQueries.all(), 'links', id] as const,
      queryFn: ({ signal }) => api.call(workOrdersApi.links, { params: { id }, signal }),
    }),
  numbers: (vehicleId?: string) =>
    queryOptions({
      queryKey: [...workOrderQueries.all(), 'numbers', vehicleId ?? null] as const,
      queryFn: ({ signal }) => api.call(workOrdersApi.numbers, { query: vehicleId ? { vehicleId } : {}, signal }),
    }),
  workshop: (id: string) =>
    queryOptions({
      queryKey: [...workOrderQueries.all(), 'workshop', id] as const,
      queryFn: ({ signal }) => api.call(workshopsApi.get, { params: { id }, signal }),
    }),
  workshops: (page: number, pageSize: number, search?: string) =>
    queryOptions({
      queryKey: [...workOrderQueries.all(), 'workshops', page, pageSize, search ?? ''] as const,
      queryFn: ({ signal }) => api.call(workshopsApi.list, { query: { page, pageSize, search }, signal }),
    }),
};

/** A work order or workshop changed: every list, detail and figure is asked again. */
export function refreshWorkOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workOrderQueries.all() });
}
