import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { attachmentFileName, type Attachment } from '@domain/attachments/attachment';
import { formatPlate } from '@domain/fleet/plate';
import {
  actionsFrom,
  formatCentavos,
  formatDays,
  QUOTE_LINE_KIND_LABELS,
  WORK_ORDER_ACTION_LABELS,
  WORK_ORDER_FILE_LABELS,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrder,
  type WorkOrderFileSlot,
} from '@domain/work-orders/work-order';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { saveDownload } from '@/data/responses/response-pdf';
import { useMoveWorkOrder, type WorkOrderMove } from '@/data/work-orders/move-work-order';
import { useWorkOrderFile } from '@/data/work-orders/work-order-file';
import { workOrderQueries } from '@/data/work-orders/work-order-queries';
import { useCreateWorkshopLink, useRevokeWorkshopLink } from '@/data/work-orders/workshop-link';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatDateTime, formatKm } from '@/lib/format';
import { toast } from '@/lib/toast';
import { WorkOrderBadge } from '@/components/work-orders/work-order-badge';

const WITH_REASON = new Set(['refuse', 'cancel', 'reopen']);

/** The file the workshop sent with its quote or its invoice, for the admin to download. */
function SentFile({
  order,
  slot,
  attachment,
}: {
  order: WorkOrder;
  slot: WorkOrderFileSlot;
  attachment: Attachment | null;
}) {
  const download = useWorkOrderFile();
  if (!attachment) return null;
  const label = WORK_ORDER_FILE_LABELS[slot];
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(
          { id: order.id, slot },
          {
            onSuccess: (file) =>
              saveDownload(
                file,
                attachmentFileName([order.number, label, order.vehicle.plate], attachment.contentType),
              ),
            onError: (error) => toast.error(errorMessage(error, 'Erro ao baixar o anexo')),
          },
        )
      }
    >
      Baixar arquivo: {label}
    </Button>
  );
}

function WorkshopLinks({ order }: { order: WorkOrder }) {
  const links = useQuery(workOrderQueries.links(order.id));
  const workshop = useQuery({ ...workOrderQueries.workshop(order.workshop?.id ?? ''), enabled: !!order.workshop });
  const create = useCreateWorkshopLink();
  const revoke = useRevokeWorkshopLink();
  const closed = order.status === 'completed' || order.status === 'cancelled';
  const address = workshop.data?.email ?? null;
  const make = (sendByEmail: boolean) => create.mutate({ id: order.id, sendByEmail });
  return (
    <section className="card" aria-label="Link da oficina">
      <h2>Link da oficina</h2>
      <p className="muted">
        A oficina vê o veículo e os defeitos, envia o orçamento e conclui o serviço por este link, sem conta. Ele vale 7
        dias e pode ser revogado.
      </p>
      {create.error && <ErrorBanner>{create.error.message}</ErrorBanner>}
      {create.data && (
        <p>
          {create.data.emailedTo
            ? `Enviado por e-mail para ${create.data.emailedTo}. Para enviar também por WhatsApp, copie:`
            : 'Copie e envie à oficina (WhatsApp ou e-mail):'}{' '}
          <input readOnly aria-label="Link para a oficina" value={create.data.url} onFocus={(e) => e.target.select()} />
        </p>
      )}
      {!closed && order.workshop && (
        <div className="form-actions">
          <Button onClick={() => make(false)} disabled={create.isPending}>
            Gerar link para a oficina
          </Button>
          {address ? (
            <Button variant="secondary" onClick={() => make(true)} disabled={create.isPending}>
              Enviar por e-mail
            </Button>
          ) : (
            workshop.isSuccess && (
              <span className="muted">Cadastre o e-mail da oficina para enviar o link por e-mail.</span>
            )
          )}
        </div>
      )}
      {address && !closed && <p className="muted">E-mail da oficina: {address}</p>}
      <ul>
        {(links.data ?? []).map((link) => (
          <li key={link.id}>
            Criado em {formatDateTime(link.createdAt)} · vale até {formatDateTime(link.expiresAt)}
            {link.revokedAt ? (
              <> · revogado em {formatDateTime(link.revokedAt)}</>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => revoke.mutate({ id: order.id, linkId: link.id })}
                disabled={revoke.isPending}
              >
                Revogar
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Actions({ order }: { order: WorkOrder }) {
  const move = useMoveWorkOrder();
  const [asking, setAsking] = useState<'refuse' | 'cancel' | 'reopen' | 'complete' | null>(null);
  const [reason, setReason] = useState('');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [odometerKm, setOdometerKm] = useState('');
  const run = (m: WorkOrderMove) => move.mutate({ id: order.id, move: m }, { onSuccess: () => setAsking(null) });
  const actions = actionsFrom(order.status).filter((a) => a !== 'receive_quote');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asking === 'complete') run({ kind: 'complete', delivery: { invoiceNumber, odometerKm: Number(odometerKm) } });
    else if (asking) run({ kind: asking, reason });
  };
  return (
    <section className="card" aria-label="Ações da O.S.">
      {move.error && <ErrorBanner>{move.error.message}</ErrorBanner>}
      <div className="form-actions">
        {actions.map((action) => {
          const label =
            action === 'approve' && order.quote
              ? `Aprovar ${formatCentavos(order.quote.totals.total)}`
              : WORK_ORDER_ACTION_LABELS[action].replace(/^(Orçamento|Serviço|O\.S\.) /, '');
          const click = () => {
            if (WITH_REASON.has(action) || action === 'complete') setAsking(action as typeof asking);
            else run({ kind: action === 'request_quote' ? 'requestQuote' : (action as 'approve' | 'start') });
          };
          return (
            <Button
              key={action}
              variant={action === 'cancel' || action === 'refuse' ? 'danger' : 'primary'}
              onClick={click}
              disabled={move.isPending}
            >
              {ACTION_BUTTONS[action] ?? label}
            </Button>
          );
        })}
      </div>
      {asking && (
        <form onSubmit={submit} aria-label={ACTION_BUTTONS[asking]}>
          {asking === 'complete' ? (
            <>
              <TextField
                label="Número da NF-e"
                value={invoiceNumber}
                onChange={(e) => setInvoiceNumber(e.target.value)}
              />
              <TextField
                label="Km na entrega"
                type="number"
                inputMode="numeric"
                value={odometerKm}
                onChange={(e) => setOdometerKm(e.target.value)}
              />
            </>
          ) : (
            <TextField label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
          <Button type="submit" disabled={move.isPending}>
            Confirmar
          </Button>
          <Button variant="ghost" onClick={() => setAsking(null)}>
            Voltar
          </Button>
        </form>
      )}
    </section>
  );
}

const ACTION_BUTTONS: Partial<Record<string, string>> = {
  request_quote: 'Pedir orçamento',
  approve: 'Aprovar orçamento',
  refuse: 'Recusar orçamento',
  start: 'Iniciar serviço',
  complete: 'Concluir O.S.',
  cancel: 'Cancelar O.S.',
  reopen: 'Reabrir O.S.',
};

/** `/admin/work-orders/:id`: the O.S., its quote, invoice and history, and the moves its status allows. */
export function WorkOrderDetailRoute() {
  const { id = '' } = useParams();
  const order = useQuery(workOrderQueries.detail(id));
  if (order.isPending) return <LoadingState text="Carregando ordem de serviço..." />;
  if (order.isError) return <ErrorBanner>{order.error.message}</ErrorBanner>;
  const o = order.data;
  return (
    <div className="page">
      <PageHeader
        title={`${o.number} · ${o.vehicle.name} (${formatPlate(o.vehicle.plate)})`}
        subtitle={`${o.workshop?.name ?? 'Sem oficina'} · aberta em ${formatDate(o.openedAt)}`}
        actions={<WorkOrderBadge status={o.status} />}
      />
      <p>{o.description}</p>
      {o.downtimeDays !== null && <p>Tempo parado: {formatDays(o.downtimeDays)}</p>}
      <Actions order={o} />
      {o.defects.length > 0 && (
        <section className="card" aria-label="Defeitos">
          <h2>Defeitos</h2>
          <ul>
            {o.defects.map((d) => (
              <li key={d.id}>
                <strong>{d.title}</strong> {d.severity === 'critical' && '(crítico)'} — {d.comment ?? 'sem comentário'}{' '}
                · {d.reportedByName}
              </li>
            ))}
          </ul>
        </section>
      )}
      {o.quote && (
        <section className="card" aria-label="Orçamento">
          <h2>Orçamento</h2>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Tipo</th>
                <th scope="col">Item</th>
                <th scope="col">Qtd.</th>
                <th scope="col">Valor unitário</th>
              </tr>
            </thead>
            <tbody>
              {o.quote.lines.map((line, i) => (
                <tr key={i}>
                  <td>{QUOTE_LINE_KIND_LABELS[line.kind]}</td>
                  <td>{line.description}</td>
                  <td>{line.quantity}</td>
                  <td>{formatCentavos(line.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Peças {formatCentavos(o.quote.totals.parts)} · Mão de obra {formatCentavos(o.quote.totals.labour)} ·{' '}
            <strong>Total {formatCentavos(o.quote.totals.total)}</strong>
            {o.quote.deadline && <> · Prazo {o.quote.deadline.split('-').reverse().join('/')}</>}
          </p>
          <SentFile order={o} slot="quote" attachment={o.quote.attachment} />
          {o.approvedBy.length > 0 && o.status === 'quote_received' && <p>Aguardando a segunda aprovação.</p>}
          {o.refusalReason && <p>Recusado: {o.refusalReason}</p>}
        </section>
      )}
      {o.invoice && (
        <section className="card" aria-label="Nota fiscal">
          <h2>Nota fiscal</h2>
          <p>
            NF-e {o.invoice.number} · {formatCentavos(o.invoice.amount)} · {formatKm(o.invoice.odometerKm)} na entrega
          </p>
          <SentFile order={o} slot="invoice" attachment={o.invoice.attachment} />
        </section>
      )}
      <WorkshopLinks order={o} />
      <section className="card" aria-label="Histórico">
        <h2>Histórico</h2>
        <ol>
          {o.history.map((e, i) => (
            <li key={i}>
              {formatDateTime(e.at)} · {WORK_ORDER_STATUS_LABELS[e.status]} · {e.byName}
              {e.note && <> · {e.note}</>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
