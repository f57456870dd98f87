import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company, CompanyAdmin, CompanyDetail, ValidCompanyInput } from '@domain/companies/company.schema';
import { secondFactorApi } from '@domain/auth/contract';
import { companiesApi } from '@domain/companies/contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { CompanyCreateRoute } from './company-create-route';
import { CompanyEditRoute } from './company-edit-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();
/** The paths and bodies sent to one endpoint. */
const sentTo = (contract: Parameters<typeof api.sent>[0]) =>
  api.sent(contract).map(({ path, body }) => ({ path, body }));

const superadmin = sessionUser('superadmin');
/** Where saving or cancelling leads. */
const STOPS = { '/admin/companies': 'Lista de empresas', '/admin/companies/:id/edit': 'Edição da empresa' };

const GAMA: Company = {
  id: 'gama',
  name: 'Transportes Gama',
  email: 'contato@gama.dev',
  phone: '(11) 3333-4444',
  address: 'Av. Paulista, 1000',
  cnpj: '11.222.333/0001-81',
  timeZone: 'America/Sao_Paulo',
  createdAt: '2025-01-01T12:00:00.000Z',
  createdBy: 'super@checkfrota.dev',
  updatedAt: null,
  updatedBy: null,
};

/** The body the form sends for Gama, with what the test changed. */
const gamaBody = (changes: Partial<ValidCompanyInput> = {}) => ({
  name: GAMA.name,
  email: GAMA.email,
  phone: GAMA.phone,
  address: GAMA.address,
  cnpj: GAMA.cnpj,
  timeZone: GAMA.timeZone,
  ...changes,
});

const GABRIELA: CompanyAdmin = {
  id: 'uid-gabriela',
  name: 'Gabriela Gama',
  email: 'gabriela@gama.dev',
  role: 'admin',
  createdAt: '2025-01-02T12:00:00.000Z',
  createdBy: 'super@checkfrota.dev',
};

function renderCreate() {
  return renderWithProviders(<CompanyCreateRoute />, {
    path: '/admin/companies/new',
    route: '/admin/companies/new',
    stops: STOPS,
    session: superadmin,
  });
}

function renderEdit() {
  return renderWithProviders(<CompanyEditRoute />, {
    path: '/admin/companies/gama/edit',
    route: '/admin/companies/:id/edit',
    stops: { '/admin/companies': STOPS['/admin/companies'] },
    session: superadmin,
  });
}

describe('CompanyCreateRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('when the CNPJ is typed unformatted, then it is shown formatted; wrong check digits give CNPJ inválido and nothing is sent', async () => {
    const { user } = renderCreate();
    await user.type(screen.getByLabelText('Nome'), 'Transportes Gama');
    await user.type(screen.getByLabelText('Email'), 'contato@gama.dev');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000182');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-82');

    await user.click(screen.getByRole('button', { name: 'Criar Empresa' }));

    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);

    await user.type(screen.getByLabelText('CNPJ'), '{Backspace}1');
    expect(screen.queryByText('CNPJ inválido')).not.toBeInTheDocument();
  });

  it('when the form is saved empty, then each required field says so', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Criar Empresa' }));

    expect(await screen.findByText('Nome da empresa é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('when a valid company is saved, then it is POSTed with the CNPJ formatted, toasted and its edit screen opens for the first admin', async () => {
    api.on(companiesApi.create, ({ body }) => ({ ...GAMA, ...(body as ValidCompanyInput) }));
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Nova Empresa' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome'), 'Transportes Gama');
    await user.type(screen.getByLabelText('Email'), 'Contato@Gama.dev');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.type(screen.getByLabelText('Telefone'), '(11) 3333-4444');
    await user.type(screen.getByLabelText('Endereço'), 'Av. Paulista, 1000');
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('America/Sao_Paulo');
    await user.selectOptions(screen.getByLabelText('Fuso horário'), 'Amazonas, Mato Grosso, Rondônia, Roraima (UTC−4)');
    await user.click(screen.getByRole('button', { name: 'Criar Empresa' }));

    expect(await screen.findByRole('heading', { name: 'Edição da empresa' })).toBeInTheDocument();
    expect(sentTo(companiesApi.create)).toEqual([
      { path: '/companies', body: gamaBody({ timeZone: 'America/Manaus' }) },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Empresa criada com sucesso! Adicione o primeiro administrador.');
  });

  it('when the server refuses, then its message is shown and the form keeps what was typed', async () => {
    api.on(companiesApi.create, () =>
      failure(400, 'Parâmetros inválidos', 'invalid_input', [{ path: 'email', message: 'Email inválido' }]),
    );
    const { user } = renderCreate();
    await user.type(screen.getByLabelText('Nome'), 'Transportes Gama');
    await user.type(screen.getByLabelText('Email'), 'contato@gama.dev');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Criar Empresa' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Parâmetros inválidos');
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Transportes Gama');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('CompanyEditRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('when the company loads and is saved, then the PUT has the whole company, a toast shows and the list opens', async () => {
    api.on(
      companiesApi.get,
      () => ({ ...GAMA, timeZone: 'America/Rio_Branco', admins: [GABRIELA] }) satisfies CompanyDetail,
    );
    api.on(companiesApi.update, ({ body }) => ({ ...GAMA, ...(body as ValidCompanyInput) }));
    const { user } = renderEdit();

    expect(await screen.findByLabelText('Nome')).toHaveValue('Transportes Gama');
    expect(api.sent(companiesApi.get).map((request) => request.path)).toContain('/companies/gama');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('America/Rio_Branco');
    expect(
      within(screen.getByRole('list', { name: 'Administradores da empresa' })).getByText('gabriela@gama.dev'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '(11) 90000-0000');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByRole('heading', { name: 'Lista de empresas' })).toBeInTheDocument();
    expect(sentTo(companiesApi.update)).toEqual([
      { path: '/companies/gama', body: gamaBody({ phone: '(11) 90000-0000', timeZone: 'America/Rio_Branco' }) },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Empresa atualizada com sucesso!');
  });

  it('when the first admin is added, then it is POSTed, toasted, listed and the form is cleared', async () => {
    let admins: CompanyAdmin[] = [];
    api.on(companiesApi.get, () => ({ ...GAMA, admins }));
    api.on(companiesApi.addAdmin, () => {
      admins = [GABRIELA];
      return GABRIELA;
    });
    const { user } = renderEdit();
    expect(await screen.findByText('Nenhum administrador cadastrado')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome do administrador'), 'Gabriela Gama');
    await user.type(screen.getByLabelText('Email do administrador'), 'gabriela@gama.dev');
    await user.type(screen.getByLabelText('Senha do administrador'), 'senha-forte');
    await user.click(screen.getByRole('button', { name: 'Adicionar Administrador' }));
    expect(await screen.findByText('Senha de administrador deve ter pelo menos 12 caracteres')).toBeInTheDocument();
    expect(api.sent(companiesApi.addAdmin)).toEqual([]);

    await user.type(screen.getByLabelText('Senha do administrador'), '1');
    await user.click(screen.getByRole('button', { name: 'Adicionar Administrador' }));

    expect(await screen.findByRole('list', { name: 'Administradores da empresa' })).toHaveTextContent('Gabriela Gama');
    expect(sentTo(companiesApi.addAdmin)).toEqual([
      {
        path: '/companies/gama/admins',
        body: { name: 'Gabriela Gama', email: 'gabriela@gama.dev', password: 'senha-forte1' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Administrador adicionado com sucesso!');
    expect(screen.getByLabelText('Email do administrador')).toHaveValue('');
  });

  it("when the superadmin resets an admin's second factor (a lost phone), then it asks first, sends it for that admin and says it is done", async () => {
    api.on(companiesApi.get, () => ({ ...GAMA, admins: [GABRIELA] }));
    api.on(secondFactorApi.reset, ({ params }) => ({ id: params.id! }));
    const { user } = renderEdit();

    await user.click(
      await screen.findByRole('button', { name: `Redefinir verificação em duas etapas de ${GABRIELA.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir verificação em duas etapas' });
    expect(api.sent(secondFactorApi.reset)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Verificação em duas etapas redefinida'));
    expect(sentTo(secondFactorApi.reset)).toEqual([{ path: `/admins/${GABRIELA.id}/second-factor`, body: undefined }]);
  });

  it('when the admin e-mail is taken, then the server message is shown on the admin form', async () => {
    api.on(companiesApi.get, () => ({ ...GAMA, admins: [] }));
    api.on(companiesApi.addAdmin, () => failure(409, 'Este email já está em uso por outra conta', 'conflict'));
    const { user } = renderEdit();

    await user.type(await screen.findByLabelText('Nome do administrador'), 'Gabriela Gama');
    await user.type(screen.getByLabelText('Email do administrador'), 'admin@alfa.dev');
    await user.type(screen.getByLabelText('Senha do administrador'), 'senha-forte1');
    await user.click(screen.getByRole('button', { name: 'Adicionar Administrador' }));

    const form = screen.getByRole('form', { name: 'Adicionar administrador' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Este email já está em uso por outra conta');
    expect(screen.getByLabelText('Email do administrador')).toHaveValue('admin@alfa.dev');
  });

  it('when the company does not exist, then Empresa não encontrada is shown with a way back', async () => {
    api.on(companiesApi.get, () => failure(404, 'Empresa não encontrada'));
    renderEdit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Empresa não encontrada');
    expect(screen.getByRole('link', { name: 'Voltar para empresas' })).toHaveAttribute('href', '/admin/companies');
  });

  it('when an admin is removed, then the removal is confirmed, sent and toasted', async () => {
    let admins = [GABRIELA];
    api.on(companiesApi.get, () => ({ ...GAMA, admins }));
    api.on(companiesApi.removeAdmin, () => {
      admins = [];
      return { id: GABRIELA.id };
    });
    const { user } = renderEdit();

    await user.click(await screen.findByRole('button', { name: 'Remover Gabriela Gama' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover Administrador' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja remover o administrador Gabriela Gama?');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Administrador removido com sucesso'));
    expect(sentTo(companiesApi.removeAdmin)).toEqual([
      { path: '/companies/gama/admins/uid-gabriela', body: undefined },
    ]);
    expect(await screen.findByText('Nenhum administrador cadastrado')).toBeInTheDocument();
  });
});
