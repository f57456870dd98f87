import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_GROUPS,
  type ChecklistCounts,
  type ChecklistSummary,
  type UserChecklistsPage,
} from '@domain/checklists/checklist.schema';
import { usersApi } from '@domain/users/contract';
import { userQueries } from '@/data/users/user-queries';
import { exportedQuery } from '@/testing/exports';
import { failure, installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { checklistSummary, pageOf, renderWithProviders } from '@/testing/fixtures';
import { UserChecklistsModal } from './user-checklists-modal';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();
/** The connection drops: fetch itself fails, so there is no server message. */
const offline = () => {
  throw new TypeError('Failed to fetch');
};

const PAST = '2020-01-10T15:00:00.000Z';

const CHECKLISTS: ChecklistSummary[] = [
  checklistSummary('c-late', { templateName: 'Inspeção diária', status: 'pending', dueDate: PAST }),
  checklistSummary('c-doing', { templateName: 'Pneus', status: 'in_progress', questionsCount: 8, answeredCount: 3 }),
  checklistSummary('c-done', {
    templateName: 'Cabine',
    status: 'completed',
    dueDate: PAST,
    completedAt: '2020-01-09T15:00:00.000Z',
    questionsCount: 5,
    answeredCount: 5,
  }),
  checklistSummary('c-ok', { templateName: 'Óleo', status: 'pending' }),
];

/** The server's counts: over all of the user's checklists, by the domain's grouping. */
const countsOf = (items: ChecklistSummary[]): ChecklistCounts => {
  const count = (group: keyof ChecklistCounts) => items.filter((c) => PROGRESS_GROUPS[group].includes(c.status)).length;
  return { completed: count('completed'), inProgress: count('inProgress'), pending: count('pending') };
};

function serve(items: ChecklistSummary[], counts?: ChecklistCounts) {
  let current = items;
  const answer = ({ params, query }: FakeRequest): UserChecklistsPage => {
    expect(params.id).toBe('u-ana');
    expect(query).toMatchObject({ pageSize: '100' });
    return { ...pageOf(current, { pageSize: 100 }), counts: counts ?? countsOf(current) };
  };
  api.on(usersApi.checklists, answer);
  return { replace: (next: ChecklistSummary[]) => (current = next), answer };
}

function renderModal() {
  return renderWithProviders(<UserChecklistsModal user={{ id: 'u-ana', name: 'Ana Souza' }} onClose={vi.fn()} />);
}

const item = (templateName: string) => screen.getByRole('listitem', { name: templateName });
const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('UserChecklistsModal', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    serve(CHECKLISTS);
  });

  it("when the user's checklists are exported, then all of this user's are asked for, not only those listed", async () => {
    const { user } = renderModal();
    await screen.findByRole('listitem', { name: 'Inspeção diária' });
    expect(await exportedQuery(api, user, 'checklists', 'xlsx')).toEqual({ userId: 'u-ana', format: 'xlsx' });
  });

  it("when opened, then it is titled with the user's name and counts completed, in progress and pending", async () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Checklists de Ana Souza' })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Inspeção diária' });

    expect(count('Concluídos')).toHaveTextContent('1');
    expect(count('Em Andamento')).toHaveTextContent('1');
    expect(count('Pendentes')).toHaveTextContent('2');
  });

  it('when the user has more checklists than are listed, then the counts are the server’s, over all of them', async () => {
    serve(CHECKLISTS, { completed: 40, inProgress: 3, pending: 57 });
    renderModal();
    await screen.findByRole('listitem', { name: 'Inspeção diária' });

    expect(count('Concluídos')).toHaveTextContent('40');
    expect(count('Em Andamento')).toHaveTextContent('3');
    expect(count('Pendentes')).toHaveTextContent('57');
  });

  it('when a checklist is past its due date and not completed, then (Atrasado) is shown for it only', async () => {
    renderModal();
    await screen.findByRole('listitem', { name: 'Inspeção diária' });

    expect(within(item('Inspeção diária')).getByText('(Atrasado)')).toHaveClass('overdue-text');
    expect(within(item('Cabine')).queryByText('(Atrasado)')).not.toBeInTheDocument();
    expect(within(item('Óleo')).queryByText('(Atrasado)')).not.toBeInTheDocument();
    expect(screen.getAllByText('(Atrasado)')).toHaveLength(1);
  });

  it('when a rejected checklist is past its due date, then it is late too: it is back with its user', async () => {
    serve([checklistSummary('c-back', { templateName: 'Freios', status: 'rejected', dueDate: PAST })]);
    renderModal();
    expect(within(await screen.findByRole('listitem', { name: 'Freios' })).getByText('(Atrasado)')).toBeInTheDocument();
  });

  it('when shown, then each checklist has its status label, dates and the real progress of answered questions', async () => {
    renderModal();
    await screen.findByRole('listitem', { name: 'Pneus' });

    expect(within(item('Inspeção diária')).getByText('Pendente')).toHaveClass('badge-neutral');
    expect(within(item('Pneus')).getByText('Em Andamento')).toHaveClass('badge-warning');
    expect(within(item('Cabine')).getByText('Concluído')).toHaveClass('badge-success');
    expect(within(item('Inspeção diária')).getByText('07/03/2025')).toBeInTheDocument();
    expect(within(item('Cabine')).getByText('Concluído em')).toBeInTheDocument();
    expect(within(item('Pneus')).queryByText('Concluído em')).not.toBeInTheDocument();

    // 3 of 8 questions answered.
    expect(within(item('Pneus')).getByText('Progresso: 38%')).toBeInTheDocument();
    expect(within(item('Pneus')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
  });

  it('when the user has no checklists, then it says none is assigned', async () => {
    serve([]);
    renderModal();
    expect(await screen.findByText('Nenhum checklist atribuído')).toBeInTheDocument();
    expect(count('Pendentes')).toHaveTextContent('0');
  });

  it('when loading fails, then the error is shown with a retry that asks again', async () => {
    const server = serve(CHECKLISTS);
    let failures = 1;
    api.on(usersApi.checklists, (request) => (failures-- > 0 ? offline() : server.answer(request)));
    const { user } = renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar checklists');

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('listitem', { name: 'Pneus' })).toBeInTheDocument();
  });

  it('when a checklist removal is confirmed, then it is deleted, a success toast shows and the list and counters reload', async () => {
    const server = serve(CHECKLISTS);
    api.on(usersApi.removeChecklist, () => {
      server.replace(CHECKLISTS.filter((c) => c.id !== 'c-late'));
      return { id: 'c-late', remaining: 3 };
    });
    const { user, queryClient } = renderModal();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('listitem', { name: 'Inspeção diária' });

    await user.click(screen.getByRole('button', { name: 'Remover checklist Inspeção diária' }));
    const confirm = screen.getByRole('dialog', { name: 'Remover Checklist' });
    expect(confirm).toHaveTextContent(
      'Tem certeza que deseja remover este checklist? Esta ação não pode ser desfeita.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Checklist removido com sucesso. Restam 3 checklists para este usuário.',
      ),
    );
    expect(api.sent(usersApi.removeChecklist).map((request) => request.path)).toEqual([
      '/users/u-ana/checklists/c-late',
    ]);
    expect(screen.queryByRole('dialog', { name: 'Remover Checklist' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Inspeção diária' })).not.toBeInTheDocument());
    expect(count('Pendentes')).toHaveTextContent('1');
    // The users' counters are stale until the trigger ran: the next read asks the server.
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toEqual(expect.arrayContaining([userQueries.all()]));
  });

  it('when a checklist is approved, then it offers Arquivar instead of Remover, and archiving it is asked of the API', async () => {
    const approved = checklistSummary('c-aprov', { templateName: 'Freios', status: 'approved' });
    const server = serve([...CHECKLISTS, approved]);
    api.on(usersApi.archiveChecklist, () => {
      server.replace([...CHECKLISTS, { ...approved, archived: true }]);
      return { id: 'c-aprov', archived: true };
    });
    const { user } = renderModal();
    await screen.findByRole('listitem', { name: 'Freios' });
    expect(within(item('Freios')).queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Arquivar checklist Freios' }));
    const confirm = screen.getByRole('dialog', { name: 'Arquivar Checklist' });
    expect(confirm).toHaveTextContent('Checklist aprovado não pode ser excluído.');
    await user.click(within(confirm).getByRole('button', { name: 'Arquivar' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Checklist arquivado'));
    expect(api.sent(usersApi.archiveChecklist).map((request) => request.path)).toEqual([
      '/users/u-ana/checklists/c-aprov/archive',
    ]);
    expect(await within(item('Freios')).findByText('Arquivado')).toBeInTheDocument();
    expect(within(item('Freios')).queryByRole('button', { name: 'Arquivar checklist Freios' })).not.toBeInTheDocument();
  });

  it('when removal is refused, then the server message is toasted and the checklist stays', async () => {
    api.on(usersApi.removeChecklist, () => failure(409, 'Checklist não pertence a este usuário', 'conflict'));
    const { user } = renderModal();
    await screen.findByRole('listitem', { name: 'Óleo' });

    await user.click(screen.getByRole('button', { name: 'Remover checklist Óleo' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remover Checklist' })).getByRole('button', { name: 'Remover' }),
    );

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Checklist não pertence a este usuário'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem', { name: 'Óleo' })).toBeInTheDocument();
  });

  it('when removal fails without a server message, then the generic error is toasted', async () => {
    api.on(usersApi.removeChecklist, offline);
    const { user } = renderModal();
    await screen.findByRole('listitem', { name: 'Óleo' });

    await user.click(screen.getByRole('button', { name: 'Remover checklist Óleo' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remover Checklist' })).getByRole('button', { name: 'Remover' }),
    );

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erro ao remover checklist'));
  });
});
