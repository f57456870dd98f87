import { queryOptions } from '@tanstack/react-query';
import { custodyApi } from '@domain/fleet/custody-contract';
import { api } from '@/lib/api-client';
import { vehicleQueries } from './vehicle-queries';

/** Who held the vehicle: under `vehicle(id)`, so a write to the vehicle refreshes it too. */
export const custodyQueries = {
  /** 'Histórico de uso': newest first. */
  history: (id: string, page: { page: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...vehicleQueries.vehicle(id), 'custody', page] as const,
      queryFn: ({ signal }) => api.call(custodyApi.history, { params: { id }, query: page, signal }),
    }),
};
