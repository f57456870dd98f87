import { SecondFactorCodeSchema, type SecondFactorCodeInput } from '@domain/auth/second-factor';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { useApiForm, zodFormResolver } from '@/lib/forms';

interface SecondFactorCodeFormProps {
  /** The form's accessible name. */
  label: string;
  saveLabel: string;
  busyLabel: string;
  /** Sends the code; a refusal shows the server's message above the field. */
  onCode: (code: string) => Promise<void>;
  cancel?: () => void;
}

/** The authenticator's 6-digit code, checked by the API's own schema before it is sent. */
export function SecondFactorCodeForm({ label, saveLabel, busyLabel, onCode, cancel }: SecondFactorCodeFormProps) {
  const form = useApiForm<SecondFactorCodeInput, { code: string }>({
    resolver: zodFormResolver<SecondFactorCodeInput, { code: string }>(SecondFactorCodeSchema),
    defaultValues: { code: '' },
    onSave: async ({ code }) => {
      await onCode(code);
      form.reset({ code: '' });
    },
    serverError: 'Não foi possível confirmar o código. Tente novamente.',
  });
  const {
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={save} noValidate aria-label={label}>
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <TextField
        label="Código"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        hint="Os 6 dígitos que o aplicativo mostra agora"
        {...fieldProps('code')}
      />
      <FormActions cancel={cancel} saveLabel={saveLabel} busyLabel={busyLabel} busy={isSubmitting} />
    </form>
  );
}
