import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@domain/messages';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { validateLogin } from './login-validation';

interface LoginFormProps {
  /** Rejects with an Error whose message is the pt-BR text to show. */
  onSignIn: (email: string, password: string) => Promise<void>;
  /** A message from outside the form, e.g. why the previous session was ended. */
  notice?: string | null;
  onEdit?: () => void;
}

export function LoginForm({ onSignIn, notice, onEdit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function edited() {
    setError(null);
    onEdit?.();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    setEmail(trimmedEmail);
    const problem = validateLogin(trimmedEmail, password);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSignIn(trimmedEmail, password);
    } catch (signInError) {
      setError(signInError instanceof Error && signInError.message ? signInError.message : MESSAGES.auth.loginFailed);
    } finally {
      setBusy(false);
    }
  }

  const shownError = error ?? notice ?? null;

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label="Entrar no CheckFrota">
      {shownError && <ErrorBanner>{shownError}</ErrorBanner>}

      <div className="field">
        <label className="field-label" htmlFor="login-email">
          E-mail
        </label>
        <input
          id="login-email"
          className="input"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          placeholder="seu@email.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited();
          }}
        />
      </div>

      <div className="field">
        <label className="field-label" htmlFor="login-password">
          Senha
        </label>
        <div className="password-input">
          <input
            id="login-password"
            className="input"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            placeholder="Sua senha"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              edited();
            }}
          />
          <button
            type="button"
            className="icon-button password-toggle"
            aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
            aria-controls="login-password"
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
      </div>

      <Button type="submit" className="btn-block" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
