import { queryOptions } from '@tanstack/react-query';
import type { CompanyDashboard, PlatformDashboard } from '@domain/dashboard/dashboard.types';
import { api } from '@/lib/api-client';

/** `GET /api/dashboard`: the company's figures for an admin, the platform's for the superadmin. */
export type Dashboard = CompanyDashboard | PlatformDashboard;

/** The one home of the dashboard's query key and fetcher. */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  overview: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'overview'] as const,
      // eslint-disable-next-line no-restricted-syntax -- the API's /api/dashboard, not the screen's path
      queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }),
      // Its figures move with every assignment and review made anywhere: asked again on each visit,
      // the kept copy showing meanwhile.
      staleTime: 0,
    }),
};
