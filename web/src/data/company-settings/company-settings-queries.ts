import { queryOptions } from '@tanstack/react-query';
import { companySettingsApi } from '@domain/companies/contract';
import { api } from '@/lib/api-client';

/** The one home of the admin's company settings (time zone, due reminder). */
export const companySettingsQueries = {
  all: () => ['company-settings'] as const,
  current: () =>
    queryOptions({
      queryKey: companySettingsQueries.all(),
      queryFn: ({ signal }) => api.call(companySettingsApi.get, { signal }),
    }),
};
