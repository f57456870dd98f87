import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAdmin, CompanyListItem } from '@domain/companies/company.schema';
import { companiesApi } from '@domain/companies/contract';
import { reauthenticate } from '@/lib/reauthenticate';
import { failure, installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { answerList, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { CompaniesRoute } from './companies-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Firebase Auth's reauthentication needs the Auth emulator: the screen's part is to call it with the password.
vi.mock('@/lib/reauthenticate', () => ({ reauthenticate: vi.fn(async () => undefined) }));

const api = installFakeApi();

const admin = (id: string, name: string): CompanyAdmin => ({
  id,
  name,
  email: `${id}@empresa.dev`,
  role: 'admin',
  createdAt: '2025-01-01T12:00:00.000Z',
  createdBy: 'super@checkfrota.dev',
});

function company(id: string, name: string, overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    id,
    name,
    email: `contato@${id}.dev`,
    phone: '',
    address: '',
    cnpj: '11.222.333/0001-81',
    timeZone: 'America/Sao_Paulo',
    createdAt: '2025-01-01T12:00:00.000Z',
    createdBy: 'super@checkfrota.dev',
    updatedAt: null,
    updatedBy: null,
    admins: [],
    adminsCount: 0,
    deletion: null,
    ...overrides,
  };
}

const ALFA = company('alfa', 'Transportes Alfa', {
  admins: [admin('a1', 'Ana Souza'), admin('a2', 'Bruno Lima'), admin('a3', 'Carla Dias')],
  adminsCount: 5,
});
const BETA = company('beta', 'Logística Beta', {
  email: 'contato@beta.dev',
  cnpj: '45.997.418/0001-53',
  admins: [admin('b1', 'Beatriz Reis')],
  adminsCount: 1,
});
const GAMA = company('gama', 'Gama Fretes', { cnpj: '' });

/** The fake list searches on name, e-mail and CNPJ, as the API does. */
const listOf =
  (companies: CompanyListItem[]) =>
  ({ query }: FakeRequest) =>
    answerList(companies, { page: Number(query.page), pageSize: Number(query.pageSize), search: query.search }, (c) => [
      c.name,
      c.email,
      c.cnpj,
    ]);

function serve(companies: CompanyListItem[]) {
  api.on(companiesApi.list, listOf(companies));
}

/** The query of the most recent list request, as sent. */
const lastListQuery = () => api.sent(companiesApi.list).at(-1)?.query;
/** The paths and bodies of the deletions asked. */
const deletionsSent = () => api.sent(companiesApi.remove).map(({ path, body }) => ({ path, body }));

/** Shows the router's address, to see what the screen keeps in it. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Endereço">{search}</output>;
}

function renderList(path = '/admin/companies') {
  return renderWithProviders(
    <>
      <CompaniesRoute />
      <Address />
    </>,
    { path, route: '/admin/companies', session: sessionUser('superadmin') },
  );
}

describe('CompaniesRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    serve([ALFA, BETA, GAMA]);
  });

  it('when an admin reaches it, then access is denied with the spec texts and no company is asked for', () => {
    renderWithProviders(<CompaniesRoute />, { session: sessionUser('admin') });

    expect(screen.getByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Apenas super administradores podem acessar esta página.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Acesso negado. Apenas super administradores podem ver esta página.',
    );
    expect(api.requests).toEqual([]);
  });

  it('when companies load, then each card shows its name, e-mail, CNPJ if any, first three admins and +N mais', async () => {
    renderList();

    expect(screen.getByRole('heading', { name: 'Empresas', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova Empresa' })).toHaveAttribute('href', '/admin/companies/new');
    const alfa = within(await screen.findByRole('article', { name: 'Transportes Alfa' }));
    expect(alfa.getByText('contato@alfa.dev')).toBeInTheDocument();
    expect(alfa.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(alfa.getByText('Ana Souza, Bruno Lima, Carla Dias +2 mais')).toBeInTheDocument();
    expect(alfa.getByRole('link', { name: 'Editar Transportes Alfa' })).toHaveAttribute(
      'href',
      '/admin/companies/alfa/edit',
    );

    expect(
      within(screen.getByRole('article', { name: 'Logística Beta' })).getByText('Beatriz Reis'),
    ).toBeInTheDocument();
    const gama = within(screen.getByRole('article', { name: 'Gama Fretes' }));
    expect(gama.getByText('Nenhum administrador')).toBeInTheDocument();
    expect(gama.queryByText('CNPJ')).not.toBeInTheDocument();
    // One page: no pagination, its summary included (spec section 2).
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
  });

  it('when a search is typed, then it goes to the URL and the list is asked for its matches', async () => {
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Transportes Alfa' });

    await user.click(screen.getByRole('searchbox', { name: 'Buscar empresas' }));
    await user.paste('45.997');

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Transportes Alfa' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByRole('article', { name: 'Logística Beta' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('?q=45.997');
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '25', search: '45.997' });
  });

  it('when the address holds a search (a reload), then the field shows it and nothing matching says so', async () => {
    renderList('/admin/companies?q=zeta');

    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeInTheDocument();
    expect(screen.getByText(/Nenhuma empresa corresponde a "zeta"/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar empresas' })).toHaveValue('zeta');
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '25', search: 'zeta' });
  });

  it('when the list fails to load, then Erro ao carregar empresas is shown with a retry', async () => {
    const answer = listOf([ALFA, BETA, GAMA]);
    let failures = 1;
    api.on(companiesApi.list, (request) =>
      failures-- > 0 ? failure(500, 'Erro interno do servidor. Tente novamente.', 'internal') : answer(request),
    );
    const { user } = renderList();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao carregar empresas');
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Transportes Alfa' })).toBeInTheDocument();
  });

  it("when a search fails, then the banner says 'Erro ao buscar empresas' and offers a retry", async () => {
    api.on(companiesApi.list, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderList('/admin/companies?q=zeta');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao buscar empresas');
    expect(within(banner).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('when a deletion is confirmed with the name typed, then the company shows "Exclusão em andamento" with its progress until the job removed it', async () => {
    let companies = [ALFA, BETA];
    api.on(companiesApi.list, () => ({
      items: companies,
      total: companies.length,
      page: 1,
      pageSize: 25,
      nextCursor: null,
    }));
    api.on(companiesApi.remove, () => {
      companies = [ALFA, { ...BETA, deletion: { since: '2026-11-24T12:00:00.000Z', removed: 1234 } }];
      return { id: 'beta', deletion: { since: '2026-11-24T12:00:00.000Z', removed: 0 } };
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir Logística Beta' }));

    const dialog = screen.getByRole('dialog', { name: 'Excluir Empresa' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir a empresa Logística Beta?');
    expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita: todos os administradores, usuários, templates, checklists e respostas da empresa serão removidos, com seus veículos e imagens.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Digite o nome da empresa para confirmar'), 'Logística Bet');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Digite o nome da empresa para confirmar'), 'a');
    await user.click(confirm);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Exclusão iniciada. A empresa some da lista quando terminar.'),
    );
    expect(deletionsSent()).toEqual([{ path: '/companies/beta', body: { confirmName: 'Logística Beta' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Logística Beta' });
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('Exclusão em andamento1.234 registros removidos'),
    );
    expect(within(card).queryByRole('button', { name: 'Excluir Logística Beta' })).not.toBeInTheDocument();

    // The list looks again while a deletion runs, and the company goes when the job is done.
    companies = [ALFA];
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Logística Beta' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('article', { name: 'Transportes Alfa' })).toBeInTheDocument();
  });

  it('when the sign-in is too old, then the dialog asks for the password, signs in again and deletes', async () => {
    const answers = [
      () => failure(403, 'Entre novamente para confirmar esta ação', 'recent_sign_in_required'),
      () => ({ id: 'alfa', deletion: { since: '2026-11-24T12:00:00.000Z', removed: 0 } }),
    ];
    api.on(companiesApi.remove, () => answers.shift()!());
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir Transportes Alfa' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir Empresa' });
    await user.type(within(dialog).getByLabelText('Digite o nome da empresa para confirmar'), 'transportes alfa');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Entre novamente para confirmar esta ação: digite sua senha.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    const again = within(dialog).getByRole('button', { name: 'Entrar e excluir' });
    expect(again).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Senha'), 'checkfrota123');
    await user.click(again);

    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(reauthenticate).toHaveBeenCalledWith('checkfrota123');
    expect(deletionsSent()).toEqual([
      { path: '/companies/alfa', body: { confirmName: 'transportes alfa' } },
      { path: '/companies/alfa', body: { confirmName: 'transportes alfa' } },
    ]);
  });

  it('when a deletion fails, then the server message is toasted and the company stays', async () => {
    api.on(companiesApi.remove, () => failure(404, 'Empresa não encontrada'));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir Transportes Alfa' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir Empresa' });
    await user.type(within(dialog).getByLabelText('Digite o nome da empresa para confirmar'), 'Transportes Alfa');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Empresa não encontrada'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Transportes Alfa' })).toBeInTheDocument();
  });
});
