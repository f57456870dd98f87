import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checklistsApi } from '@domain/checklists/contract';
import { templatesApi } from '@domain/templates/contract';
import { usersApi } from '@domain/users/contract';
import { UsersRoute } from '@/features/users/routes/users-route';
import { installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, template } from '@/testing/fixtures';
import { useOpenAssignModal } from '@/lib/assign-modal';
import { AssignChecklistProvider } from './assign-checklist-provider';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const api = installFakeApi();

const TEMPLATE = template('t-frota', 'Inspeção da frota');

function AssignButton() {
  const open = useOpenAssignModal();
  return (
    <button type="button" onClick={() => open({ template: { id: 't1', name: 'Inspeção da frota', kind: 'general' } })}>
      Atribuir checklist do template Inspeção da frota
    </button>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('AssignChecklistProvider', () => {
  it('when a screen asks to assign a template, then the lazily loaded modal opens for it and closes again', async () => {
    api.on(templatesApi.list, () => pageOf([], { pageSize: 100 }));
    api.on(usersApi.list, () => pageOf([], { pageSize: 100 }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AssignChecklistProvider>
          <AssignButton />
        </AssignChecklistProvider>
      </QueryClientProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Atribuir checklist do template Inspeção da frota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atribuir Checklist' });
    expect(dialog).toHaveTextContent('Inspeção da frota');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a screen uses the opener outside the provider, then it fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AssignButton />)).toThrow(/AssignModalContext/);
  });

  it('when a checklist is assigned from a user card, then that card counts it at once, before the counter trigger ran', async () => {
    const ana = companyUser('u-ana', 'Ana Souza', { checklistsCount: 2, completedCount: 1 });
    api.on(usersApi.list, () => pageOf([ana]));
    api.on(usersApi.stats, () => ({ total: 1, active: 1, inactive: 0, checklistsAssigned: 2, checklistsCompleted: 1 }));
    api.on(templatesApi.list, () => pageOf([TEMPLATE]));
    api.on(checklistsApi.assign, () => ({ ids: ['c-new'], count: 1 }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AssignChecklistProvider>
            <UsersRoute />
          </AssignChecklistProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Ana Souza' });
    expect(card).toHaveTextContent('2 checklists');

    await user.click(within(card).getByRole('button', { name: /Atribuir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Atribuir Checklist' });
    await user.selectOptions(await within(dialog).findByLabelText(/Template/), 't-frota');
    await user.type(within(dialog).getByLabelText(/Prazo/), '2099-05-10T14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Atribuir Checklist' })).not.toBeInTheDocument());
    expect(api.sent(checklistsApi.assign).map((request) => request.body)).toEqual([
      expect.objectContaining({ templateId: 't-frota', userIds: ['u-ana'] }),
    ]);
    expect(screen.getByRole('article', { name: 'Ana Souza' })).toHaveTextContent('3 checklists');
    // The users were not asked again: the number on the screen came from the assignment itself.
    expect(api.sent(usersApi.list)).toHaveLength(1);
  });
});
