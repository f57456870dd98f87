import { userMessages } from '@domain/users/messages';
import { paths } from '@domain/paths';
import { MIN_PASSWORD_LENGTH, type ValidUserCreateInput, type ValidUserUpdateInput } from '@domain/users/user.schema';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { useApiForm } from '@/lib/forms';
import { userToFormValues, type UserFormValues } from './user-form-values';
import { userResolver, type UserFormOutput } from './user-resolver';

type UserFormProps =
  | {
      mode: 'create';
      initialValues?: undefined;
      /** Saves the validated body; a rejection keeps everything typed and shows why. */
      onSubmit: (input: ValidUserCreateInput) => Promise<void>;
    }
  | {
      mode: 'edit';
      initialValues: UserFormValues;
      /** The body has no password: it is not changed on edit. */
      onSubmit: (input: ValidUserUpdateInput) => Promise<void>;
    };

export function UserForm(props: UserFormProps) {
  const { mode } = props;
  const {
    register,
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = useApiForm<UserFormValues, UserFormOutput>({
    resolver: userResolver(mode),
    defaultValues: props.initialValues ?? userToFormValues(),
    onSave: (input) =>
      props.mode === 'create'
        ? props.onSubmit(input as ValidUserCreateInput)
        : props.onSubmit(input as ValidUserUpdateInput),
    serverError: mode === 'create' ? userMessages.createError : userMessages.updateError,
  });

  return (
    <form
      className="user-form"
      onSubmit={save}
      noValidate
      aria-label={mode === 'create' ? 'Novo usuário' : 'Editar usuário'}
    >
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}

      <Card>
        <h2 className="card-title">Dados do usuário</h2>
        <TextField label="Nome" placeholder="Nome completo" autoComplete="off" required {...fieldProps('name')} />
        <TextField
          label="Email"
          type="email"
          placeholder="usuario@empresa.com"
          autoComplete="off"
          required
          {...fieldProps('email')}
        />
        {mode === 'create' ? (
          <TextField
            label="Senha"
            type="password"
            autoComplete="new-password"
            required
            hint={`Mínimo de ${MIN_PASSWORD_LENGTH} caracteres`}
            {...fieldProps('password')}
          />
        ) : (
          <p className="user-form-note">A senha do usuário não é alterada por esta tela.</p>
        )}
        <TextField
          label="Telefone"
          type="tel"
          placeholder="(11) 99999-9999"
          autoComplete="off"
          {...fieldProps('phone')}
        />
        <CheckboxField label="Ativo" {...register('isActive')} />
      </Card>

      <FormActions
        cancel={paths.admin.users}
        saveLabel={mode === 'create' ? 'Criar Usuário' : 'Salvar Alterações'}
        busy={isSubmitting}
      />
    </form>
  );
}
