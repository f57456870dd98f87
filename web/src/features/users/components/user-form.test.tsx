import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { companyUser } from '@/testing/fixtures';
import { UserForm } from './user-form';
import { userToFormValues } from './user-form-values';

const stored = companyUser('u-ana', 'Ana Souza', { email: 'ana@alfa.dev', phone: '(11) 98888-7777', isActive: false });

function renderCreate(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <UserForm mode="create" onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { user, onSubmit };
}

function renderEdit(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <UserForm mode="edit" initialValues={userToFormValues(stored)} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { user, onSubmit };
}

const field = (label: string) => screen.getByLabelText(label);

describe('UserForm', () => {
  it('when a new user is opened, then the fields are blank, Ativo is checked and the buttons are named for creating', () => {
    renderCreate();
    for (const label of ['Nome', 'Email', 'Senha', 'Telefone']) expect(field(label)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Criar Usuário' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/admin/users');
  });

  it('when required fields are blank, then each shows the schema message and nothing is sent', async () => {
    const { user, onSubmit } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    expect(field('Nome')).toHaveAccessibleDescription('Nome é obrigatório');
    expect(field('Email')).toHaveAccessibleDescription('Email é obrigatório');
    expect(field('Senha')).toHaveAccessibleDescription('Senha é obrigatória para novos usuários');
    expect(field('Telefone')).not.toHaveAccessibleDescription();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the email is malformed and the password short, then those messages are shown', async () => {
    const { user, onSubmit } = renderCreate();
    await user.type(field('Nome'), 'Bruno Lima');
    await user.type(field('Email'), 'bruno@');
    await user.type(field('Senha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    expect(field('Email')).toHaveAccessibleDescription('Email inválido');
    expect(field('Senha')).toHaveAccessibleDescription('Senha deve ter pelo menos 6 caracteres');
    expect(field('Nome')).not.toHaveAccessibleDescription();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a field with an error is edited, then only its error clears at once', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    await user.type(field('Email'), 'b');

    expect(screen.queryByText('Email é obrigatório')).not.toBeInTheDocument();
    // Not re-checked while typing: the half-typed address shows no new error until the next save.
    expect(screen.queryByText('Email inválido')).not.toBeInTheDocument();
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória para novos usuários')).toBeInTheDocument();
  });

  it('when a valid user is created, then the trimmed body with password and Ativo is sent, Salvando... meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderCreate(onSubmit);
    await user.type(field('Nome'), '  Bruno Lima ');
    await user.type(field('Email'), ' Bruno@Alfa.dev ');
    await user.type(field('Senha'), 'segredo1');
    await user.type(field('Telefone'), '(11) 97777-6666');

    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Bruno Lima',
      email: 'bruno@alfa.dev',
      password: 'segredo1',
      phone: '(11) 97777-6666',
      isActive: true,
    });
    finish();
    expect(await screen.findByRole('button', { name: 'Criar Usuário' })).toBeEnabled();
  });

  it('when a user is edited, then there is no password field and the body carries no password', async () => {
    const { user, onSubmit } = renderEdit();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    expect(field('Nome')).toHaveValue('Ana Souza');
    expect(field('Email')).toHaveValue('ana@alfa.dev');
    expect(field('Telefone')).toHaveValue('(11) 98888-7777');
    expect(screen.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();

    await user.clear(field('Nome'));
    await user.type(field('Nome'), 'Ana Paula Souza');
    await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    const body = onSubmit.mock.calls[0]![0];
    expect(body).toEqual({ name: 'Ana Paula Souza', email: 'ana@alfa.dev', phone: '(11) 98888-7777', isActive: true });
    expect(body).not.toHaveProperty('password');
  });

  it('when the server says the email is taken, then its message is shown and nothing typed is lost', async () => {
    const conflict = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'Este email já está em uso por outra conta',
    });
    const { user } = renderCreate(vi.fn().mockRejectedValue(conflict));
    await user.type(field('Nome'), 'Bruno Lima');
    await user.type(field('Email'), 'ana@alfa.dev');
    await user.type(field('Senha'), 'segredo1');

    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este email já está em uso por outra conta');
    expect(field('Nome')).toHaveValue('Bruno Lima');
    expect(field('Email')).toHaveValue('ana@alfa.dev');
    expect(field('Senha')).toHaveValue('segredo1');
    expect(screen.getByRole('button', { name: 'Criar Usuário' })).toBeEnabled();
  });

  it('when saving fails without a server message, then the generic create or update error is shown', async () => {
    const { user } = renderEdit(vi.fn().mockRejectedValue(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar usuário');
  });

  it('when creating fails on the server side, then Erro ao criar usuário is shown', async () => {
    const failure = new ApiError({
      status: 500,
      code: 'internal',
      message: 'Erro interno do servidor. Tente novamente.',
    });
    const { user } = renderCreate(vi.fn().mockRejectedValue(failure));
    await user.type(field('Nome'), 'Bruno Lima');
    await user.type(field('Email'), 'bruno@alfa.dev');
    await user.type(field('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao criar usuário');
  });
});
