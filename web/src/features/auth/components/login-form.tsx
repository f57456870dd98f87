import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ValidLoginInput } from '@domain/auth/login.schema';
import { MESSAGES } from '@domain/messages';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';

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
 * Validation (zod and the domain schema) is its own chunk, so the sign-in screen paints without
 * it: fetched as soon as a field is edited, by the first press at the latest. A failed fetch is
 * forgotten, so the next press tries again.
 */
let validation: Promise<typeof import('./login-resolver')> | null = null;
function loadValidation() {
  validation ??= import('./login-resolver').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

// Without its validation (offline, or a deploy replaced the chunk) the form says so instead of doing nothing.
const resolver: Resolver<LoginFormValues, unknown, ValidLoginInput> = async (values, context, options) => {
  const loaded = await loadValidation().catch(() => null);
  if (!loaded) return { values: {}, errors: { root: { server: { type: 'server', message: MESSAGES.auth.loginFailed } } } };
  return loaded.loginResolver(values, context, options);
};

export function LoginForm({ onSignIn, notice, onEdit }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, ValidLoginInput>({
    resolver,
    defaultValues: { email: '', password: '' },
    // Spec section 5: the error clears as soon as either field is edited; it is checked again on the next press.
    reValidateMode: 'onSubmit',
  });

  const field = (name: keyof LoginFormValues) =>
    register(name, {
      onChange: () => {
        clearErrors();
        onEdit?.();
        loadValidation().catch(() => undefined);
      },
    });

  const submit = handleSubmit(async ({ email, password }) => {
    setValue('email', email);
    try {
      await onSignIn(email, password);
    } catch (signInError) {
      const message = signInError instanceof Error && signInError.message ? signInError.message : MESSAGES.auth.loginFailed;
      setError('root.server', { type: 'server', message });
    }
  });

  const shownError = errors.email?.message ?? errors.password?.message ?? errors.root?.server?.message ?? notice ?? null;

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
    </form>
  );
}
