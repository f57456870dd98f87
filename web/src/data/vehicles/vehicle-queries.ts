import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { vehiclesApi } from '@domain/fleet/contract';
import type { RecordKind } from '@domain/fleet/records.schema';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type VehicleListFilters = ListQueryOf<typeof vehiclesApi.list>;

/**
 * The one home of vehicles' query keys and fetchers, from the broadest key to the most specific.
 * Everything about one vehicle (its detail, overview, records, reminders) sits under
 * `vehicle(id)`, so a write to it can refresh all of it with one key.
 */
export const vehicleQueries = {
  all: () => ['vehicles'] as const,
  lists: () => [...vehicleQueries.all(), 'list'] as const,
  list: (filters: VehicleListFilters) =>
    queryOptions({
      queryKey: [...vehicleQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.call(vehiclesApi.list, { query: filters, signal }),
    }),
  summary: () =>
    queryOptions({
      queryKey: [...vehicleQueries.all(), 'summary'] as const,
      queryFn: ({ signal }) => api.call(vehiclesApi.summary, { signal }),
    }),
  vehicles: () => [...vehicleQueries.all(), 'vehicle'] as const,
  vehicle: (id: string) => [...vehicleQueries.vehicles(), id] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'detail'] as const,
      queryFn: ({ signal }) => api.call(vehiclesApi.get, { params: { id }, signal }),
    }),
  overview: (id: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'overview'] as const,
      queryFn: ({ signal }) => api.call(vehiclesApi.overview, { params: { id }, signal }),
    }),
  records: <K extends RecordKind>(id: string, kind: K) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'records', kind] as const,
      queryFn: ({ signal }) => api.call(vehiclesApi.records[kind].list, { params: { id }, signal }),
    }),
  /** The 'Inspeções' tab: the vehicle's checklists, newest first. */
  inspections: (id: string, page: { page: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'inspections', page] as const,
      queryFn: ({ signal }) => api.call(vehiclesApi.inspections, { params: { id }, query: page, signal }),
    }),
  reminders: (id: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'reminders'] as const,
      queryFn: ({ signal }) => api.call(vehiclesApi.reminders.list, { params: { id }, signal }),
    }),
};

/** The list and its four cards, asked again after any write that changes a vehicle. */
export function refreshFleet(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: vehicleQueries.summary().queryKey }),
  ]);
}

/** After a create or an edit: the answer is the vehicle's detail; everything else about it is asked again. */
export async function storeSavedVehicle(queryClient: QueryClient, vehicle: VehicleWithOil): Promise<void> {
  queryClient.setQueryData(vehicleQueries.detail(vehicle.id).queryKey, vehicle);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: vehicleQueries.vehicle(vehicle.id),
      predicate: (query) => query.queryKey.at(-1) !== 'detail',
    }),
    refreshFleet(queryClient),
  ]);
}
