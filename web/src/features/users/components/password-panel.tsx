import KeyRound from 'lucide-react/icons/key-round';
import { toast } from '@/lib/toast';
import { UserPasswordInputSchema } from '@domain/users/user.schema';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { useSetUserPassword } from '@/data/users/set-user-password';
import { useApiForm, zodFormResolver } from '@/lib/forms';

interface PasswordValues {
  password: string;
}

const resolver = zodFormResolver<PasswordValues, PasswordValues>(UserPasswordInputSchema);

/** 'Definir nova senha': recorded in the audit trail, ends the user's sessions and tells them in the app. */
export function PasswordPanel({ userId }: { userId: string }) {
  const setUserPassword = useSetUserPassword();
  const form = useApiForm<PasswordValues, PasswordValues>({
    resolver,
    defaultValues: { password: '' },
    onSave: async ({ password }) => {
      await setUserPassword.mutateAsync({ id: userId, password });
      form.reset();
      toast.success('Senha definida. O usuário foi avisado e precisará entrar de novo.');
    },
    serverError: 'Erro ao definir a senha',
  });
  const {
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form className="card personal-data-panel" aria-labelledby="password-panel-title" noValidate onSubmit={save}>
      <h2 id="password-panel-title">Definir nova senha</h2>
      <p className="muted">
        A troca fica registrada na auditoria, encerra as sessões do usuário e ele é avisado no aplicativo.
      </p>
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <TextField label="Nova senha" type="password" autoComplete="new-password" {...fieldProps('password')} />
      <div className="form-actions">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          <KeyRound size={16} aria-hidden="true" />
          Definir nova senha
        </Button>
      </div>
    </form>
  );
}
