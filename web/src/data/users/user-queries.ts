import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { usersApi } from '@domain/users/contract';
import type { CompanyUser } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';

/** What a list screen asks for: the query its contract declares, as the API reads it (`active` may be left out: everyone). */
type UserListQuery = ListQueryOf<typeof usersApi.list>;
type UserListFilters = Omit<UserListQuery, 'active'> & Partial<Pick<UserListQuery, 'active'>>;

/**
 * The one home of users' query keys and fetchers, from the broadest key to the most specific:
 * the users screens and the assign modal's picker build their queries from here.
 */
export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (filters: UserListFilters) =>
    queryOptions({
      queryKey: [...userQueries.lists(), filters] as const,
      queryFn: ({ signal }) =>
        api.call(usersApi.list, {
          query: { ...filters, active: filters.active === undefined ? undefined : `${filters.active}` },
          signal,
        }),
    }),
  stats: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'stats'] as const,
      queryFn: ({ signal }) => api.call(usersApi.stats, { signal }),
    }),
  details: () => [...userQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...userQueries.details(), id] as const,
      queryFn: ({ signal }) => api.call(usersApi.get, { params: { id }, signal }),
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
