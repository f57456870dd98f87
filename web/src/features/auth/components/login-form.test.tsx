import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

function setup(onSignIn = vi.fn().mockResolvedValue(undefined), Form = LoginForm) {
  const user = userEvent.setup();
  render(<Form onSignIn={onSignIn} />);
  return {
    user,
    onSignIn,
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Senha'),
    submit: () => user.click(screen.getByRole('button', { name: 'Entrar' })),
  };
}

describe('LoginForm', () => {
  it('when a field is empty, then it asks to fill every field and does not sign in', async () => {
    const { user, email, submit, onSignIn } = setup();
    await user.type(email, 'ana@alfa.dev');
    await submit();
    // Validation is fetched with the first press, so the first message can take a moment.
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('when the e-mail is malformed, then it asks for a valid e-mail', async () => {
    const { user, email, password, submit, onSignIn } = setup();
    await user.type(email, 'ana@alfa');
    await user.type(password, 'segredo123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, insira um email válido');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('when the password is shorter than 6 characters, then it says so', async () => {
    const { user, email, password, submit, onSignIn } = setup();
    await user.type(email, 'ana@alfa.dev');
    await user.type(password, '12345');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('A senha deve ter pelo menos 6 caracteres');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('when either field is edited after an error, then the error disappears', async () => {
    const { user, email, password, submit } = setup();
    await submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(email, 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(email);
    await submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the fields are valid, then it signs in with the e-mail trimmed', async () => {
    const { user, email, password, submit, onSignIn } = setup();
    await user.type(email, '  ana@alfa.dev  ');
    await user.type(password, 'checkfrota123');
    await submit();
    expect(onSignIn).toHaveBeenCalledWith('ana@alfa.dev', 'checkfrota123');
  });

  it('when signing in is in progress, then the button reads Entrando... and is disabled', async () => {
    let finish: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { user, email, password, submit } = setup(vi.fn().mockReturnValue(pending));
    await user.type(email, 'ana@alfa.dev');
    await user.type(password, 'checkfrota123');
    await submit();
    expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('when the credentials are refused, then the sign-in error is shown', async () => {
    const { user, email, password, submit } = setup(vi.fn().mockRejectedValue(new Error('Erro ao fazer login')));
    await user.type(email, 'ana@alfa.dev');
    await user.type(password, 'senhaerrada');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login');
  });

  it('when the show-password toggle is used, then the password becomes visible and hidden again', async () => {
    const { user, password } = setup();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('LoginForm validation, fetched apart from the screen', () => {
  /** A fresh copy of the form, whose validation chunk is `resolverModule`. */
  async function formWith(resolverModule: Parameters<typeof vi.doMock>[1]) {
    vi.resetModules();
    vi.doMock('./login-check', resolverModule);
    return (await import('./login-form')).LoginForm;
  }

  afterEach(() => {
    vi.doUnmock('./login-check');
  });

  it('when a field is edited, then validation is fetched before the first press', async () => {
    const fetched = vi.fn();
    const Form = await formWith(async (importOriginal) => {
      fetched();
      return importOriginal();
    });
    const { user, email, submit } = setup(undefined, Form);
    expect(fetched).not.toHaveBeenCalled();
    await user.type(email, 'a');
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledOnce());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');
    expect(fetched).toHaveBeenCalledOnce();
  });

  it('when validation cannot be fetched, then the sign-in error is shown and nothing is sent', async () => {
    const Form = await formWith(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { user, email, password, submit, onSignIn } = setup(undefined, Form);
    await user.type(email, 'ana@alfa.dev');
    await user.type(password, 'checkfrota123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login');
    expect(onSignIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('when validation could not be fetched, then the next press fetches it again', async () => {
    let offline = true;
    const Form = await formWith(async (importOriginal) => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { user, email, password, submit, onSignIn } = setup(undefined, Form);
    await user.type(email, 'ana@alfa.dev');
    await user.type(password, 'checkfrota123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login');
    offline = false;
    await submit();
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith('ana@alfa.dev', 'checkfrota123'));
  });
});
