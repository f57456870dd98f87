import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@domain/messages';
import { paths } from '@domain/paths';
import { MIN_PASSWORD_LENGTH, type ValidUserCreateInput, type ValidUserUpdateInput } from '@domain/users/user.schema';
import { buttonClass, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, TextField } from '@/components/ui/field';
import { showServerErrors } from '@/lib/forms';
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

type TextFieldName = 'name' | 'email' | 'password' | 'phone';

export function UserForm(props: UserFormProps) {
  const { mode } = props;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: userResolver(mode),
    defaultValues: props.initialValues ?? userToFormValues(),
    // Spec section 5: a field's error clears as soon as it is edited; it is checked again on the next save.
    reValidateMode: 'onSubmit',
  });

  const field = (name: TextFieldName) => register(name, { onChange: () => clearErrors(name) });

  const save = handleSubmit(async (input) => {
    try {
      if (props.mode === 'create') await props.onSubmit(input as ValidUserCreateInput);
      else await props.onSubmit(input as ValidUserUpdateInput);
    } catch (error) {
      showServerErrors(error, setError, mode === 'create' ? MESSAGES.users.createError : MESSAGES.users.updateError);
    }
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
        <TextField
          label="Nome"
          placeholder="Nome completo"
          autoComplete="off"
          required
          error={errors.name?.message}
          {...field('name')}
        />
        <TextField
          label="Email"
          type="email"
          placeholder="usuario@empresa.com"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...field('email')}
        />
        {mode === 'create' ? (
          <TextField
            label="Senha"
            type="password"
            autoComplete="new-password"
            required
            hint={`Mínimo de ${MIN_PASSWORD_LENGTH} caracteres`}
            error={errors.password?.message}
            {...field('password')}
          />
        ) : (
          <p className="user-form-note">A senha do usuário não é alterada por esta tela.</p>
        )}
        <TextField
          label="Telefone"
          type="tel"
          placeholder="(11) 99999-9999"
          autoComplete="off"
          error={errors.phone?.message}
          {...field('phone')}
        />
        <CheckboxField label="Ativo" {...register('isActive')} />
      </Card>

      <div className="form-actions">
        <Link className={buttonClass('secondary')} to={paths.admin.users}>
          Cancelar
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : mode === 'create' ? 'Criar Usuário' : 'Salvar Alterações'}
        </Button>
      </div>
    </form>
  );
}
