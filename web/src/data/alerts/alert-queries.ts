import { queryOptions } from '@tanstack/react-query';
import { alertsApi } from '@domain/notifications/alerts-contract';
import { api } from '@/lib/api-client';

/** The one home of the alert choices', company alert settings' and deliveries' query keys. */
export const alertQueries = {
  all: () => ['alerts'] as const,
  preferences: () =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'preferences'] as const,
      queryFn: ({ signal }) => api.call(alertsApi.preferences, { signal }),
    }),
  companySettings: () =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'company-settings'] as const,
      queryFn: ({ signal }) => api.call(alertsApi.companySettings, { signal }),
    }),
  deliveries: (page: number) =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'deliveries', page] as const,
      queryFn: ({ signal }) => api.call(alertsApi.deliveries, { query: { page, pageSize: 25 }, signal }),
    }),
};
