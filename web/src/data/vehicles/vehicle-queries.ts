import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Page } from '@domain/envelope';
import type { RecordKind } from '@domain/fleet/records.schema';
import { api } from '@/lib/api-client';
import type { FleetSummary, ReminderWithDue, StoredRecord, VehicleOverview, VehicleWithOil } from './vehicle-types';

export interface VehicleListFilters {
  search: string;
  page: number;
  pageSize: number;
}

/** `/vehicles/{id}`, the id kept to one path segment. */
export const vehiclePath = (id: string) => `/vehicles/${encodeURIComponent(id)}`;

/** Each record kind's collection under its vehicle. */
const RECORD_SEGMENTS: Record<RecordKind, string> = {
  maintenance: 'maintenance',
  fuel: 'fuel',
  oil_change: 'oil-changes',
};
export const recordsPath = (vehicleId: string, kind: RecordKind) =>
  `${vehiclePath(vehicleId)}/${RECORD_SEGMENTS[kind]}`;

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
      queryFn: ({ signal }) => api.get<Page<VehicleWithOil>>('/vehicles', { params: { ...filters }, signal }),
    }),
  summary: () =>
    queryOptions({
      queryKey: [...vehicleQueries.all(), 'summary'] as const,
      queryFn: ({ signal }) => api.get<FleetSummary>('/vehicles/summary', { signal }),
    }),
  vehicles: () => [...vehicleQueries.all(), 'vehicle'] as const,
  vehicle: (id: string) => [...vehicleQueries.vehicles(), id] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'detail'] as const,
      queryFn: ({ signal }) => api.get<VehicleWithOil>(vehiclePath(id), { signal }),
    }),
  overview: (id: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'overview'] as const,
      queryFn: ({ signal }) => api.get<VehicleOverview>(`${vehiclePath(id)}/overview`, { signal }),
    }),
  records: <K extends RecordKind>(id: string, kind: K) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'records', kind] as const,
      queryFn: ({ signal }) => api.get<Array<StoredRecord<K>>>(recordsPath(id, kind), { signal }),
    }),
  reminders: (id: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'reminders'] as const,
      queryFn: ({ signal }) => api.get<ReminderWithDue[]>(`${vehiclePath(id)}/reminders`, { signal }),
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
