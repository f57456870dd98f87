import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@domain/api';
import type { Template } from '@domain/templates/template.schema';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

export interface TemplateListFilters {
  search: string;
  page: number;
  pageSize: number;
}

/** Query keys and fetchers for templates, from the broadest key to the most specific. */
export const templateQueries = {
  all: () => queryRoots.templates,
  lists: () => [...templateQueries.all(), 'list'] as const,
  list: (filters: TemplateListFilters) =>
    queryOptions({
      queryKey: [...templateQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.get<Page<Template>>('/templates', { params: { ...filters }, signal }),
    }),
  details: () => [...templateQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...templateQueries.details(), id] as const,
      queryFn: ({ signal }) => api.get<Template>(`/templates/${encodeURIComponent(id)}`, { signal }),
    }),
};
