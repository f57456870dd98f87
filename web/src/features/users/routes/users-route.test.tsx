import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userSearchFields, type CompanyUser, type UserStats } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { answerList, companyUser, pageOf, renderWithProviders, type ListRequest } from '@/testing/fixtures';
import { UsersRoute } from './users-route';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const getMock = vi.mocked(api.get);
const deleteMock = vi.mocked(api.delete);

const STATS: UserStats = { total: 203, active: 190, inactive: 13, checklistsAssigned: 812, checklistsCompleted: 640 };

/** 203 users named 'Usuário 001'…; the fake list searches with the API's own rule. */
const ALL_USERS = Array.from({ length: 203 }, (_, i) => {
  const n = String(i + 1).padStart(3, '0');
  return companyUser(`u-${n}`, `Usuário ${n}`, { checklistsCount: 3, completedCount: 1 });
});

function serve(users: CompanyUser[] = ALL_USERS) {
  getMock.mockImplementation(async (path: string, options) => {
    if (path === '/users/stats') return STATS;
    if (path === '/users') {
      return answerList(users, options?.params as unknown as ListRequest, userSearchFields);
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

/** The params of the most recent list request. */
const lastListParams = () =>
  getMock.mock.calls.filter(([path]) => path === '/users').at(-1)?.[1]?.params as ListRequest | undefined;

/** Queries scoped to the pagination bar (role queries over 25 cards are slow in jsdom). */
const pager = () => within(screen.getByRole('navigation', { name: 'Paginação' }));
/** Tests that page through 25 cards at a time take seconds in jsdom, more on a busy machine. */
const SLOW_TEST_MS = 20_000;

const pageNumbers = () =>
  pager()
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((button) => Number(button.textContent));

function renderList(openAssign = vi.fn()) {
  return renderWithProviders(<UsersRoute />, { path: '/admin/users', route: '/admin/users', openAssign });
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
    expect(lastListParams()).toEqual({ page: 1, pageSize: 25, search: '' });
  });

  it(
    'when there are many pages, then a window of five numbers follows the current page and the view scrolls up',
    async () => {
      const { user } = renderList();
      expect(await screen.findByText('Mostrando 1 a 25 de 203 resultados')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(25);
      expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);

      await user.click(pager().getByRole('button', { name: 'Página 5' }));

      expect(await screen.findByText('Mostrando 101 a 125 de 203 resultados')).toBeInTheDocument();
      expect(pageNumbers()).toEqual([3, 4, 5, 6, 7]);
      expect(pager().getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
      expect(lastListParams()).toMatchObject({ page: 5, pageSize: 25 });
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

      await user.click(pager().getByRole('button', { name: 'Próximo' }));
      expect(await screen.findByText('Mostrando 126 a 150 de 203 resultados')).toBeInTheDocument();
      await user.click(pager().getByRole('button', { name: 'Página 8' }));
      await screen.findByText('Mostrando 176 a 200 de 203 resultados');
      await user.click(pager().getByRole('button', { name: 'Página 9' }));
      expect(await screen.findByText('Mostrando 201 a 203 de 203 resultados')).toBeInTheDocument();
      expect(pageNumbers()).toEqual([5, 6, 7, 8, 9]);
      expect(pager().getByRole('button', { name: 'Próximo' })).toBeDisabled();
    },
    SLOW_TEST_MS,
  );

  it(
    'when a search is typed on a later page, then the list goes back to page 1 of the matches',
    async () => {
      const { user } = renderList();
      await screen.findByText('Mostrando 1 a 25 de 203 resultados');
      await user.click(pager().getByRole('button', { name: 'Página 3' }));
      await screen.findByText('Mostrando 51 a 75 de 203 resultados');

      const searchBox = screen.getByRole('searchbox', { name: 'Buscar usuários' });
      expect(searchBox).toHaveAttribute('placeholder', 'Buscar por nome, email ou telefone...');
      await user.click(searchBox);
      await user.paste('Usuário 1');

      expect(await screen.findByText('Mostrando 1 a 25 de 100 resultados', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(lastListParams()).toEqual({ page: 1, pageSize: 25, search: 'Usuário 1' });
      expect(pager().getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    },
    SLOW_TEST_MS,
  );

  it(
    'when the address holds a page and a search (a reload), then that page of the matches is shown',
    async () => {
      renderWithProviders(<UsersRoute />, { path: '/admin/users?page=2&q=Usu%C3%A1rio%201', route: '/admin/users' });

      expect(await screen.findByText('Mostrando 26 a 50 de 100 resultados')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Buscar usuários' })).toHaveValue('Usuário 1');
      expect(pager().getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
      expect(lastListParams()).toEqual({ page: 2, pageSize: 25, search: 'Usuário 1' });
    },
    SLOW_TEST_MS,
  );

  it(
    'when a search matches nobody, then the empty state says no user matched it',
    async () => {
      const { user } = renderList();
      await screen.findByText('Mostrando 1 a 25 de 203 resultados');

      await user.click(screen.getByRole('searchbox', { name: 'Buscar usuários' }));
      await user.paste('zuleica');

      expect(await screen.findByText('Nenhum usuário encontrado', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getByText(/Nenhum usuário corresponde a "zuleica"/)).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it('when the company has no users, then the empty state invites creating the first one', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.getByText('Cadastre o primeiro usuário da empresa.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Novo Usuário' })).toHaveLength(2);
  });

  it('when the list fails to load, then the red banner offers a retry that loads it', async () => {
    const served = getMock.getMockImplementation()!;
    let failures = 1;
    getMock.mockImplementation(async (path, options) => {
      if (path === '/users' && failures-- > 0) {
        throw new ApiError({ status: 500, code: 'internal', message: 'Erro interno do servidor. Tente novamente.' });
      }
      return served(path, options);
    });
    const { user } = renderList();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao carregar usuários');
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('article', { name: 'Usuário 001' })).toBeInTheDocument();
  });

  it("when a user's checklists or assign action is used, then the modal opens or the assign opener gets that user", async () => {
    const openAssign = vi.fn();
    getMock.mockImplementation(async (path: string) => {
      if (path === '/users/stats') return STATS;
      if (path === '/users')
        return pageOf([companyUser('u-ana', 'Ana Souza'), companyUser('u-davi', 'Davi', { isActive: false })]);
      if (path === '/users/u-ana/checklists')
        return { ...pageOf([], { pageSize: 100 }), counts: { completed: 0, inProgress: 0, pending: 0 } };
      throw new Error(`unexpected GET ${path}`);
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
    getMock.mockImplementation(async (path: string) => {
      if (path === '/users/stats') return STATS;
      if (path === '/users') return pageOf(users);
      throw new Error(`unexpected GET ${path}`);
    });
    deleteMock.mockImplementation(async (path: string) => {
      users = users.filter((u) => `/users/${u.id}` !== path);
      return { id: 'u-bruno' };
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
    expect(deleteMock).toHaveBeenCalledWith('/users/u-bruno');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bruno Lima' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it(
    'when the only user of the last page is deleted, then the page before is shown',
    async () => {
      const users = ALL_USERS.slice(0, 26);
      serve(users);
      deleteMock.mockImplementation(async (path: string) => {
        users.splice(
          users.findIndex((u) => `/users/${u.id}` === path),
          1,
        );
        return { id: 'u-026' };
      });
      const { user } = renderWithProviders(<UsersRoute />, { path: '/admin/users?page=2', route: '/admin/users' });
      expect(await screen.findByText('Mostrando 26 a 26 de 26 resultados')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Excluir Usuário 026' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Excluir Usuário' })).getByRole('button', { name: 'Excluir' }),
      );

      expect(await screen.findByRole('article', { name: 'Usuário 001' })).toBeInTheDocument();
      expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
      expect(lastListParams()).toEqual({ page: 1, pageSize: 25, search: '' });
      expect(screen.queryByText('Nenhum usuário encontrado')).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it('when a deletion fails, then the server message or the generic one is toasted', async () => {
    serve([companyUser('u-ana', 'Ana Souza')]);
    deleteMock
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Usuário não encontrado' }))
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Ana Souza' });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (!screen.queryByRole('dialog')) await user.click(screen.getByRole('button', { name: 'Excluir Ana Souza' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Excluir Usuário' })).getByRole('button', { name: 'Excluir' }),
      );
      await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(attempt + 1));
    }

    expect(vi.mocked(toast.error).mock.calls).toEqual([['Usuário não encontrado'], ['Erro ao deletar usuário']]);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
