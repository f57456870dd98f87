import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Page } from '@domain/api';
import type { UserChecklistsPage } from '@domain/checklists/checklist.schema';
import type { CompanyUser, UserStats } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';

export interface UserListFilters {
  search: string;
  page: number;
  pageSize: number;
}

/** The checklists modal shows every checklist of a user on one screen (the API's largest page). */
export const USER_CHECKLISTS_PAGE_SIZE = 100;

/** `/users/{id}`, the id kept to one path segment. */
export const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** Query keys and fetchers for users, from the broadest key to the most specific. */
export const userQueries = {
  all: () => queryRoots.users,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (filters: UserListFilters) =>
    queryOptions({
      queryKey: [...userQueries.lists(), filters] as const,
      queryFn: ({ signal }) => api.get<Page<CompanyUser>>('/users', { params: { ...filters }, signal }),
    }),
  stats: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'stats'] as const,
      queryFn: ({ signal }) => api.get<UserStats>('/users/stats', { signal }),
    }),
  details: () => [...userQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...userQueries.details(), id] as const,
      queryFn: ({ signal }) => api.get<CompanyUser>(userPath(id), { signal }),
    }),
  checklistLists: () => [...userQueries.all(), 'checklists'] as const,
  checklists: (userId: string) =>
    queryOptions({
      queryKey: [...userQueries.checklistLists(), userId] as const,
      queryFn: ({ signal }) =>
        api.get<UserChecklistsPage>(`${userPath(userId)}/checklists`, {
          params: { page: 1, pageSize: USER_CHECKLISTS_PAGE_SIZE },
          signal,
        }),
      // Field users start and send checklists at any time: the modal always asks again when opened.
      staleTime: 0,
    }),
};

/** After a create or an edit: the answer is the user's detail; lists and stats are asked again. */
export async function storeSavedUser(queryClient: QueryClient, user: CompanyUser): Promise<void> {
  queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: userQueries.stats().queryKey }),
  ]);
}
