import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usersApi } from '@domain/users/contract';
import type { Page } from '@domain/api';
import { checklistsApi } from '@domain/checklists/contract';
import type { CompanyUser, UserStats } from '@domain/users/user.schema';
import { installFakeApi } from '@/testing/fake-api';
import { companyUser } from '@/testing/fixtures';
import { userQueries } from '../users/user-queries';
import { vehicleQueries } from '../vehicles/vehicle-queries';
import { useAssignChecklists } from './assign-checklists';
import { useRemoveUserChecklist } from './remove-user-checklist';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

const user = (id: string, checklistsCount: number, completedCount: number) =>
  companyUser(id, id, { checklistsCount, completedCount });

const LIST = userQueries.list({ search: '', page: 1, pageSize: 25 }).queryKey;
const STATS = userQueries.stats().queryKey;

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page: Page<CompanyUser> = {
    items: [user('ana', 2, 1), user('bia', 0, 0)],
    total: 2,
    page: 1,
    pageSize: 25,
    nextCursor: null,
  };
  const stats: UserStats = { total: 2, active: 2, inactive: 0, checklistsAssigned: 2, checklistsCompleted: 1 };
  queryClient.setQueryData(LIST, page);
  queryClient.setQueryData(STATS, stats);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const counts = () =>
    queryClient.getQueryData<Page<CompanyUser>>(LIST)!.items.map((u) => [u.checklistsCount, u.completedCount]);
  return { queryClient, wrapper, counts };
}

describe('counters after an assignment or a removal', () => {
  it('when checklists are assigned to two users, then their counters and the stats move at once, and users are not fetched again before the trigger ran', async () => {
    api.on(checklistsApi.assign, () => ({ ids: ['c1', 'c2'], count: 2 }));
    const { queryClient, wrapper, counts } = setUp();
    const { result } = renderHook(() => useAssignChecklists(), { wrapper });

    const input = { templateId: 't1', dueDate: '2099-01-01T12:00:00.000Z', userIds: ['ana', 'bia'] };
    await act(() => result.current.mutateAsync(input));

    expect(api.sent(checklistsApi.assign).map((request) => request.body)).toEqual([input]);
    expect(counts()).toEqual([
      [3, 1],
      [1, 0],
    ]);
    expect(queryClient.getQueryData<UserStats>(STATS)).toMatchObject({ checklistsAssigned: 4, checklistsCompleted: 1 });
    expect(api.requests.filter((request) => request.method === 'get')).toEqual([]);
    // Stale, so the next screen that reads them asks the server, whose trigger has run by then.
    expect(queryClient.getQueryState(LIST)?.isInvalidated).toBe(true);
  });

  it('when an inspection of two vehicles is assigned to two users, then each user counts two checklists more and the vehicles are refreshed', async () => {
    api.on(checklistsApi.assign, () => ({ ids: ['c1', 'c2', 'c3', 'c4'], count: 4 }));
    const { queryClient, wrapper, counts } = setUp();
    // What the vehicle's screens cache under its key (its 'Inspeções' tab, for one).
    const vehicleInspections = [...vehicleQueries.vehicle('v-1'), 'inspections'];
    queryClient.setQueryData(vehicleInspections, { items: [] });
    const { result } = renderHook(() => useAssignChecklists(), { wrapper });

    const input = {
      templateId: 't1',
      dueDate: '2099-01-01T12:00:00.000Z',
      userIds: ['ana', 'bia'],
      vehicleIds: ['v-1', 'v-2'],
    };
    await act(() => result.current.mutateAsync(input));

    expect(api.sent(checklistsApi.assign).map((request) => request.body)).toEqual([input]);
    expect(counts()).toEqual([
      [4, 1],
      [2, 0],
    ]);
    expect(queryClient.getQueryData<UserStats>(STATS)).toMatchObject({ checklistsAssigned: 6, checklistsCompleted: 1 });
    expect(queryClient.getQueryState(vehicleInspections)?.isInvalidated).toBe(true);
  });

  it('when a completed checklist is removed, then both of its user counters and the stats go down by one', async () => {
    api.on(usersApi.removeChecklist, () => ({ id: 'c9', remaining: 1 }));
    const { queryClient, wrapper, counts } = setUp();
    const { result } = renderHook(() => useRemoveUserChecklist(), { wrapper });

    await act(() => result.current.mutateAsync({ userId: 'ana', checklistId: 'c9', status: 'approved' }));

    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'delete /users/ana/checklists/c9',
    ]);
    expect(counts()).toEqual([
      [1, 0],
      [0, 0],
    ]);
    expect(queryClient.getQueryData<UserStats>(STATS)).toMatchObject({ checklistsAssigned: 1, checklistsCompleted: 0 });
  });
});
