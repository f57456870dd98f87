import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '@domain/envelope';
import type { CounterDelta } from '@domain/checklists/checklist.schema';
import type { CompanyUser, UserStats } from '@domain/users/user.schema';
import { userQueries } from './user-queries';

const shifted = (value: number, by: number) => Math.max(0, value + by);

/**
 * Users' checklistsCount / completedCount are written by a server trigger a moment after a
 * checklist is assigned or removed. The screens show the change at once, by the trigger's own
 * rule (`counterDeltas`), and the cached users are only marked stale: a fetch this early could
 * still read the old numbers, while their next read, after the trigger ran, is the server's.
 */
export function applyCounterDeltas(queryClient: QueryClient, deltas: Map<string, CounterDelta>): void {
  if (deltas.size === 0) return;
  const shift = (user: CompanyUser): CompanyUser => {
    const delta = deltas.get(user.id);
    if (!delta) return user;
    return {
      ...user,
      checklistsCount: shifted(user.checklistsCount, delta.checklistsCount),
      completedCount: shifted(user.completedCount, delta.completedCount),
    };
  };
  let assigned = 0;
  let completed = 0;
  for (const delta of deltas.values()) {
    assigned += delta.checklistsCount;
    completed += delta.completedCount;
  }

  queryClient.setQueriesData<Page<CompanyUser>>({ queryKey: userQueries.lists() }, (page) =>
    page ? { ...page, items: page.items.map(shift) } : page,
  );
  queryClient.setQueriesData<CompanyUser>({ queryKey: userQueries.details() }, (user) => (user ? shift(user) : user));
  queryClient.setQueryData<UserStats>(userQueries.stats().queryKey, (stats) =>
    stats
      ? {
          ...stats,
          checklistsAssigned: shifted(stats.checklistsAssigned, assigned),
          checklistsCompleted: shifted(stats.checklistsCompleted, completed),
        }
      : stats,
  );
  void queryClient.invalidateQueries({ queryKey: userQueries.all(), refetchType: 'none' });
}
