import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  CompanySettingsInputSchema,
  DUE_REMINDER_CHOICES,
  DUE_REMINDER_LABELS,
  POSITION_RETENTION_CHOICES,
  POSITION_RETENTION_LABELS,
  PUBLIC_NAME_CHOICES,
  PUBLIC_NAME_LABELS,
} from '@domain/companies/settings';
import type { CompanySettings } from '@domain/companies/settings';
import { companyMessages } from '@domain/companies/messages';
import { TimeZoneOptions } from '@/components/companies/time-zone-options';
import { CompanyAlertSettingsCard } from '@/components/alerts/company-alert-settings-card';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { companySettingsQueries } from '@/data/company-settings/company-settings-queries';
import { useUpdateCompanySettings } from '@/data/company-settings/update-company-settings';
import { useApiForm, zodFormResolver } from '@/lib/forms';
import { useSession } from '@/lib/session-context';

/**
 * `/admin/settings` ('Configurações da empresa'): the company's time zone (every date its people
 * see, the dashboard's days and weeks, schedules), how long before a checklist is due its user
 * is reminded, how the reports' public check names people, and how long positions are kept.
 */
export function CompanySettingsRoute() {
  const settings = useQuery(companySettingsQueries.current());
  return (
    <div className="page page-narrow">
      <PageHeader
        title="Configurações da empresa"
        subtitle="Fuso horário e lembretes valem para todos os usuários da empresa"
      />
      {settings.isPending ? (
        <LoadingState text="Carregando configurações..." />
      ) : settings.isError ? (
        <ErrorBanner onRetry={() => settings.refetch()}>{companyMessages.settingsLoadError}</ErrorBanner>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <CompanyAlertSettingsCard />
    </div>
  );
}

function SettingsForm({ initial }: { initial: CompanySettings }) {
  const { refreshSession } = useSession();
  const update = useUpdateCompanySettings();
  const form = useApiForm<CompanySettings, CompanySettings>({
    resolver: zodFormResolver<CompanySettings, CompanySettings>(CompanySettingsInputSchema),
    defaultValues: initial,
    onSave: async (input) => {
      const saved = await update.mutateAsync(input);
      // The new zone rides in the claims: refresh this admin's token so their dates follow at once.
      if (saved.timeZone !== initial.timeZone) await refreshSession();
      form.reset(saved);
      toast.success(companyMessages.settingsSaved);
    },
    serverError: companyMessages.settingsSaveError,
  });
  const {
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={save} noValidate aria-label="Configurações da empresa">
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <Card>
        <SelectField
          label="Fuso horário"
          hint="Horários dos agendamentos, dias e semanas do painel, prazos, PDFs e todas as datas exibidas"
          {...fieldProps('timeZone')}
        >
          <TimeZoneOptions />
        </SelectField>
        <SelectField
          label="Lembrete antes do vencimento"
          hint="Notificação ao usuário antes do prazo de cada checklist"
          {...fieldProps('dueReminderMinutes', { valueAsNumber: true })}
        >
          {DUE_REMINDER_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {DUE_REMINDER_LABELS[minutes]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Nomes na verificação pública"
          hint="Como a página /verificar dos relatórios aprovados mostra quem respondeu e quem aprovou; vale para as próximas aprovações"
          {...fieldProps('publicNames')}
        >
          {PUBLIC_NAME_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {PUBLIC_NAME_LABELS[choice]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Guarda das localizações"
          hint="Depois desse prazo, as localizações das respostas, assinaturas e fotos são apagadas; as inspeções ficam"
          {...fieldProps('positionRetentionMonths', { valueAsNumber: true })}
        >
          {POSITION_RETENTION_CHOICES.map((months) => (
            <option key={months} value={months}>
              {POSITION_RETENTION_LABELS[months]}
            </option>
          ))}
        </SelectField>
      </Card>
      <FormActions saveLabel="Salvar Configurações" busy={isSubmitting} />
    </form>
  );
}
