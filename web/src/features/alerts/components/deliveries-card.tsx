import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALERT_KIND_LABELS } from '@domain/notifications/alert-email';
import type { DeliveryStatus } from '@domain/notifications/alerts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { alertQueries } from '@/data/alerts/alert-queries';
import { formatDateTime } from '@/lib/format';

const STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Aguardando envio',
  sent: 'Enviado',
  failed: 'Falhou',
  skipped: 'Não enviado',
};

/** 'Entregas': each e-mail and WhatsApp of the company, newest first, with its status and why. */
export function DeliveriesCard() {
  const [page, setPage] = useState(1);
  const deliveries = useQuery({ ...alertQueries.deliveries(page), placeholderData: keepPreviousData });
  if (deliveries.isError)
    return <ErrorBanner onRetry={() => deliveries.refetch()}>Não foi possível carregar as entregas</ErrorBanner>;
  const data = deliveries.data;
  return (
    <Card aria-label="Entregas">
      <h2>Entregas</h2>
      {!data ? null : data.items.length === 0 ? (
        <p>Nenhum e-mail ou WhatsApp enviado ainda.</p>
      ) : (
        <div className="table-wrapper">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Canal</th>
                <th scope="col">Aviso</th>
                <th scope="col">Situação</th>
                <th scope="col">Tentativas</th>
                <th scope="col">Motivo</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((d) => (
                <tr key={d.id}>
                  <td>{formatDateTime(d.createdAt)}</td>
                  <td>{d.channel === 'email' ? 'E-mail' : 'WhatsApp'}</td>
                  <td>{d.kind ? ALERT_KIND_LABELS[d.kind] : d.title}</td>
                  <td>{STATUS_LABELS[d.status]}</td>
                  <td>{d.attempts}</td>
                  <td>{d.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <div className="form-actions">
          <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Anterior
          </Button>
          <Button variant="secondary" size="sm" disabled={!data.nextCursor} onClick={() => setPage(page + 1)}>
            Próxima
          </Button>
        </div>
      )}
    </Card>
  );
}
