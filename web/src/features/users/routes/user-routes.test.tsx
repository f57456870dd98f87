import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { companyUser, renderWithProviders } from '@/testing/fixtures';
import { UserCreateRoute } from './user-create-route';
import { UserEditRoute } from './user-edit-route';

/** Where saving or cancelling leads. */
const LIST_STOP = { '/admin/users': 'Lista de usuários' };

vi.mock('@/lib/api-client', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const getMock = vi.mocked(api.get);
const postMock = vi.mocked(api.post);
const putMock = vi.mocked(api.put);
const downloadMock = vi.mocked(api.download);

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
    postMock.mockImplementation(async (_path, body) => ({ ...ANA, ...(body as object), id: 'u-new' }));
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
    expect(postMock).toHaveBeenCalledWith('/users', {
      name: 'Bruno Lima',
      email: 'bruno@alfa.dev',
      password: 'segredo1',
      phone: '',
      isActive: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Usuário criado com sucesso!');
  });

  it('when the email is already taken, then the server message is shown and the form stays', async () => {
    postMock.mockRejectedValue(
      new ApiError({ status: 409, code: 'conflict', message: 'Este email já está em uso por outra conta' }),
    );
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
  });

  it('when the user loads and is saved, then the PUT body has no password, a toast shows and the list is shown', async () => {
    getMock.mockResolvedValue(ANA);
    putMock.mockImplementation(async (_path, body) => ({ ...ANA, ...(body as object) }));
    const { user } = renderEdit();

    expect(await screen.findByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(getMock).toHaveBeenCalledWith('/users/u-ana', expect.anything());
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '(11) 90000-0000');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByRole('heading', { name: 'Lista de usuários' })).toBeInTheDocument();
    expect(putMock).toHaveBeenCalledWith('/users/u-ana', {
      name: 'Ana Souza',
      email: 'ana@alfa.dev',
      phone: '(11) 90000-0000',
      isActive: true,
    });
    expect(putMock.mock.calls[0]![1]).not.toHaveProperty('password');
    expect(toast.success).toHaveBeenCalledWith('Usuário atualizado com sucesso!');
  });

  it('when an admin exports the user’s data, then JSON and PDF are asked of the export endpoint and saved as files', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    getMock.mockImplementation(async (path, options) => {
      if (path === '/users/u-ana/export') {
        expect(options?.params).toEqual({ format: 'json' });
        return {
          generatedAt: '2026-11-24T12:00:00.000Z',
          user: ANA,
          checklists: [],
          notifications: [],
          images: [],
          audit: [],
        };
      }
      return ANA;
    });
    downloadMock.mockResolvedValue({ blob: new Blob(['%PDF']), fileName: 'Dados_Ana_Souza_2026-11-24.pdf' });
    const { user } = renderEdit();
    await screen.findByRole('heading', { name: 'Dados pessoais (LGPD)' });

    await user.click(screen.getByRole('button', { name: 'Exportar dados (JSON)' }));
    await waitFor(() => expect(saved).toEqual(['Dados_u-ana_2026-11-24.json']));
    await user.click(screen.getByRole('button', { name: 'Exportar dados (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['Dados_u-ana_2026-11-24.json', 'Dados_Ana_Souza_2026-11-24.pdf']));
    expect(downloadMock).toHaveBeenCalledWith('/users/u-ana/export', { params: { format: 'pdf' } });
    expect(toast.success).toHaveBeenCalledWith('Dados exportados');
  });

  it('when an admin sets a new password, then a short one is refused on the spot and a valid one is sent, toasted and cleared', async () => {
    getMock.mockResolvedValue(ANA);
    putMock.mockResolvedValue({ id: 'u-ana' });
    const { user } = renderEdit();
    const field = await screen.findByLabelText('Nova senha');
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Definir nova senha' }));
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(putMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'nova-senha-9');
    await user.click(screen.getByRole('button', { name: 'Definir nova senha' }));
    await waitFor(() => expect(putMock).toHaveBeenCalledWith('/users/u-ana/password', { password: 'nova-senha-9' }));
    expect(toast.success).toHaveBeenCalledWith('Senha definida. O usuário foi avisado e precisará entrar de novo.');
    expect(field).toHaveValue('');
  });

  it('when the user does not exist, then Usuário não encontrado is shown with a way back', async () => {
    getMock.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'Usuário não encontrado' }));
    renderEdit('u-ghost');

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar para usuários' })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('when loading fails, then Erro ao carregar usuário is shown and a retry loads the form', async () => {
    getMock
      .mockRejectedValueOnce(
        new ApiError({ status: 500, code: 'internal', message: 'Erro interno do servidor. Tente novamente.' }),
      )
      .mockResolvedValue(ANA);
    const { user } = renderEdit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar usuário');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ana@alfa.dev'));
  });

  it('when saving is refused, then the server message is shown and the edits are kept', async () => {
    getMock.mockResolvedValue(ANA);
    putMock.mockRejectedValue(
      new ApiError({ status: 409, code: 'conflict', message: 'Este email já está em uso por outra conta' }),
    );
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'bruno@alfa.dev');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este email já está em uso por outra conta');
    expect(screen.getByLabelText('Email')).toHaveValue('bruno@alfa.dev');
  });
});
