import KeyRound from 'lucide-react/icons/key-round';
import { ownPasswordApi, OwnPasswordFormSchema, type OwnPasswordFormValues } from '@domain/auth/own-password';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { api } from '@/lib/api-client';
import { useApiForm, zodFormResolver } from '@/lib/forms';
import { useSession, useSignOut } from '@/lib/session-context';
import './second-factor.css';

type Output = { password: string; confirmation: string };

const resolver = zodFormResolver<OwnPasswordFormValues, Output>(OwnPasswordFormSchema);

/**
 * 'Defina sua senha': the new password, typed twice. The API sets it and ends every session, so
 * the person is signed in again with it at once, and the screens they asked for follow.
 */
export function OwnPasswordPrompt() {
  const { user, signIn } = useSession();
  const signOut = useSignOut();
  const form = useApiForm<OwnPasswordFormValues, Output>({
    resolver,
    defaultValues: { password: '', confirmation: '' },
    onSave: async ({ password }) => {
      await api.call(ownPasswordApi.change, { body: { password } });
      await signIn(user?.email ?? '', password);
    },
    serverError: 'Não foi possível salvar a senha. Tente novamente.',
  });
  const { fieldProps, save, formState } = form;
  const serverError = formState.errors.root?.server?.message;
  return (
    <div className="second-factor-page">
      <Card className="second-factor-card" aria-labelledby="own-password-title">
        <h1 className="card-title" id="own-password-title">
          <KeyRound size={22} aria-hidden="true" /> Defina sua senha
        </h1>
        <p>A senha com que você entrou foi criada por outra pessoa. Escolha uma senha só sua para continuar.</p>
        <form onSubmit={save} noValidate aria-label="Defina sua senha">
          {serverError && <ErrorBanner>{serverError}</ErrorBanner>}
          <TextField
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            hint="Pelo menos 12 caracteres"
            {...fieldProps('password')}
          />
          <TextField
            label="Confirme a nova senha"
            type="password"
            autoComplete="new-password"
            {...fieldProps('confirmation')}
          />
          <FormActions saveLabel="Salvar senha" busyLabel="Salvando..." busy={formState.isSubmitting} />
        </form>
        <Button variant="ghost" onClick={() => void signOut()}>
          Sair
        </Button>
      </Card>
    </div>
  );
}
