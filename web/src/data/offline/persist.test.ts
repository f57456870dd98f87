import { QueryClient, hydrate } from '@tanstack/react-query';
import { persistQueryClientRestore, type PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { checklistsApi } from '@domain/checklists/contract';
import { installFakeApi } from '@/testing/fake-api';
import { fieldChecklist } from '@/testing/fixtures';
import { saveAnswerKey } from '../checklists/save-answer';
import { startChecklistKey } from '../checklists/start-checklist';
import { registerFieldMutations } from './field-mutations';
import { fieldPersistOptions, withCurrentVariables } from './persist';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

/** A write as an earlier version of the app left it in IndexedDB: queued, paused, never sent. */
function queued(mutationKey: readonly string[], variables: unknown) {
  return {
    mutationKey: [...mutationKey],
    scope: { id: 'checklist:c-1' },
    state: {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: true,
      status: 'pending' as const,
      variables,
      submittedAt: Date.parse('2026-11-20T12:00:00.000Z'),
    },
  };
}

function stored(mutations: ReturnType<typeof queued>[]): PersistedClient {
  return { timestamp: Date.now(), buster: 'u-joao', clientState: { mutations, queries: [] } };
}

describe('withCurrentVariables', () => {
  it('when a start queued as a bare checklist id is read back, then it carries { checklistId } and the other writes stay as they were', () => {
    const answer = { checklistId: 'c-1', questionId: 'question_1', answer: true };
    const restored = withCurrentVariables(stored([queued(startChecklistKey, 'c-1'), queued(saveAnswerKey, answer)]));
    expect(restored.clientState.mutations.map((m) => m.state.variables)).toEqual([{ checklistId: 'c-1' }, answer]);
  });

  it('when such a start is restored and the network is back, then it is sent to its checklist', async () => {
    api.on(checklistsApi.start, () => fieldChecklist('c-1', { status: 'in_progress' }));
    const queryClient = new QueryClient();
    registerFieldMutations(queryClient);
    hydrate(queryClient, withCurrentVariables(stored([queued(startChecklistKey, 'c-1')])).clientState);

    await queryClient.resumePausedMutations();

    expect(api.sent(checklistsApi.start).map((request) => request.path)).toEqual(['/checklists/c-1/start']);
  });
});

describe('unsent work on the device', () => {
  it('when a write left unsent a month ago is restored, then it is sent, not dropped for its age', async () => {
    api.on(checklistsApi.start, () => fieldChecklist('c-1', { status: 'in_progress' }));
    const monthAgo = {
      ...stored([queued(startChecklistKey, { checklistId: 'c-1' })]),
      timestamp: Date.now() - 31 * 86_400_000,
    };
    const queryClient = new QueryClient();
    registerFieldMutations(queryClient);

    await persistQueryClientRestore({
      queryClient,
      persister: { persistClient: vi.fn(), restoreClient: async () => monthAgo, removeClient: vi.fn() },
      buster: 'u-joao',
      maxAge: fieldPersistOptions('u-joao').maxAge,
    });
    await queryClient.resumePausedMutations();

    expect(api.sent(checklistsApi.start).map((request) => request.path)).toEqual(['/checklists/c-1/start']);
  });
});
