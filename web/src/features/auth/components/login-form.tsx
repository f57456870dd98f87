import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import { authMessages } from '@domain/auth/messages';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { retryingImport } from '@/lib/retrying-import';

interface LoginFormProps {
  /** Rejects with an Error whose message is the pt-BR text to show. */
  onSignIn: (email: string, password: string) => Promise<void>;
  /** A message from outside the form, e.g. why the previous session was ended. */
  notice?: string | null;
  onEdit?: () => void;
}

export interface LoginFormValues {
  email: string;
  password: string;
}

/**
 * Validation (the domain's checkLogin) is its own chunk, so the sign-in screen paints without
 * it: fetched as soon as a field is edited, by the first press at the latest. A failed fetch is
 * forgotten, so the next press tries again.
 */
const loadValidation = retryingImport(() => import('./login-check'));

/** Asked for by few: its dialog and Firebase's reset call come only when 'Esqueci minha senha' is pressed. */
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
}));

/** Checks the values; without its validation (offline, or a deploy replaced the chunk) the form says so instead of doing nothing. */
async function check(values: LoginFormValues) {
  const loaded = await loadValidation().catch(() => null);
  if (!loaded) return { ok: false as const, message: authMessages.loginFailed };
  const result = loaded.checkLogin(values);
  return result.ok || result.message ? result : { ok: false as const, message: authMessages.loginFailed };
}

// Two fields and one message at a time: plain state, so the sign-in screen does not load a form library.
export function LoginForm({ onSignIn, notice, onEdit }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [resetting, setResetting] = useState(false);

  // Spec section 5: the error clears as soon as either field is edited; it is checked again on the next press.
  const field = (name: keyof LoginFormValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setError(null);
      onEdit?.();
      loadValidation().catch(() => undefined);
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      const result = await check(values);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      const { email, password } = result.input;
      setValues((current) => ({ ...current, email }));
      try {
        await onSignIn(email, password);
      } catch (signInError) {
        setError(signInError instanceof Error && signInError.message ? signInError.message : authMessages.loginFailed);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const shownError = error ?? notice ?? null;

  return (
    <>
      <form
        className="login-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Entrar no CheckFrota"
      >
        {shownError && <ErrorBanner>{shownError}</ErrorBanner>}

        <div className="field">
          <label className="field-label" htmlFor="login-email">
            E-mail
          </label>
          <input
            id="login-email"
            className="input"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="seu@email.com"
            {...field('email')}
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
              autoComplete="current-password"
              placeholder="Sua senha"
              {...field('password')}
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

        <Button type="submit" className="btn-block" disabled={isSubmitting}>
          {isSubmitting ? 'Entrando...' : 'Entrar'}
        </Button>
        <button type="button" className="login-forgot" onClick={() => setResetting(true)}>
          Esqueci minha senha
        </button>
      </form>
      {/* Outside the sign-in form: the dialog's own submit must not reach it through React's tree. */}
      {resetting && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog email={values.email} onClose={() => setResetting(false)} />
        </Suspense>
      )}
    </>
  );
}
