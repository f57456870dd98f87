import type { QueryClient } from '@tanstack/react-query';
import { userQueries } from './user-queries';

/**
 * A user's checklistsCount / completedCount are updated by a Firestore trigger shortly (about a second)
 * after a checklist is assigned or removed, so the list and the stats are asked for again now and
 * once more after the trigger has had time to run.
 */
export const COUNTER_SETTLE_DELAYS_MS = [1500, 4000] as const;

export async function refreshUserCounters(queryClient: QueryClient): Promise<void> {
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
      queryClient.invalidateQueries({ queryKey: userQueries.stats().queryKey }),
    ]);
  for (const delay of COUNTER_SETTLE_DELAYS_MS) {
    setTimeout(() => void refresh(), delay);
  }
  await refresh();
}
