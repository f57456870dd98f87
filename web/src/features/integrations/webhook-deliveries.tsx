import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Send from 'lucide-react/icons/send';
import { DELIVERY_STATUS_LABELS, type WebhookDelivery, type WebhookEndpoint } from '@domain/webhooks/delivery';
import { WEBHOOK_EVENT_LABELS } from '@domain/webhooks/events';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PaginatedList } from '@/components/ui/paginated-list';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useResendWebhookDelivery, webhookQueries } from './webhook-queries';

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

const TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  succeeded: 'success',
  pending: 'warning',
  failed: 'danger',
};

/** What the receiver answered on the last try: its HTTP status, or why nothing came back. */
const answerOf = (d: WebhookDelivery) =>
  d.responseStatus !== null ? `HTTP ${d.responseStatus}` : (d.error ?? (d.attempts === 0 ? 'Na fila' : '—'));

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const resend = useResendWebhookDelivery();
  const again = async () => {
    try {
      const sent = await resend.mutateAsync({ id: endpointId, deliveryId: delivery.id });
      if (sent.status === 'succeeded') toast.success('Evento reenviado');
      else toast.error(`O receptor não aceitou: ${answerOf(sent)}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Não foi possível reenviar o evento'));
    }
  };
  return (
    <li className="webhook-delivery">
      <div className="webhook-delivery-head">
        <strong>{WEBHOOK_EVENT_LABELS[delivery.type]}</strong> <code>{delivery.type}</code>
        <Badge tone={TONES[delivery.status]}>{DELIVERY_STATUS_LABELS[delivery.status]}</Badge>
      </div>
      <dl className="webhook-delivery-facts">
        <div>
          <dt>Criado em</dt>
          <dd>{formatDateTime(delivery.createdAt)}</dd>
        </div>
        <div>
          <dt>Tentativas</dt>
          <dd>{delivery.attempts}</dd>
        </div>
        <div>
          <dt>Última resposta</dt>
          <dd>{answerOf(delivery)}</dd>
        </div>
        {delivery.nextAttemptAt && (
          <div>
            <dt>Próxima tentativa</dt>
            <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
          </div>
        )}
      </dl>
      <details>
        <summary>Detalhes</summary>
        <ol className="webhook-attempts">
          {delivery.history.map((a, i) => (
            <li key={a.at}>
              Tentativa {i + 1}: {formatDateTime(a.at)} —{' '}
              {a.responseStatus !== null ? `HTTP ${a.responseStatus}` : a.error} ({a.durationMs} ms)
            </li>
          ))}
        </ol>
        {delivery.responseBody && (
          <>
            <p>Resposta (até 1 KB):</p>
            <pre className="webhook-body">{delivery.responseBody}</pre>
          </>
        )}
        <p>Conteúdo enviado:</p>
        <pre className="webhook-body">{JSON.stringify(delivery.payload, null, 2)}</pre>
      </details>
      <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={again}>
        Reenviar
      </Button>
    </li>
  );
}

/** An endpoint's delivery log, newest first, its page in the URL (`?page=`). */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const list = useListParams();
  const deliveries = useQuery({
    ...webhookQueries.deliveries(endpoint.id, { ...list.pageQuery, pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label={`Entregas de ${endpoint.url}`}>
      <PaginatedList
        list={list}
        result={deliveries}
        summary
        loadingText="Carregando entregas..."
        errorText="Erro ao carregar as entregas"
        empty={{
          icon: <Send size={40} />,
          title: 'Nenhuma entrega ainda',
          hint: "Os eventos escolhidos aparecem aqui quando acontecem. Use 'Enviar teste' para conferir o receptor.",
        }}
      >
        {(items) => (
          <ul className="webhook-deliveries">
            {items.map((delivery) => (
              <DeliveryRow key={delivery.id} endpointId={endpoint.id} delivery={delivery} />
            ))}
          </ul>
        )}
      </PaginatedList>
    </section>
  );
}
