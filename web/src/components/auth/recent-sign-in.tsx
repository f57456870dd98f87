import { useState } from 'react';
import { authMessages } from '@domain/auth/messages';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { reauthenticate } from '@/lib/reauthenticate';
import { toast } from '@/lib/toast';

/** Whether the API refused an action for want of a recent sign-in ('Entre novamente para confirmar esta ação'). */
export const needsRecentSignIn = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'recent_sign_in_required';

/**
 * Signing in again with the password before an action the API allows only after a recent
 * sign-in: `signInAgain` is false (and 'Senha incorreta' is toasted) when the password is refused.
 */
export function useSignInAgain() {
  const [signingIn, setSigningIn] = useState(false);
  async function signInAgain(password: string): Promise<boolean> {
    setSigningIn(true);
    try {
      await reauthenticate(password);
      return true;
    } catch {
      toast.error('Senha incorreta');
      return false;
    } finally {
      setSigningIn(false);
    }
  }
  return { signingIn, signInAgain };
}

/** What a confirm dialog shows once the API asked for a recent sign-in: why, and the password. */
export function RecentSignInPassword({
  value,
  onChange,
  disabled,
  className,
}: {
  value: string;
  onChange: (password: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <>
      <p role="alert" className={className}>
        {authMessages.recentSignInRequired}: digite sua senha.
      </p>
      <TextField
        label="Senha"
        type="password"
        value={value}
        autoComplete="current-password"
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </>
  );
}
