import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { TRIGGER_SETTLE_DELAYS_MS } from '@/lib/query-roots';
import { useAssignChecklistMutation } from './assign-checklist';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
});

describe('useAssignChecklistMutation', () => {
  it('when an assignment succeeds, then users queries are refreshed at once and again once the counters settle', async () => {
    vi.useFakeTimers();
    vi.mocked(api.post).mockResolvedValue({ ids: ['c1'], count: 1 });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAssignChecklistMutation(), { wrapper });

    const input = { templateId: 't1', dueDate: '2099-01-01T12:00:00.000Z', userIds: ['u1'] };
    await act(() => result.current.mutateAsync(input));

    expect(api.post).toHaveBeenCalledWith('/checklists/assign', input);
    const usersRefreshes = () => invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'users').length;
    expect(usersRefreshes()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(TRIGGER_SETTLE_DELAYS_MS[0]));
    expect(usersRefreshes()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(TRIGGER_SETTLE_DELAYS_MS[1]));
    expect(usersRefreshes()).toBe(3);
  });
});
