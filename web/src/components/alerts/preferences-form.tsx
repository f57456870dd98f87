import { useState } from 'react';
import { ALERT_KIND_LABELS } from '@domain/notifications/alert-email';
import { WHATSAPP_KINDS, type AlertChannel, type AlertChoices, type AlertKind } from '@domain/notifications/alerts';
import type { PreferencesView } from '@domain/notifications/alerts-contract';
import { WHATSAPP_CONSENT_TEXT, type ConsentScreen, type SummaryFrequency } from '@domain/notifications/preferences';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { useSavePreferences } from '@/data/alerts/save-preferences';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import './preferences-form.css';

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

/** WhatsApp only goes for the kinds with an approved template. */
const offersChannel = (kind: AlertKind, channel: AlertChannel) =>
  channel !== 'whatsapp' || WHATSAPP_KINDS.includes(kind);

const boxLabel = (kind: AlertKind, channel: AlertChannel, prefix?: string) =>
  `${prefix ? `${prefix} — ` : ''}${ALERT_KIND_LABELS[kind]}: ${CHANNEL_LABELS[channel]}`;

interface ChoicesTableProps {
  kinds: readonly AlertKind[];
  isOn: (kind: AlertKind, channel: AlertChannel) => boolean;
  onToggle: (kind: AlertKind, channel: AlertChannel, on: boolean) => void;
  /** Names the table's boxes apart from another's on the same screen ('Administradores — …'). */
  labelPrefix?: string;
}

/** Alert kinds × channels, a box each; WhatsApp is not offered where it has no template. */
export function ChoicesTable({ kinds, isOn, onToggle, labelPrefix }: ChoicesTableProps) {
  return (
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
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <ChoiceBox
                    kind={kind}
                    channel={channel}
                    label={boxLabel(kind, channel, labelPrefix)}
                    on={isOn(kind, channel)}
                    onToggle={onToggle}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChoiceBox({
  kind,
  channel,
  label,
  on,
  onToggle,
}: {
  kind: AlertKind;
  channel: AlertChannel;
  label: string;
  on: boolean;
  onToggle: ChoicesTableProps['onToggle'];
}) {
  const offered = offersChannel(kind, channel);
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={offered && on}
      disabled={!offered}
      onChange={(event) => onToggle(kind, channel, event.target.checked)}
    />
  );
}

interface PreferencesFormProps {
  initial: PreferencesView;
  /** Admins also choose their morning summary. */
  admin: boolean;
  /** The screen the form is on, kept with a new WhatsApp consent (LGPD). */
  via: ConsentScreen;
  /** On a phone: each alert a group of its channels, instead of a table. */
  compact?: boolean;
}

/**
 * 'Minhas notificações' (the web app's and the field app's): per alert and channel what reaches
 * this person, their WhatsApp consent and, for admins, the morning summary.
 */
export function PreferencesForm({ initial, admin, via, compact = false }: PreferencesFormProps) {
  const save = useSavePreferences();
  const [choices, setChoices] = useState(initial.effective);
  const [optIn, setOptIn] = useState(initial.whatsappOptIn !== null);
  const [consent, setConsent] = useState(initial.whatsappOptIn);
  const [summary, setSummary] = useState<SummaryFrequency>(initial.summary);
  const kinds = Object.keys(choices) as AlertKind[];

  const toggle = (kind: AlertKind, channel: AlertChannel, on: boolean) =>
    setChoices((current) => ({ ...current, [kind]: { ...current[kind]!, [channel]: on } }));

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ choices: choices as AlertChoices, whatsappOptIn: optIn, via, summary });
      setChoices(saved.effective);
      setConsent(saved.whatsappOptIn);
      toast.success('Preferências salvas');
    } catch {
      toast.error('Não foi possível salvar suas preferências');
    }
  };

  return (
    <div className="preferences-form">
      {compact ? (
        <div className="preferences-kinds">
          {kinds.map((kind) => (
            <fieldset key={kind} className="preferences-kind">
              <legend>{ALERT_KIND_LABELS[kind]}</legend>
              {CHANNELS.map((channel) => (
                <label key={channel} className="preferences-channel">
                  <ChoiceBox
                    kind={kind}
                    channel={channel}
                    label={boxLabel(kind, channel)}
                    on={Boolean(choices[kind]?.[channel])}
                    onToggle={toggle}
                  />
                  <span aria-hidden="true">{CHANNEL_LABELS[channel]}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      ) : (
        <ChoicesTable kinds={kinds} isOn={(kind, channel) => Boolean(choices[kind]?.[channel])} onToggle={toggle} />
      )}
      <CheckboxField
        label={WHATSAPP_CONSENT_TEXT}
        hint={
          !initial.whatsappReachable
            ? 'Cadastre um celular válido (com DDD) para receber avisos por WhatsApp.'
            : consent && optIn
              ? `Autorizado em ${formatDateTime(consent.at)}. Você pode desativar a qualquer momento.`
              : 'Você pode desativar a qualquer momento.'
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
    </div>
  );
}
