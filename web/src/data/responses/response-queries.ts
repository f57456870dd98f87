import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Checklist } from '@domain/checklists/checklist.schema';
import { companiesApi } from '@domain/companies/contract';
import type { ImageInfo } from '@domain/images/image.schema';
import type { Page } from '@domain/envelope';
import type { ResponsesPage, ReviewListing, ReviewTab } from '@domain/checklists/review.schema';
import { api } from '@/lib/api-client';

/** `GET /api/responses/:id`: the checklist with its answers and reviews, and where it stands in the list. */
export type ResponseDetail = Checklist & ReviewListing;

export interface ResponseListFilters {
  status: ReviewTab;
  page: number;
  pageSize: number;
  /** The superadmin's company filter; an admin's company is always their own. */
  companyId?: string;
}

/** The most the companies API gives in one page. */
const COMPANY_CHOICES = 100;

/** `/responses/{id}`, the id kept to one path segment. */
export const responsePath = (id: string) => `/responses/${encodeURIComponent(id)}`;

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
      queryFn: ({ signal }) => api.get<ResponsesPage>('/responses', { params: { ...filters }, signal }),
    }),
  responses: () => [...responseQueries.all(), 'response'] as const,
  response: (id: string) => [...responseQueries.responses(), id] as const,
  detail: (id: string, companyId?: string) =>
    queryOptions({
      queryKey: [...responseQueries.response(id), 'detail', companyId ?? null] as const,
      queryFn: ({ signal }) => api.get<ResponseDetail>(responsePath(id), { params: { companyId }, signal }),
    }),
  pdf: (id: string, companyId?: string) =>
    queryOptions({
      queryKey: [...responseQueries.response(id), 'pdf', companyId ?? null] as const,
      queryFn: () => api.download(`${responsePath(id)}/pdf`, { params: { companyId } }),
      staleTime: 0,
      gcTime: 0,
    }),
  /** `companyId`: the company the superadmin looks in (required of them by the API). */
  images: (page: number, pageSize: number, companyId?: string) =>
    queryOptions({
      queryKey: ['images', 'list', { page, pageSize, companyId: companyId ?? null }] as const,
      queryFn: ({ signal }) =>
        api.get<Page<ImageInfo>>('/checklists/images/list', { params: { page, pageSize, companyId }, signal }),
    }),
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
