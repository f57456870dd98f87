import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const resetSdk = vi.hoisted(() => ({ auth: { name: 'auth' }, sendPasswordResetEmail: vi.fn() }));
vi.mock('@/lib/auth-sdk', () => resetSdk);

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

describe('Esqueci minha senha', () => {
  afterEach(() => resetSdk.sendPasswordResetEmail.mockReset());

  async function openReset(typed = '') {
    const { user, email } = setup();
    if (typed) await user.type(email, typed);
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    return { user, dialog, field: screen.getByLabelText('E-mail da conta') };
  }

  it('when pressed with an e-mail typed, then the dialog holds it and "Enviar link" asks Firebase for the reset e-mail', async () => {
    resetSdk.sendPasswordResetEmail.mockResolvedValue(undefined);
    const { user, field } = await openReset(' ana@alfa.dev ');
    expect(field).toHaveValue('ana@alfa.dev');

    await user.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se houver uma conta com ana@alfa.dev, enviamos a ela um link para criar uma nova senha.',
    );
    expect(resetSdk.sendPasswordResetEmail).toHaveBeenCalledWith(resetSdk.auth, 'ana@alfa.dev');
    await user.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when no account has the address, then the dialog says the same as for one that has', async () => {
    resetSdk.sendPasswordResetEmail.mockRejectedValue({ code: 'auth/user-not-found' });
    const { user } = await openReset('ninguem@alfa.dev');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Se houver uma conta com ninguem@alfa.dev');
  });

  it('when the e-mail is empty or malformed, then the field says what is expected and nothing is sent; a failed send says so', async () => {
    const { user, field } = await openReset();
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(field).toHaveAccessibleDescription('Informe o e-mail da sua conta');

    await user.type(field, 'ana@alfa');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(field).toHaveAccessibleDescription('Por favor, insira um email válido');
    expect(resetSdk.sendPasswordResetEmail).not.toHaveBeenCalled();

    resetSdk.sendPasswordResetEmail.mockRejectedValue({ code: 'auth/network-request-failed' });
    await user.type(field, '.dev');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('Não foi possível enviar o link. Verifique sua conexão e tente novamente.'),
    ).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the dialog sends, then the sign-in form behind it is not submitted', async () => {
    resetSdk.sendPasswordResetEmail.mockResolvedValue(undefined);
    const { user, onSignIn } = setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@alfa.dev');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    await screen.findByRole('dialog', { name: 'Redefinir senha' });
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await screen.findByRole('status');
    expect(onSignIn).not.toHaveBeenCalled();
  });
});
