import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ALERT_KINDS_OF_ROLE,
  wantsChannel,
  type AlertChannel,
  type AlertKind,
  type AlertRole,
} from '@domain/notifications/alerts';
import type { CompanyAlertSettings } from '@domain/notifications/preferences';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { alertQueries } from '@/data/alerts/alert-queries';
import { useSaveCompanyAlertSettings } from '@/data/alerts/save-company-alert-settings';
import { ApiError } from '@/lib/api-error';
import { ChoicesTable } from './preferences-form';
import { toast } from '@/lib/toast';

const ROLE_LABELS: Record<AlertRole, string> = {
  admin: 'Administradores',
  user: 'Usuários de campo',
};
const ROLES = Object.keys(ROLE_LABELS) as AlertRole[];

/**
 * 'Configurações': each role's default alerts (kind × channel), quiet hours for WhatsApp (company
 * time), the monthly WhatsApp cap and the summary hour.
 */
export function CompanyAlertSettingsCard() {
  const settings = useQuery(alertQueries.companySettings());
  if (settings.isPending) return null;
  if (settings.isError)
    return <ErrorBanner onRetry={() => settings.refetch()}>Não foi possível carregar os avisos</ErrorBanner>;
  return <AlertSettingsForm initial={settings.data} />;
}

function AlertSettingsForm({ initial }: { initial: CompanyAlertSettings }) {
  const save = useSaveCompanyAlertSettings();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const toggleDefault = (role: AlertRole, kind: AlertKind, channel: AlertChannel, on: boolean) =>
    setForm((current) => ({
      ...current,
      defaults: {
        ...current.defaults,
        [role]: { ...current.defaults[role], [kind]: { ...current.defaults[role][kind], [channel]: on } },
      },
    }));

  const submit = async () => {
    setError(null);
    try {
      setForm(await save.mutateAsync(form));
      toast.success('Avisos salvos');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Não foi possível salvar os avisos');
    }
  };

  return (
    <Card aria-label="Avisos por e-mail e WhatsApp">
      <h2>Avisos por e-mail e WhatsApp</h2>
      {error && <ErrorBanner>{error}</ErrorBanner>}
      {ROLES.map((role) => (
        <section key={role} aria-label={`Padrão para ${ROLE_LABELS[role]}`}>
          <h3>Padrão para {ROLE_LABELS[role]}</h3>
          <p className="field-hint">Vale para quem não escolheu em 'Minhas notificações'.</p>
          <ChoicesTable
            kinds={ALERT_KINDS_OF_ROLE[role]}
            labelPrefix={ROLE_LABELS[role]}
            isOn={(kind, channel) => wantsChannel(role, kind, channel, { person: {}, company: form.defaults })}
            onToggle={(kind, channel, on) => toggleDefault(role, kind, channel, on)}
          />
        </section>
      ))}
      <TextField
        label="Silêncio do WhatsApp: início"
        hint="No fuso da empresa; avisos críticos (veículo fora de serviço) são enviados mesmo assim"
        type="time"
        value={form.quietHours.start}
        onChange={(e) => setForm({ ...form, quietHours: { ...form.quietHours, start: e.target.value } })}
      />
      <TextField
        label="Silêncio do WhatsApp: fim"
        type="time"
        value={form.quietHours.end}
        onChange={(e) => setForm({ ...form, quietHours: { ...form.quietHours, end: e.target.value } })}
      />
      <TextField
        label="Limite mensal de mensagens de WhatsApp"
        type="number"
        min={0}
        value={form.whatsappMonthlyCap}
        onChange={(e) => setForm({ ...form, whatsappMonthlyCap: Number(e.target.value) })}
      />
      <TextField
        label="Hora do resumo da manhã"
        type="number"
        min={0}
        max={23}
        value={form.summaryHour}
        onChange={(e) => setForm({ ...form, summaryHour: Number(e.target.value) })}
      />
      <Button onClick={submit} disabled={save.isPending}>
        Salvar avisos
      </Button>
    </Card>
  );
}
