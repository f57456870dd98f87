import { QueryClient, QueryClientProvider, useIsMutating, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { saveAnswerKey } from '@/data/checklists/save-answer';
import { OfflineStatus } from './offline-status';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** The field writes on their way: the test lands each when it says so. */
let onTheirWay: Array<() => void> = [];
async function land(): Promise<void> {
  await vi.waitFor(() => expect(onTheirWay).toHaveLength(1));
  await act(async () => onTheirWay.shift()?.());
  await vi.waitFor(() => expect(queue()).toHaveTextContent('0'));
}

const queue = () => screen.getByRole('status', { name: 'Na fila' });

function Answer() {
  const save = useMutation({
    mutationKey: saveAnswerKey,
    mutationFn: () => new Promise<void>((resolve) => onTheirWay.push(resolve)),
  });
  const waiting = useIsMutating();
  return (
    <>
      <button type="button" onClick={() => save.mutate()}>
        Responder
      </button>
      <output aria-label="Na fila">{waiting}</output>
    </>
  );
}

function renderStatus() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineStatus />
      <Answer />
    </QueryClientProvider>,
  );
}

// That the toast comes once what waited offline has gone out: web/e2e/offline.e2e.ts.
describe('the field screens’ word on the connection', () => {
  afterEach(() => {
    onTheirWay = [];
  });

  it('when an answer is saved at once with a network, then no "Tudo enviado" toast claims the checklist went', async () => {
    renderStatus();
    act(() => screen.getByRole('button', { name: 'Responder' }).click());
    await vi.waitFor(() => expect(queue()).toHaveTextContent('1'));
    await land();

    expect(toast.success).not.toHaveBeenCalled();
  });
});
