import { queryOptions } from '@tanstack/react-query';
import { secondFactorApi } from '@domain/auth/contract';
import { api } from '@/lib/api-client';

/** The one home of the signed-in admin's second factor: enrolled, required, and passed by this sign-in. */
export const secondFactorQueries = {
  all: () => ['second-factor'] as const,
  status: () =>
    queryOptions({
      queryKey: secondFactorQueries.all(),
      queryFn: ({ signal }) => api.call(secondFactorApi.status, { query: {}, signal }),
      // It changes only by this person's own steps, each of which writes the answer here.
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
