import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page } from '@domain/api';
import type { Template } from '@domain/templates/template.schema';
import type { CompanyUser } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

/** The pickers of the assign modal list one page; a search reaches the users beyond it. */
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
  assignableUsers: (search = '') =>
    queryOptions({
      queryKey: [...queryRoots.users, 'list', { ...PICKER_PAGE, active: true, search }] as const,
      queryFn: ({ signal }) =>
        api.get<Page<CompanyUser>>('/users', {
          params: { ...PICKER_PAGE, active: true, ...(search ? { search } : {}) },
          signal,
        }),
      staleTime: PICKER_STALE_MS,
    }),
  assignableTemplates: () =>
    queryOptions({
      queryKey: [...queryRoots.templates, 'list', { search: '', ...PICKER_PAGE }] as const,
      queryFn: ({ signal }) =>
        api.get<Page<Template>>('/templates', { params: { search: '', ...PICKER_PAGE }, signal }),
      staleTime: PICKER_STALE_MS,
    }),
};
