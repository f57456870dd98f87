import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { Attachment } from '@domain/attachments/attachment';
import { formatPlate } from '@domain/fleet/plate';
import {
  formatCentavos,
  QUOTE_LINE_KIND_LABELS,
  QUOTE_LINE_KINDS,
  WORK_ORDER_STATUS_LABELS,
  type QuoteLineKind,
  type WorkOrderFileSlot,
  type WorkshopView,
} from '@domain/work-orders/work-order';
import { AttachmentField } from '@/components/attachments/attachment-field';
import { workshopCall, workshopPhotoUrl, workshopUpload } from '@/data/work-orders/workshop-page';
import './workshop-link.css';

interface LineForm {
  kind: QuoteLineKind;
  description: string;
  quantity: string;
  price: string;
}

const emptyLine = (kind: QuoteLineKind): LineForm => ({ kind, description: '', quantity: '1', price: '' });
/** '1.234,56' or '1234.56' typed in R$ → centavos. */
const centavos = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);
const decimal = (text: string) => Number(text.replace(',', '.'));

/** What a form sends: its JSON body, and the file that goes with it (null: none). */
type Send = (body: unknown, file: File | null) => void;

const FILE_FIELD_LABEL = 'PDF ou foto, até 10 MB';

function QuoteForm({ onSend, busy }: { onSend: Send; busy: boolean }) {
  const [lines, setLines] = useState<LineForm[]>([emptyLine('part'), emptyLine('labour')]);
  const [deadline, setDeadline] = useState('');
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const set = (i: number, change: Partial<LineForm>) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, ...change } : line)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(
      {
        lines: lines
          .filter((l) => l.description.trim())
          .map((l) => ({
            kind: l.kind,
            description: l.description,
            quantity: decimal(l.quantity),
            unitPrice: centavos(l.price),
          })),
        ...(deadline && { deadline }),
        notes,
      },
      file,
    );
  };
  return (
    <form onSubmit={submit} aria-label="Enviar orçamento" className="workshop-form">
      <h2>Orçamento</h2>
      {lines.map((line, i) => (
        <fieldset key={i} className="workshop-line">
          <label>
            Tipo
            <select value={line.kind} onChange={(e) => set(i, { kind: e.target.value as QuoteLineKind })}>
              {QUOTE_LINE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {QUOTE_LINE_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Descrição
            <input value={line.description} onChange={(e) => set(i, { description: e.target.value })} />
          </label>
          <label>
            Quantidade
            <input inputMode="decimal" value={line.quantity} onChange={(e) => set(i, { quantity: e.target.value })} />
          </label>
          <label>
            Valor unitário (R$)
            <input inputMode="decimal" value={line.price} onChange={(e) => set(i, { price: e.target.value })} />
          </label>
        </fieldset>
      ))}
      <button type="button" onClick={() => setLines([...lines, emptyLine('part')])}>
        Adicionar item
      </button>
      <label>
        Prazo de entrega
        <input type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
      </label>
      <label>
        Observações
        <textarea value={notes} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <AttachmentField label={`Arquivo do orçamento (${FILE_FIELD_LABEL})`} progress={null} onChoose={setFile} />
      <button type="submit" disabled={busy}>
        {busy ? 'Enviando...' : 'Enviar orçamento'}
      </button>
    </form>
  );
}

function DoneForm({ onSend, busy }: { onSend: Send; busy: boolean }) {
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [km, setKm] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ invoiceNumber, odometerKm: Number(km.replace(/\D/g, '')) }, file);
  };
  return (
    <form onSubmit={submit} aria-label="Concluir serviço" className="workshop-form">
      <h2>Serviço concluído</h2>
      <label>
        Número da NF-e
        <input value={invoiceNumber} onChange={(e) => setInvoiceNumber(e.target.value)} />
      </label>
      <label>
        Km na entrega
        <input inputMode="numeric" value={km} onChange={(e) => setKm(e.target.value)} />
      </label>
      <AttachmentField label={`Arquivo da NF-e (${FILE_FIELD_LABEL})`} progress={null} onChoose={setFile} />
      <button type="submit" disabled={busy}>
        {busy ? 'Enviando...' : 'Marcar como concluído'}
      </button>
    </form>
  );
}

function SentFile({ attachment }: { attachment: Attachment | null }) {
  if (!attachment) return null;
  const kind = attachment.contentType === 'application/pdf' ? 'PDF' : 'Foto';
  return (
    <p>
      Arquivo enviado: {kind} ({Math.max(1, Math.round(attachment.size / 1024)).toLocaleString('pt-BR')} KB)
    </p>
  );
}

/**
 * `/oficina/:token`: what a workshop sees through its link, without an account: the vehicle, the
 * defects and the quote; it sends the quote and, once approved, marks the service done. A revoked or
 * expired link shows the server's pt-BR message.
 */
export function WorkshopLinkRoute() {
  const { id: token = '' } = useParams();
  const [view, setView] = useState<WorkshopView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    workshopCall('view', token).then(setView, (e: Error) => setError(e.message));
  }, [token]);

  const run = (work: () => Promise<WorkshopView>) => {
    setBusy(true);
    setError(null);
    work()
      .then(setView, (e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };
  const upload = (slot: WorkOrderFileSlot, file: File | null) =>
    file ? workshopUpload(token, slot, file) : Promise.resolve(null);
  // The quote's file goes once the quote is there (a new quote replaces the last one's file); the
  // invoice's first, so a refused file is said before the O.S. closes.
  const sendQuote: Send = (body, file) =>
    run(async () => {
      const quoted = await workshopCall('quote', token, body);
      setView(quoted);
      await upload('quote', file);
      return workshopCall('view', token);
    });
  const complete: Send = (body, file) =>
    run(async () => {
      await upload('invoice', file);
      return workshopCall('complete', token, body);
    });

  if (!view)
    return (
      <main className="workshop-page">
        <h1>CheckFrota · Ordem de serviço</h1>
        <p role={error ? 'alert' : 'status'}>{error ?? 'Carregando...'}</p>
      </main>
    );
  const { vehicle, quote } = view;
  return (
    <main className="workshop-page">
      <h1>
        {view.number} · {view.companyName}
      </h1>
      <p>
        Status: <strong>{WORK_ORDER_STATUS_LABELS[view.status]}</strong>
      </p>
      {error && <p role="alert">{error}</p>}
      <section aria-label="Veículo">
        <h2>Veículo</h2>
        <p>
          {vehicle.name} · {formatPlate(vehicle.plate)} · {vehicle.model} · {vehicle.km.toLocaleString('pt-BR')} km
        </p>
        <p>{view.description}</p>
      </section>
      {view.defects.length > 0 && (
        <section aria-label="Defeitos">
          <h2>Defeitos</h2>
          <ul>
            {view.defects.map((d) => (
              <li key={d.id}>
                <strong>{d.title}</strong>
                {d.comment && (
                  <>
                    {' '}
                    — “{d.comment}” ({d.reportedByName})
                  </>
                )}
                {d.photos.length > 0 && (
                  <div className="workshop-photos">
                    {d.photos.map((ref, i) => (
                      <img key={ref} src={workshopPhotoUrl(token, ref)} alt={`Foto ${i + 1} de ${d.title}`} />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {quote && (
        <section aria-label="Orçamento enviado">
          <h2>Orçamento enviado</h2>
          <ul>
            {quote.lines.map((l, i) => (
              <li key={i}>
                {QUOTE_LINE_KIND_LABELS[l.kind]}: {l.description} · {l.quantity} × {formatCentavos(l.unitPrice)}
              </li>
            ))}
          </ul>
          <p>
            <strong>Total {formatCentavos(quote.totals.total)}</strong>
          </p>
          <SentFile attachment={quote.attachment} />
        </section>
      )}
      {(view.status === 'awaiting_quote' || view.status === 'quote_received') && (
        <QuoteForm onSend={sendQuote} busy={busy} />
      )}
      {view.status === 'approved' && (
        <button type="button" onClick={() => run(() => workshopCall('start', token))} disabled={busy}>
          Iniciar serviço
        </button>
      )}
      {(view.status === 'approved' || view.status === 'in_progress') && <DoneForm onSend={complete} busy={busy} />}
      {view.invoice && (
        <section aria-label="Serviço concluído">
          <p>
            Concluído · NF-e {view.invoice.number} · {view.invoice.odometerKm.toLocaleString('pt-BR')} km. Obrigado!
          </p>
          <SentFile attachment={view.invoice.attachment} />
        </section>
      )}
    </main>
  );
}
