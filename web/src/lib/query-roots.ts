import type { QueryClient } from '@tanstack/react-query';

/**
 * The first segment of every query key, per resource. Features build their key factories on these so that a
 * mutation in one feature can invalidate another feature's queries without importing it.
 */
export const queryRoots = {
  users: ['users'],
  templates: ['templates'],
  checklists: ['checklists'],
} as const;

/**
 * Users' checklistsCount / completedCount are written by a server trigger shortly (well under a second on the
 * local stack) after a checklist is assigned or removed: ask again now and twice more as it settles.
 */
export const TRIGGER_SETTLE_DELAYS_MS = [1500, 4000] as const;

export async function refreshUserCounters(queryClient: QueryClient): Promise<void> {
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryRoots.users });
  for (const delay of TRIGGER_SETTLE_DELAYS_MS) setTimeout(() => void refresh(), delay);
  await refresh();
}
