import { queryOptions } from '@tanstack/react-query';
import { driversApi } from '@domain/drivers/contract';
import { api } from '@/lib/api-client';

/** The signed-in field user's own driver data ('Meus dados de motorista'). */
export const driverQueries = {
  all: () => ['drivers'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...driverQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => api.call(driversApi.mine, { query: {}, signal }),
    }),
};
