import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { UserPasswordInputSchema } from '@domain/users/user.schema';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useSetUserPassword } from '@/data/users/set-user-password';
import { errorMessage } from '@/lib/api-error';

/** 'Definir nova senha': recorded in the audit trail, ends the user's sessions and tells them in the app. */
export function PasswordPanel({ userId }: { userId: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const setUserPassword = useSetUserPassword();
  return (
    <form
      className="card personal-data-panel"
      aria-labelledby="password-panel-title"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = UserPasswordInputSchema.safeParse({ password });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        setUserPassword.mutate(
          { id: userId, password },
          {
            onSuccess: () => {
              setPassword('');
              toast.success('Senha definida. O usuário foi avisado e precisará entrar de novo.');
            },
            onError: (failure) => toast.error(errorMessage(failure, 'Erro ao definir a senha')),
          },
        );
      }}
    >
      <h2 id="password-panel-title">Definir nova senha</h2>
      <p className="muted">
        A troca fica registrada na auditoria, encerra as sessões do usuário e ele é avisado no aplicativo.
      </p>
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" variant="secondary" disabled={setUserPassword.isPending}>
          <KeyRound size={16} aria-hidden="true" />
          Definir nova senha
        </Button>
      </div>
    </form>
  );
}
