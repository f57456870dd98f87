import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { documentsApi } from '@domain/documents/contract';
import { api } from '@/lib/api-client';
import { refreshFleet, vehicleQueries } from '../vehicles/vehicle-queries';

/** A vehicle's documents ('Documentos'): under `vehicle(id)`, so a write to the vehicle refreshes them too. */
export const documentQueries = {
  list: (vehicleId: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(vehicleId), 'documents'] as const,
      queryFn: ({ signal }) => api.call(documentsApi.list, { params: { vehicleId }, query: {}, signal }),
    }),
};

/** After a document changes: the vehicle (its `documentsDue` badge), its documents and the fleet list. */
export function refreshDocuments(queryClient: QueryClient, vehicleId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehicleQueries.vehicle(vehicleId) }),
    refreshFleet(queryClient),
  ]);
}
