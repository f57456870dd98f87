import { screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finesApi } from '@domain/fines/contract';
import { usersApi } from '@domain/users/contract';
import type { ValidUserCreateInput, ValidUserUpdateInput } from '@domain/users/user.schema';
import { bytes, failure, installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, renderWithProviders } from '@/testing/fixtures';
import { UserCreateRoute } from './user-create-route';
import { UserEditRoute } from './user-edit-route';

/** Where saving or cancelling leads. */
const LIST_STOP = { '/admin/users': 'Lista de usuários' };

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();
const bodiesSent = (contract: Parameters<typeof api.sent>[0]) => api.sent(contract).map((request) => request.body);

const ANA = companyUser('u-ana', 'Ana Souza', { email: 'ana@alfa.dev', phone: '(11) 98888-7777' });

function renderEdit(id = 'u-ana') {
  return renderWithProviders(<UserEditRoute />, {
    path: `/admin/users/${id}/edit`,
    route: '/admin/users/:id/edit',
    stops: LIST_STOP,
  });
}

describe('UserCreateRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('when a valid user is saved, then it is POSTed, toasted and the list is shown', async () => {
    api.on(usersApi.create, ({ body }) => ({ ...ANA, ...(body as ValidUserCreateInput), id: 'u-new' }));
    const { user } = renderWithProviders(<UserCreateRoute />, {
      path: '/admin/users/new',
      route: '/admin/users/new',
      stops: LIST_STOP,
    });
    expect(screen.getByRole('heading', { name: 'Novo Usuário' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('Email'), 'bruno@alfa.dev');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    expect(await screen.findByRole('heading', { name: 'Lista de usuários' })).toBeInTheDocument();
    expect(bodiesSent(usersApi.create)).toEqual([
      {
        name: 'Bruno Lima',
        email: 'bruno@alfa.dev',
        password: 'segredo1',
        phone: '',
        isActive: true,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Usuário criado com sucesso!');
  });

  it('when the email is already taken, then the server message is shown and the form stays', async () => {
    api.on(usersApi.create, () => failure(409, 'Este email já está em uso por outra conta', 'conflict'));
    const { user } = renderWithProviders(<UserCreateRoute />, {
      path: '/admin/users/new',
      route: '/admin/users/new',
      stops: LIST_STOP,
    });
    await user.type(screen.getByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@alfa.dev');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este email já está em uso por outra conta');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@alfa.dev');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('UserEditRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    // The page also lists the driver's fines.
    api.on(finesApi.list, () => pageOf([]));
  });

  it('when the user loads and is saved, then the PUT body has no password, a toast shows and the list is shown', async () => {
    api.on(usersApi.get, () => ANA);
    api.on(usersApi.update, ({ body }) => ({ ...ANA, ...(body as ValidUserUpdateInput) }));
    const { user } = renderEdit();

    expect(await screen.findByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(api.sent(usersApi.get).map((request) => request.path)).toContain('/users/u-ana');
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '(11) 90000-0000');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByRole('heading', { name: 'Lista de usuários' })).toBeInTheDocument();
    expect(api.sent(usersApi.update).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/users/u-ana',
        body: { name: 'Ana Souza', email: 'ana@alfa.dev', phone: '(11) 90000-0000', isActive: true },
      },
    ]);
    expect(bodiesSent(usersApi.update)[0]).not.toHaveProperty('password');
    expect(toast.success).toHaveBeenCalledWith('Usuário atualizado com sucesso!');
  });

  it('when an admin exports the user’s data, then JSON and PDF are asked of the export endpoint and saved as files', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    api.on(usersApi.get, () => ANA);
    api.on(usersApi.exportData, ({ query }) =>
      query.format === 'pdf'
        ? bytes('%PDF', {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Dados_Ana_Souza_2026-11-24.pdf"',
          })
        : {
            generatedAt: '2026-11-24T12:00:00.000Z',
            user: ANA,
            checklists: [],
            answerHistory: [],
            notifications: [],
            images: [],
            defectReports: [],
            fines: [],
            alertPreferences: { choices: {}, whatsappOptIn: null, summary: 'daily' as const },
            deliveries: [],
            audit: [],
          },
    );
    const { user } = renderEdit();
    await screen.findByRole('heading', { name: 'Dados pessoais (LGPD)' });

    await user.click(screen.getByRole('button', { name: 'Exportar dados (JSON)' }));
    await waitFor(() => expect(saved).toEqual(['Dados_u-ana_2026-11-24.json']));
    await user.click(screen.getByRole('button', { name: 'Exportar dados (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['Dados_u-ana_2026-11-24.json', 'Dados_Ana_Souza_2026-11-24.pdf']));
    expect(api.sent(usersApi.exportData).map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/users/u-ana/export', query: { format: 'json' } },
      { path: '/users/u-ana/export', query: { format: 'pdf' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Dados exportados');
  });

  it('when an admin sets a new password, then a short one is refused on the spot and a valid one is sent, toasted and cleared', async () => {
    api.on(usersApi.get, () => ANA);
    api.on(usersApi.setPassword, ({ params }) => ({ id: params.id! }));
    const { user } = renderEdit();
    const field = await screen.findByLabelText('Nova senha');
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Definir nova senha' }));
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(api.sent(usersApi.setPassword)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'nova-senha-9');
    await user.click(screen.getByRole('button', { name: 'Definir nova senha' }));
    await waitFor(() =>
      expect(api.sent(usersApi.setPassword).map(({ path, body }) => ({ path, body }))).toEqual([
        { path: '/users/u-ana/password', body: { password: 'nova-senha-9' } },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('Senha definida. O usuário foi avisado e precisará entrar de novo.');
    expect(field).toHaveValue('');
  });

  it('when the user does not exist, then Usuário não encontrado is shown with a way back', async () => {
    api.on(usersApi.get, () => failure(404, 'Usuário não encontrado'));
    renderEdit('u-ghost');

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar para usuários' })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('when loading fails, then Erro ao carregar usuário is shown and a retry loads the form', async () => {
    let failures = 1;
    api.on(usersApi.get, () =>
      failures-- > 0 ? failure(500, 'Erro interno do servidor. Tente novamente.', 'internal') : ANA,
    );
    const { user } = renderEdit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar usuário');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ana@alfa.dev'));
  });

  it('when saving is refused, then the server message is shown and the edits are kept', async () => {
    api.on(usersApi.get, () => ANA);
    api.on(usersApi.update, () => failure(409, 'Este email já está em uso por outra conta', 'conflict'));
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'bruno@alfa.dev');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este email já está em uso por outra conta');
    expect(screen.getByLabelText('Email')).toHaveValue('bruno@alfa.dev');
  });
});
