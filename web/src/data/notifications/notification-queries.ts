import { queryOptions } from '@tanstack/react-query';
import { notificationsApi } from '@domain/notifications/contract';
import { api } from '@/lib/api-client';

/** The bell shows the latest ones; older ones have already been acted on. */
const BELL_PAGE_SIZE = 20;

/**
 * The one home of the signed-in person's notification query keys (a field user's or an admin's
 * own: the API answers from their inbox). A push that arrives with
 * the app open means a new notification: everything under this root is asked again.
 */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  latest: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'latest'] as const,
      queryFn: ({ signal }) => api.call(notificationsApi.list, { query: { pageSize: BELL_PAGE_SIZE }, signal }),
    }),
};
