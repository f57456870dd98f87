import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Checklist } from '@domain/checklists/checklist.schema';
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
  images: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: ['images', 'list', { page, pageSize }] as const,
      queryFn: ({ signal }) => api.get<Page<ImageInfo>>('/checklists/images/list', { params: { page, pageSize }, signal }),
    }),
};

/** After a review: the answer is the response's detail; its lists and their counts are asked again. */
export async function storeReviewed(queryClient: QueryClient, response: ResponseDetail): Promise<void> {
  queryClient.setQueriesData<ResponseDetail>({ queryKey: [...responseQueries.response(response.id), 'detail'] }, response);
  await queryClient.invalidateQueries({ queryKey: responseQueries.lists() });
}
