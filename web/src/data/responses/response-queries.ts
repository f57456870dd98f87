import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { responsesApi } from '@domain/checklists/contract';
import type { ResponseDetail } from '@domain/checklists/review.schema';
import { companiesApi } from '@domain/companies/contract';
import type { ListQueryOf } from '@domain/contract';
import { defectsApi } from '@domain/fleet/contract';
import { imagesApi } from '@domain/images/contract';
import { api } from '@/lib/api-client';
import { fetchResponsePdf } from './response-pdf';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type ResponseListFilters = ListQueryOf<typeof responsesApi.list>;

/** The most the companies API gives in one page. */
const COMPANY_CHOICES = 100;
/** The most the defects API gives in one page: more than an inspection's failed items ever open. */
const CHECKLIST_DEFECTS = 100;

/**
 * The one home of the review screens' query keys and fetchers. Everything about one response sits
 * under `response(id)`, and every list under `lists()`: a review refreshes both.
 */
export const responseQueries = {
  all: () => ['responses'] as const,
  lists: () => [...responseQueries.all(), 'list'] as const,
  list: (filters: ResponseListFilters) =>
    queryOptions({
      queryKey: [...responseQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.call(responsesApi.list, { query: filters, signal }),
    }),
  responses: () => [...responseQueries.all(), 'response'] as const,
  response: (id: string) => [...responseQueries.responses(), id] as const,
  detail: (id: string, companyId?: string) =>
    queryOptions({
      queryKey: [...responseQueries.response(id), 'detail', companyId ?? null] as const,
      queryFn: ({ signal }) => api.call(responsesApi.detail, { params: { id }, query: { companyId }, signal }),
    }),
  /** The report as 'Baixar PDF' gets it (data/responses/response-pdf.ts); `onProgress` hears its render. */
  pdf: (id: string, companyId?: string, onProgress?: (percent: number) => void) =>
    // The progress callback is where the wait is told, not what the answer depends on: not in the key.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [...responseQueries.response(id), 'pdf', companyId ?? null] as const,
      queryFn: ({ signal }) => fetchResponsePdf({ id, companyId }, { onProgress, signal }),
      staleTime: 0,
      gcTime: 0,
    }),
  /** `companyId`: the company the superadmin looks in (required of them by the API). */
  images: (page: number, pageSize: number, companyId?: string) =>
    queryOptions({
      queryKey: ['images', 'list', { page, pageSize, companyId: companyId ?? null }] as const,
      queryFn: ({ signal }) => api.call(imagesApi.list, { query: { page, pageSize, companyId }, signal }),
    }),
  /**
   * The defects an inspection opened or was reported again on, whatever their status now, under
   * the defects' own list key (`['defects', 'list', …]`) so a move of one of them refreshes it.
   */
  defects: (checklistId: string) => {
    const query = { checklistId, status: 'all', page: 1, pageSize: CHECKLIST_DEFECTS } as const;
    return queryOptions({
      queryKey: ['defects', 'list', query] as const,
      queryFn: ({ signal }) => api.call(defectsApi.list, { query, signal }),
    });
  },
  /**
   * The superadmin's company filter: the first 100 companies by the companies list's own key, so
   * a company created or deleted there refreshes it.
   */
  companyChoices: () =>
    queryOptions({
      queryKey: ['companies', 'list', { search: '', page: 1, pageSize: COMPANY_CHOICES }] as const,
      queryFn: ({ signal }) =>
        api.call(companiesApi.list, { query: { search: '', page: 1, pageSize: COMPANY_CHOICES }, signal }),
      staleTime: 60_000,
    }),
};

/** After a review: the answer is the response's detail; its lists and their counts are asked again. */
export async function storeReviewed(queryClient: QueryClient, response: ResponseDetail): Promise<void> {
  queryClient.setQueriesData<ResponseDetail>(
    { queryKey: [...responseQueries.response(response.id), 'detail'] },
    response,
  );
  await queryClient.invalidateQueries({ queryKey: responseQueries.lists() });
}
