import { queryOptions } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { templatesApi } from '@domain/templates/contract';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it. */
type TemplateListFilters = ListQueryOf<typeof templatesApi.list>;

/**
 * The one home of templates' query keys and fetchers, from the broadest key to the most
 * specific: every screen that reads templates (the list, the editor, the assign modal's picker)
 * builds its query from here.
 */
export const templateQueries = {
  all: () => ['templates'] as const,
  lists: () => [...templateQueries.all(), 'list'] as const,
  list: (filters: TemplateListFilters) =>
    queryOptions({
      queryKey: [...templateQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.call(templatesApi.list, { query: filters, signal }),
    }),
  details: () => [...templateQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...templateQueries.details(), id] as const,
      queryFn: ({ signal }) => api.call(templatesApi.get, { params: { id }, signal }),
    }),
};
