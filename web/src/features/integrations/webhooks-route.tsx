import { useQuery } from '@tanstack/react-query';
import Webhook from 'lucide-react/icons/webhook';
import { useState } from 'react';
import type { WebhookEndpoint } from '@domain/webhooks/delivery';
import { WEBHOOK_EVENT_LABELS } from '@domain/webhooks/events';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useFilterParams } from '@/lib/use-list-params';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormModal } from './webhook-form-modal';
import {
  revealWebhookSecret,
  useDeleteWebhook,
  useSaveWebhook,
  useSendTestWebhook,
  webhookQueries,
} from './webhook-queries';
import { WebhookSecret } from './webhook-secret';
import './webhooks.css';
import { IntegrationsTabs } from './integrations-tabs';

function EndpointCard({
  endpoint,
  onEdit,
  onLog,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onLog: () => void;
}) {
  const test = useSendTestWebhook();
  const save = useSaveWebhook();
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const sendTest = async () => {
    try {
      const sent = await test.mutateAsync(endpoint.id);
      if (sent.status === 'succeeded') toast.success(`Teste entregue (HTTP ${sent.responseStatus})`);
      else
        toast.error(
          `O receptor não aceitou o teste: ${sent.responseStatus ? `HTTP ${sent.responseStatus}` : sent.error}`,
        );
    } catch (error) {
      toast.error(errorMessage(error, 'Não foi possível enviar o teste'));
    }
  };
  const reveal = async () => {
    try {
      setSecret((await revealWebhookSecret(endpoint.id)).secret);
    } catch (error) {
      toast.error(errorMessage(error, 'Não foi possível revelar o segredo'));
    }
  };
  const reactivate = async () => {
    const { id, url, events, description } = endpoint;
    try {
      await save.mutateAsync({ id, input: { url, events, description, enabled: true } });
      toast.success('Webhook reativado');
    } catch (error) {
      toast.error(errorMessage(error, 'Não foi possível reativar o webhook'));
    }
  };

  return (
    <li className="webhook-card">
      <div className="webhook-card-head">
        <code className="webhook-url">{endpoint.url}</code>
        <Badge tone={endpoint.enabled ? 'success' : 'danger'}>{endpoint.enabled ? 'Ativo' : 'Desativado'}</Badge>
      </div>
      {endpoint.description && <p>{endpoint.description}</p>}
      {!endpoint.enabled && endpoint.disabledAt && (
        <p className="webhook-disabled" role="status">
          {endpoint.disabledReason
            ? `Desativado em ${formatDateTime(endpoint.disabledAt)}: as entregas falharam por mais de 24 horas.`
            : `Desativado em ${formatDateTime(endpoint.disabledAt)}.`}
        </p>
      )}
      <p className="webhook-events-list">{endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(' · ')}</p>
      {secret && <WebhookSecret secret={secret} />}
      <div className="webhook-actions">
        <Button size="sm" variant="secondary" onClick={onLog}>
          Entregas
        </Button>
        <Button size="sm" variant="secondary" disabled={test.isPending} onClick={sendTest}>
          Enviar teste
        </Button>
        <Button size="sm" variant="ghost" onClick={() => (secret ? setSecret(null) : void reveal())}>
          {secret ? 'Ocultar segredo' : 'Revelar segredo'}
        </Button>
        {!endpoint.enabled && (
          <Button size="sm" disabled={save.isPending} onClick={reactivate}>
            Reativar
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onEdit}>
          Editar
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
          Excluir
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        title="Excluir webhook"
        confirmLabel="Excluir"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(endpoint.id);
            toast.success('Webhook excluído');
          } catch (error) {
            toast.error(errorMessage(error, 'Não foi possível excluir o webhook'));
          }
          setDeleting(false);
        }}
      >
        {`O receptor ${endpoint.url} deixa de receber eventos, e o registro de entregas é apagado.`}
      </ConfirmDialog>
    </li>
  );
}

/**
 * `/admin/integracoes/webhooks`: the company's receivers of signed events, each with its state,
 * 'Enviar teste', 'Revelar segredo' and, when the deliveries kept failing, 'Reativar'; `?webhook=ID`
 * opens its delivery log (its page in `?page=`).
 */
export function WebhooksRoute() {
  const endpoints = useQuery(webhookQueries.list());
  const { params, setFilter } = useFilterParams();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const openId = params.get('webhook');
  const open = endpoints.data?.find((e) => e.id === openId) ?? null;

  return (
    <div className="page">
      <PageHeader
        title="Webhooks"
        subtitle="Eventos da frota enviados aos seus sistemas, assinados no padrão Standard Webhooks."
        actions={<Button onClick={() => setEditing('new')}>Novo webhook</Button>}
      />
      <IntegrationsTabs />
      {endpoints.isPending && <LoadingState text="Carregando webhooks..." />}
      {endpoints.isError && (
        <ErrorBanner onRetry={() => void endpoints.refetch()}>Erro ao carregar os webhooks</ErrorBanner>
      )}
      {endpoints.data?.length === 0 && (
        <EmptyState
          icon={<Webhook size={40} />}
          title="Nenhum webhook cadastrado"
          hint="Cadastre a URL do seu sistema para receber checklists, defeitos, multas e vencimentos assim que acontecem."
        />
      )}
      {endpoints.data && endpoints.data.length > 0 && (
        <ul className="webhook-cards">
          {endpoints.data.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onLog={() => setFilter('webhook', endpoint.id)}
            />
          ))}
        </ul>
      )}
      {open && (
        <>
          <h2 className="webhook-log-title">
            Entregas para <code>{open.url}</code>{' '}
            <Button size="sm" variant="ghost" onClick={() => setFilter('webhook', null)}>
              Fechar
            </Button>
          </h2>
          <WebhookDeliveries endpoint={open} />
        </>
      )}
      {editing && <WebhookFormModal endpoint={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
