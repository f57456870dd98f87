import { CNPJ_MAX_LENGTH, formatCnpj } from '@domain/companies/cnpj';
import type { ValidCompanyInput } from '@domain/companies/company.schema';
import { companyMessages } from '@domain/companies/messages';
import { paths } from '@domain/paths';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TimeZoneOptions } from '@/components/companies/time-zone-options';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { registerFormatted, useApiForm } from '@/lib/forms';
import { companyResolver, companyToFormValues, type CompanyFormValues } from './company-form-values';

interface CompanyFormProps {
  mode: 'create' | 'edit';
  initialValues?: CompanyFormValues;
  /** Saves the validated body; a rejection keeps everything typed and shows why. */
  onSubmit: (input: ValidCompanyInput) => Promise<void>;
}

export function CompanyForm({ mode, initialValues, onSubmit }: CompanyFormProps) {
  const form = useApiForm<CompanyFormValues, ValidCompanyInput>({
    resolver: companyResolver(),
    defaultValues: initialValues ?? companyToFormValues(),
    onSave: onSubmit,
    serverError: mode === 'create' ? companyMessages.createError : companyMessages.updateError,
  });
  const {
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = form;
  // Digits typed any way are shown as 00.000.000/0000-00 while typing.
  const cnpj = () => registerFormatted(form, 'cnpj', formatCnpj);

  return (
    <form
      className="company-form"
      onSubmit={save}
      noValidate
      aria-label={mode === 'create' ? 'Nova empresa' : 'Editar empresa'}
    >
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}

      <Card>
        <h2 className="card-title">Dados da empresa</h2>
        <div className="form-grid">
          <TextField
            label="Nome"
            placeholder="Ex: Transportes Alfa"
            autoComplete="off"
            required
            {...fieldProps('name')}
          />
          <TextField
            label="CNPJ"
            placeholder="00.000.000/0000-00"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CNPJ_MAX_LENGTH}
            error={errors.cnpj?.message}
            {...cnpj()}
          />
          <TextField
            label="Email"
            type="email"
            placeholder="contato@empresa.com"
            autoComplete="off"
            required
            {...fieldProps('email')}
          />
          <TextField
            label="Telefone"
            type="tel"
            placeholder="(11) 3333-4444"
            autoComplete="off"
            {...fieldProps('phone')}
          />
        </div>
        <TextField
          label="Endereço"
          placeholder="Rua, número, bairro, cidade - UF"
          autoComplete="off"
          {...fieldProps('address')}
        />
        <SelectField
          label="Fuso horário"
          hint="Horários dos agendamentos, dias do painel e todas as datas que a empresa vê"
          {...fieldProps('timeZone')}
        >
          <TimeZoneOptions />
        </SelectField>
      </Card>

      <FormActions
        cancel={paths.admin.companies}
        saveLabel={mode === 'create' ? 'Criar Empresa' : 'Salvar Alterações'}
        busy={isSubmitting}
      />
    </form>
  );
}
