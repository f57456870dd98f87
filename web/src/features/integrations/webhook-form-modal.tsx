import { useId, useState, type FormEvent } from 'react';
import type { WebhookEndpoint } from '@domain/webhooks/delivery';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEventType } from '@domain/webhooks/events';
import { WebhookInputSchema } from '@domain/webhooks/webhook.schema';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { ErrorBanner } from '@/components/ui/error-banner';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { WebhookSecret } from './webhook-secret';
import { useSaveWebhook } from './webhook-queries';

type Field = 'url' | 'events' | 'description';

/**
 * 'Novo webhook' or 'Editar webhook': the receiver's URL, the events it hears, a description. A new
 * one answers with its signing secret, shown here once ('Revelar segredo' shows it again later).
 */
export function WebhookFormModal({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const formId = useId();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { url, events, description, enabled: endpoint?.enabled ?? true };
    const parsed = WebhookInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ id: endpoint?.id ?? null, input });
      toast.success(endpoint ? 'Webhook atualizado' : 'Webhook criado');
      if ('secret' in saved && typeof saved.secret === 'string') setSecret(saved.secret);
      else onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'Não foi possível salvar o webhook'));
    }
  };

  if (secret)
    return (
      <Modal open title="Segredo de assinatura" onClose={onClose} footer={<Button onClick={onClose}>Fechar</Button>}>
        <p>Guarde este segredo no sistema que recebe os eventos: ele confere a assinatura de cada entrega.</p>
        <WebhookSecret secret={secret} />
      </Modal>
    );

  return (
    <Modal
      open
      title={endpoint ? 'Editar webhook' : 'Novo webhook'}
      size="lg"
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      footer={<FormActions cancel={onClose} saveLabel="Salvar webhook" busy={save.isPending} form={formId} />}
    >
      {serverError && <ErrorBanner>{serverError}</ErrorBanner>}
      <form id={formId} className="record-form" noValidate onSubmit={submit}>
        <TextField
          label="URL"
          type="url"
          required
          placeholder="https://erp.exemplo.com.br/webhooks"
          value={url}
          error={errors.url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <TextField
          label="Descrição"
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <fieldset className="webhook-events">
          <legend>Eventos</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <CheckboxField
              key={event}
              label={WEBHOOK_EVENT_LABELS[event]}
              hint={<code>{event}</code>}
              checked={events.includes(event)}
              onChange={(e) => toggle(event, e.target.checked)}
            />
          ))}
          {errors.events && (
            <p className="field-error" role="alert">
              {errors.events}
            </p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
