import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page } from '@domain/api';
import type { Template } from '@domain/templates/template.schema';
import type { CompanyUser } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/** The pickers of the assign modal list at most one page; an assignment takes at most 100 users anyway. */
const PICKER_PAGE = { page: 1, pageSize: MAX_PAGE_SIZE } as const;

/** A person may have been deactivated a moment ago: the pickers reload after this long. */
const PICKER_STALE_MS = 30_000;

/**
 * Query keys and fetchers of the checklists feature. The assign modal's pickers read users and
 * templates; their keys sit under those resources' roots (and under 'list', as the lists of the
 * users and templates features do), so any change to users or templates refreshes them too.
 */
export const checklistQueries = {
  all: () => queryRoots.checklists,
  assignableUsers: () =>
    queryOptions({
      queryKey: [...queryRoots.users, 'list', { ...PICKER_PAGE, active: true }] as const,
      queryFn: ({ signal }) =>
        api.get<Page<CompanyUser>>('/users', { params: { ...PICKER_PAGE, active: true }, signal }),
      staleTime: PICKER_STALE_MS,
    }),
  assignableTemplates: () =>
    queryOptions({
      // The same key the templates screen uses for this page, so the two share one cache entry.
      queryKey: [...queryRoots.templates, 'list', { search: '', ...PICKER_PAGE }] as const,
      queryFn: ({ signal }) =>
        api.get<Page<Template>>('/templates', { params: { search: '', ...PICKER_PAGE }, signal }),
      staleTime: PICKER_STALE_MS,
    }),
};
