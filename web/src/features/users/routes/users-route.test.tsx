import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '@domain/users/contract';
import { userSearchFields, type CompanyUser, type UserStats } from '@domain/users/user.schema';
import { failure, installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { answerList, companyUser, pageOf, renderWithProviders } from '@/testing/fixtures';
import { UsersRoute } from './users-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const STATS: UserStats = { total: 203, active: 190, inactive: 13, checklistsAssigned: 812, checklistsCompleted: 640 };

/** `count` users named 'Usuário 001'…; the fake list searches with the API's own rule. */
const usersNumbered = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return companyUser(`u-${n}`, `Usuário ${n}`, { checklistsCount: 3, completedCount: 1 });
  });

/** The list as the API answers it: searched, then paged, from the query as sent. */
const listOf =
  (users: CompanyUser[]) =>
  ({ query }: FakeRequest) =>
    answerList(
      users,
      { page: Number(query.page), pageSize: Number(query.pageSize), search: query.search },
      userSearchFields,
    );

function serve(users: CompanyUser[] = usersNumbered(203)) {
  api.on(usersApi.stats, () => STATS);
  api.on(usersApi.list, listOf(users));
}

/** The query of the most recent list request, as sent (an empty search is left out). */
const lastListQuery = () => api.sent(usersApi.list).at(-1)?.query;

/** Queries scoped to the pagination bar (role queries over 25 cards are slow in jsdom). */
const pager = () => within(screen.getByRole('navigation', { name: 'Paginação' }));

const pageNumbers = () =>
  pager()
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((button) => Number(button.textContent));

function renderList(openAssign = vi.fn(), path = '/admin/users') {
  return renderWithProviders(<UsersRoute />, { path, route: '/admin/users', openAssign });
}

describe('UsersRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    serve();
  });

  it('when opened, then it shows the header, the new-user link and the four stats cards', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Usuários', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Gerencie os usuários da empresa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Usuário' })).toHaveAttribute('href', '/admin/users/new');

    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(stat('Total de Usuários')).toHaveTextContent('203'));
    expect(stat('Ativos')).toHaveTextContent('190');
    expect(stat('Checklists Atribuídos')).toHaveTextContent('812');
    expect(stat('Checklists Concluídos')).toHaveTextContent('640');
  });

  it('when users load, then 25 are listed with contact, status and counters, and the page range is summarised', async () => {
    serve([
      companyUser('u-ana', 'Ana Souza', { phone: '(11) 98888-7777', checklistsCount: 4, completedCount: 1 }),
      companyUser('u-davi', 'Davi Lima', { isActive: false, checklistsCount: 1, completedCount: 0 }),
    ]);
    renderList();

    const ana = within(await screen.findByRole('article', { name: 'Ana Souza' }));
    expect(ana.getByText('u-ana@alfa.dev')).toBeInTheDocument();
    expect(ana.getByText('(11) 98888-7777')).toBeInTheDocument();
    expect(ana.getByText('Ativo')).toBeInTheDocument();
    expect(ana.getByText('4 checklists')).toBeInTheDocument();
    expect(ana.getByText('1 concluído')).toBeInTheDocument();
    const davi = within(screen.getByRole('article', { name: 'Davi Lima' }));
    expect(davi.getByText('Inativo')).toBeInTheDocument();
    expect(davi.getByText('1 checklist')).toBeInTheDocument();
    expect(davi.getByText('0 concluídos')).toBeInTheDocument();
    expect(davi.getByRole('link', { name: 'Editar Davi Lima' })).toHaveAttribute('href', '/admin/users/u-davi/edit');
    // One page: no pagination, its summary included (spec section 2).
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '25' });
  });

  // The one paging test at screen level: the window, the range and the page asked of the API.
  // Pagination, PaginatedList and useListParams test the rest of paging on their own.
  it('when there are many pages, then a window of five numbers follows the current page and the view scrolls up', async () => {
    const { user } = renderList();
    expect(await screen.findByText('Mostrando 1 a 25 de 203 resultados')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);

    await user.click(pager().getByRole('button', { name: 'Página 5' }));

    expect(await screen.findByText('Mostrando 101 a 125 de 203 resultados')).toBeInTheDocument();
    expect(pageNumbers()).toEqual([3, 4, 5, 6, 7]);
    expect(pager().getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(lastListQuery()).toEqual({ page: '5', pageSize: '25' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('when a search is typed on a later page, then the list goes back to page 1 of the matches', async () => {
    serve(usersNumbered(30));
    const { user } = renderList(vi.fn(), '/admin/users?page=2');
    expect(await screen.findByText('Mostrando 26 a 30 de 30 resultados')).toBeInTheDocument();

    const searchBox = screen.getByRole('searchbox', { name: 'Buscar usuários' });
    expect(searchBox).toHaveAttribute('placeholder', 'Buscar por nome, email ou telefone...');
    await user.click(searchBox);
    await user.paste('Usuário 00');

    expect(await screen.findByRole('article', { name: 'Usuário 001' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '25', search: 'Usuário 00' });
  });

  it('when the address holds a page and a search (a reload), then that page of the matches is shown', async () => {
    serve([...usersNumbered(30), companyUser('u-ana', 'Ana Souza')]);
    renderList(vi.fn(), '/admin/users?page=2&q=Usu%C3%A1rio');

    expect(await screen.findByText('Mostrando 26 a 30 de 30 resultados')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar usuários' })).toHaveValue('Usuário');
    expect(pager().getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(lastListQuery()).toEqual({ page: '2', pageSize: '25', search: 'Usuário' });
  });

  it('when a search matches nobody, then the empty state says no user matched it', async () => {
    serve(usersNumbered(2));
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Usuário 002' });

    await user.click(screen.getByRole('searchbox', { name: 'Buscar usuários' }));
    await user.paste('zuleica');

    expect(await screen.findByText('Nenhum usuário encontrado', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Nenhum usuário corresponde a "zuleica"/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('when the company has no users, then the empty state invites creating the first one', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.getByText('Cadastre o primeiro usuário da empresa.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Novo Usuário' })).toHaveLength(2);
  });

  it('when the list fails to load, then the red banner offers a retry that loads it', async () => {
    const answer = listOf(usersNumbered(3));
    let failures = 1;
    api.on(usersApi.list, (request) =>
      failures-- > 0 ? failure(500, 'Erro interno do servidor. Tente novamente.', 'internal') : answer(request),
    );
    const { user } = renderList();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao carregar usuários');
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('article', { name: 'Usuário 001' })).toBeInTheDocument();
  });

  it("when a search fails, then the banner says 'Erro ao buscar usuários' and offers a retry", async () => {
    api.on(usersApi.list, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderList(vi.fn(), '/admin/users?q=maria');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao buscar usuários');
    expect(within(banner).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("when a user's checklists or assign action is used, then the modal opens or the assign opener gets that user", async () => {
    const openAssign = vi.fn();
    serve([companyUser('u-ana', 'Ana Souza'), companyUser('u-davi', 'Davi', { isActive: false })]);
    api.on(usersApi.checklists, ({ params }) => {
      expect(params.id).toBe('u-ana');
      return { ...pageOf([], { pageSize: 100 }), counts: { completed: 0, inProgress: 0, pending: 0 } };
    });
    const { user } = renderList(openAssign);
    await screen.findByRole('article', { name: 'Ana Souza' });

    await user.click(screen.getByRole('button', { name: 'Atribuir checklist a Ana Souza' }));
    expect(openAssign).toHaveBeenCalledWith({ user: { id: 'u-ana', name: 'Ana Souza' } });
    expect(screen.getByRole('button', { name: 'Atribuir checklist a Davi' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ver checklists de Ana Souza' }));
    expect(screen.getByRole('dialog', { name: 'Checklists de Ana Souza' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum checklist atribuído')).toBeInTheDocument();
  });

  it('when a deletion is confirmed, then the user is deleted, toasted and the list reloads without them', async () => {
    let users = [companyUser('u-ana', 'Ana Souza'), companyUser('u-bruno', 'Bruno Lima')];
    api.on(usersApi.list, () => pageOf(users));
    api.on(usersApi.remove, ({ params }) => {
      users = users.filter((u) => u.id !== params.id);
      return { id: params.id! };
    });
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Bruno Lima' });

    await user.click(screen.getByRole('button', { name: 'Excluir Bruno Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir Usuário' });
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja excluir o usuário Bruno Lima? Os checklists dele continuam registrados.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Usuário excluído com sucesso'));
    expect(api.sent(usersApi.remove).map((request) => request.path)).toEqual(['/users/u-bruno']);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bruno Lima' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Excluir Usuário' })).not.toBeInTheDocument();
  });

  it('when the only user of the last page is deleted, then the page before is shown', async () => {
    const users = usersNumbered(26);
    serve(users);
    api.on(usersApi.remove, ({ params }) => {
      users.splice(
        users.findIndex((u) => u.id === params.id),
        1,
      );
      return { id: params.id! };
    });
    const { user } = renderList(vi.fn(), '/admin/users?page=2');
    expect(await screen.findByText('Mostrando 26 a 26 de 26 resultados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir Usuário 026' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir Usuário' })).getByRole('button', { name: 'Excluir' }),
    );

    expect(await screen.findByRole('article', { name: 'Usuário 001' })).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '25' });
    expect(screen.queryByText('Nenhum usuário encontrado')).not.toBeInTheDocument();
  });

  it('when a deletion fails, then the server message or the generic one is toasted and the dialog stays open to try again', async () => {
    serve([companyUser('u-ana', 'Ana Souza')]);
    const answers = [
      () => failure(404, 'Usuário não encontrado'),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    api.on(usersApi.remove, () => answers.shift()!());
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Ana Souza' });

    await user.click(screen.getByRole('button', { name: 'Excluir Ana Souza' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir Usuário' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Usuário não encontrado'));
    // A failed deletion leaves the dialog open: the admin can try again or cancel.
    expect(screen.getByRole('dialog', { name: 'Excluir Usuário' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));

    expect(vi.mocked(toast.error).mock.calls).toEqual([['Usuário não encontrado'], ['Erro ao deletar usuário']]);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Excluir Usuário' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ana Souza' })).toBeInTheDocument();
  });
});
