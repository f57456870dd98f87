import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompanyAlertSettings } from '@domain/notifications/preferences';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { alertQueries } from '@/data/alerts/alert-queries';
import { useSaveCompanyAlertSettings } from '@/data/alerts/save-company-alert-settings';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';

/** 'Configurações': quiet hours for WhatsApp (company time), the monthly WhatsApp cap and the summary hour. */
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
