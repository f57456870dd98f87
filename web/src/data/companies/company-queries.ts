import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { companiesApi } from '@domain/companies/contract';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type CompanyListFilters = ListQueryOf<typeof companiesApi.list>;

/** The one home of companies' query keys and fetchers (the superadmin's screens), broadest key first. */
export const companyQueries = {
  all: () => ['companies'] as const,
  lists: () => [...companyQueries.all(), 'list'] as const,
  list: (filters: CompanyListFilters) =>
    queryOptions({
      queryKey: [...companyQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.call(companiesApi.list, { query: filters, signal }),
    }),
  details: () => [...companyQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...companyQueries.details(), id] as const,
      queryFn: ({ signal }) => api.call(companiesApi.get, { params: { id }, signal }),
    }),
};

/** After a write to a company or its admins: its detail and the lists (their cards name the admins) are asked again. */
export function refreshCompany(queryClient: QueryClient, id: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyQueries.detail(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: companyQueries.lists() }),
  ]);
}
