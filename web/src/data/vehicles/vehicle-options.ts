import { queryOptions } from '@tanstack/react-query';
import { vehiclesApi } from '@domain/fleet/contract';
import { api } from '@/lib/api-client';

/**
 * The assign picker's vehicles: the active ones, out-of-service ones marked. Under the vehicles'
 * key (`['vehicles']`), so a write that refreshes the fleet refreshes the picker too.
 */
export const vehicleOptionsQuery = () =>
  queryOptions({
    queryKey: ['vehicles', 'options'] as const,
    queryFn: ({ signal }) => api.call(vehiclesApi.options, { signal }),
  });
