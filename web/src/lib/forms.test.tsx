import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { useApiForm, zodFormResolver, type ServerErrorBanner } from './forms';

const Schema = z.strictObject({
  name: z.string().trim().min(1, 'Nome é obrigatório'),
  email: z.string().trim().min(1, 'Email é obrigatório'),
});
type Values = z.input<typeof Schema>;

function ContactForm({
  onSave,
  serverError,
}: {
  onSave: (input: Values) => Promise<void>;
  serverError: ServerErrorBanner;
}) {
  const {
    field,
    save,
    formState: { errors },
  } = useApiForm<Values, z.output<typeof Schema>>({
    resolver: zodFormResolver(Schema),
    defaultValues: { name: '', email: '' },
    onSave,
    serverError,
  });
  return (
    <form onSubmit={save} noValidate>
      {errors.root?.server?.message && <p role="alert">{errors.root.server.message}</p>}
      <label>
        Nome
        <input {...field('name')} />
      </label>
      <p data-testid="name-error">{errors.name?.message}</p>
      <label>
        Email
        <input {...field('email')} />
      </label>
      <p data-testid="email-error">{errors.email?.message}</p>
      <button type="submit">Salvar</button>
    </form>
  );
}

/** The shape of the shared fields (`TextField`…): a label, the input, and its error below. */
function NameField({ error, ...input }: { error?: string } & ComponentProps<'input'>) {
  return (
    <>
      <label>
        Nome
        <input aria-invalid={error ? true : undefined} {...input} />
      </label>
      {error && <p data-testid="name-field-error">{error}</p>}
    </>
  );
}

function NameForm() {
  const { fieldProps, save } = useApiForm<Pick<Values, 'name'>, { name: string }>({
    resolver: zodFormResolver(Schema.pick({ name: true })),
    defaultValues: { name: '' },
    onSave: vi.fn().mockResolvedValue(undefined),
    serverError: 'Erro ao salvar',
  });
  return (
    <form onSubmit={save} noValidate>
      <NameField {...fieldProps('name')} />
      <button type="submit">Salvar</button>
    </form>
  );
}

function renderForm(onSave = vi.fn().mockResolvedValue(undefined), serverError: ServerErrorBanner = 'Erro ao salvar') {
  const user = userEvent.setup();
  render(<ContactForm onSave={onSave} serverError={serverError} />);
  return { user, onSave };
}

describe('useApiForm', () => {
  it('when a save fails validation, then each field shows its message and editing one clears only its own', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByTestId('name-error')).toHaveTextContent('Nome é obrigatório');
    expect(screen.getByTestId('email-error')).toHaveTextContent('Email é obrigatório');

    await user.type(screen.getByLabelText('Nome'), ' ');
    // Cleared on edit, not re-checked until the next save (the blank name is still invalid).
    expect(screen.getByTestId('name-error')).toBeEmptyDOMElement();
    expect(screen.getByTestId('email-error')).toHaveTextContent('Email é obrigatório');
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByTestId('name-error')).toHaveTextContent('Nome é obrigatório');
  });

  it('when the server refuses with field issues, then they sit on their fields and the banner shows its message', async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'invalid_input',
      message: 'Este email já está em uso por outra conta',
      issues: [{ path: 'email', message: 'Este email já está em uso por outra conta' }],
    });
    const { user, onSave } = renderForm(vi.fn().mockRejectedValue(refusal));
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(onSave).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@empresa.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este email já está em uso por outra conta');
    expect(screen.getByTestId('email-error')).toHaveTextContent('Este email já está em uso por outra conta');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@empresa.com');

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByTestId('email-error')).toBeEmptyDOMElement();
  });

  it('when a save fails without a server message, then the banner is the screen generic text', async () => {
    const { user } = renderForm(vi.fn().mockRejectedValue(new Error('')), 'Erro ao salvar');
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao salvar');
  });

  it('when the banner is built from the failure, then it reads what the screen makes of it', async () => {
    const { user } = renderForm(
      vi.fn().mockRejectedValue(new ApiError({ status: 500, code: 'internal', message: 'Falhou' })),
      (error) => `Erro ao salvar registro: ${(error as Error).message}`,
    );
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@empresa.com');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao salvar registro: Falhou');
  });

  it('when a field takes fieldProps, then it gets its own error on a failed save and loses it when edited', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByTestId('name-field-error')).toHaveTextContent('Nome é obrigatório');
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Nome'), 'A');
    expect(screen.queryByTestId('name-field-error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
  });
});
