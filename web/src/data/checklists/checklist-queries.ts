import { queryOptions } from '@tanstack/react-query';
import type { UserChecklistsPage } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { userPath } from '../users/user-queries';

/** The users screen's checklists modal shows every checklist of a user at once (the API's largest page). */
export const USER_CHECKLISTS_PAGE_SIZE = 100;

/** The one home of checklists' query keys and fetchers, from the broadest key to the most specific. */
export const checklistQueries = {
  all: () => ['checklists'] as const,
  ofUsers: () => [...checklistQueries.all(), 'of-user'] as const,
  ofUser: (userId: string) =>
    queryOptions({
      queryKey: [...checklistQueries.ofUsers(), userId] as const,
      queryFn: ({ signal }) =>
        api.get<UserChecklistsPage>(`${userPath(userId)}/checklists`, {
          params: { page: 1, pageSize: USER_CHECKLISTS_PAGE_SIZE },
          signal,
        }),
      // Field users start and send checklists at any time: the modal always asks again when opened.
      staleTime: 0,
    }),
};
