import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALERT_KIND_LABELS } from '@domain/notifications/alert-email';
import { WHATSAPP_KINDS, type AlertChannel, type AlertChoices, type AlertKind } from '@domain/notifications/alerts';
import type { PreferencesView } from '@domain/notifications/alerts-contract';
import type { SummaryFrequency } from '@domain/notifications/preferences';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { alertQueries } from '@/data/alerts/alert-queries';
import { useSavePreferences } from '@/data/alerts/save-preferences';
import { useSession } from '@/lib/session-context';
import { toast } from '@/lib/toast';
import { DeliveriesCard } from '../components/deliveries-card';

const CHANNEL_LABELS: Record<AlertChannel, string> = {
  in_app: 'No app',
  push: 'Push',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
};
const CHANNELS = Object.keys(CHANNEL_LABELS) as AlertChannel[];

const SUMMARY_LABELS: Record<SummaryFrequency, string> = {
  daily: 'Todo dia de manhã',
  weekly: 'Uma vez por semana (segunda-feira)',
  off: 'Não receber',
};

/**
 * 'Minhas notificações': per alert and channel, what reaches this person (their choice, else the
 * company's default, else their role's), their WhatsApp consent and, for admins, the morning
 * summary and the company's 'Entregas'.
 */
export function NotificationPreferencesRoute() {
  const prefs = useQuery(alertQueries.preferences());
  const { user } = useSession();
  const admin = user?.role === 'admin';
  return (
    <div className="page page-narrow">
      <PageHeader title="Minhas notificações" subtitle="Escolha como quer ser avisado de cada assunto" />
      {prefs.isPending ? (
        <LoadingState text="Carregando preferências..." />
      ) : prefs.isError ? (
        <ErrorBanner onRetry={() => prefs.refetch()}>Não foi possível carregar suas preferências</ErrorBanner>
      ) : (
        <PreferencesForm initial={prefs.data} admin={admin} />
      )}
      {admin && <DeliveriesCard />}
    </div>
  );
}

function PreferencesForm({ initial, admin }: { initial: PreferencesView; admin: boolean }) {
  const save = useSavePreferences();
  const [choices, setChoices] = useState(initial.effective);
  const [optIn, setOptIn] = useState(initial.whatsappOptIn !== null);
  const [summary, setSummary] = useState<SummaryFrequency>(initial.summary);
  const kinds = Object.keys(choices) as AlertKind[];

  const toggle = (kind: AlertKind, channel: AlertChannel, on: boolean) =>
    setChoices((current) => ({ ...current, [kind]: { ...current[kind]!, [channel]: on } }));

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        choices: choices as AlertChoices,
        whatsappOptIn: optIn,
        summary,
      });
      setChoices(saved.effective);
      toast.success('Preferências salvas');
    } catch {
      toast.error('Não foi possível salvar suas preferências');
    }
  };

  return (
    <Card>
      <div className="table-wrapper">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Aviso</th>
              {CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">{ALERT_KIND_LABELS[kind]}</th>
                {CHANNELS.map((channel) => {
                  const unavailable = channel === 'whatsapp' && !WHATSAPP_KINDS.includes(kind);
                  return (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={`${ALERT_KIND_LABELS[kind]}: ${CHANNEL_LABELS[channel]}`}
                        checked={!unavailable && Boolean(choices[kind]?.[channel])}
                        disabled={unavailable}
                        onChange={(event) => toggle(kind, channel, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CheckboxField
        label="Aceito receber avisos por WhatsApp no meu celular"
        hint={
          initial.whatsappReachable
            ? 'Você pode desativar a qualquer momento.'
            : 'Cadastre um celular válido (com DDD) para receber avisos por WhatsApp.'
        }
        checked={optIn}
        onChange={(event) => setOptIn(event.target.checked)}
      />
      {admin && (
        <SelectField
          label="Resumo da manhã por e-mail"
          value={summary}
          onChange={(event) => setSummary(event.target.value as SummaryFrequency)}
        >
          {(Object.keys(SUMMARY_LABELS) as SummaryFrequency[]).map((value) => (
            <option key={value} value={value}>
              {SUMMARY_LABELS[value]}
            </option>
          ))}
        </SelectField>
      )}
      <Button onClick={submit} disabled={save.isPending}>
        Salvar preferências
      </Button>
    </Card>
  );
}
