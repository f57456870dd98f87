import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import {
  DEFECT_EVENT_LABELS,
  isOpenDefect,
  type DefectDetail,
  type DefectEvent,
  type DefectReport,
} from '@domain/fleet/defect';
import type { ResolveDefectBody } from '@domain/fleet/defect.schema';
import { formatPlate } from '@domain/fleet/plate';
import {
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  MaintenanceInputSchema,
  type MaintenanceInput,
  type MaintenanceType,
} from '@domain/fleet/records.schema';
import { MESSAGES } from '@domain/messages';
import { paths } from '@domain/paths';
import { AuthorizedImage } from '@/components/images/authorized-image';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { LoadingState } from '@/components/ui/spinner';
import { defectQueries } from '@/data/defects/defect-queries';
import { useDismissDefect } from '@/data/defects/dismiss-defect';
import { useReopenDefect } from '@/data/defects/reopen-defect';
import { useResolveDefect } from '@/data/defects/resolve-defect';
import { useStartDefect } from '@/data/defects/start-defect';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { errorMessage } from '@/lib/api-error';
import { formatCurrency, formatDateTime, formatKm } from '@/lib/format';
import { DefectStatusBadge, NewSinceCheckOutBadge, SeverityBadge } from './defect-badges';
import { reportsCountText } from './defect-rows';

const m = MESSAGES.defects;
const SAVE_ERROR = 'Erro ao salvar. Tente novamente.';

type Step = 'view' | 'resolve' | 'dismiss' | 'reopen';

/** A defect's reports, history and actions ('Em andamento', 'Resolver', 'Sem necessidade de correção', 'Reabrir'). */
export function DefectDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const defect = useQuery(defectQueries.detail(id));
  const [step, setStep] = useState<Step>('view');
  const title = defect.data?.title ?? 'Defeito';

  return (
    <Modal open title={title} size="lg" onClose={onClose}>
      {defect.isPending && <LoadingState text="Carregando defeito..." />}
      {defect.isError && (
        <ErrorBanner onRetry={() => defect.refetch()}>
          {errorMessage(defect.error, 'Erro ao carregar o defeito')}
        </ErrorBanner>
      )}
      {defect.data &&
        (step === 'view' ? (
          <DefectView defect={defect.data} onStep={setStep} />
        ) : step === 'resolve' ? (
          <ResolveForm defect={defect.data} onDone={() => setStep('view')} />
        ) : (
          <ReasonForm defect={defect.data} action={step} onDone={() => setStep('view')} />
        ))}
    </Modal>
  );
}

function DefectView({ defect, onStep }: { defect: DefectDetail; onStep: (step: Step) => void }) {
  const start = useStartDefect({ onSuccess: () => toast.success(m.started) });
  const open = isOpenDefect(defect.status);
  return (
    <div className="defect-detail">
      <div className="row-item-badges">
        <SeverityBadge severity={defect.severity} />
        <DefectStatusBadge status={defect.status} />
        <NewSinceCheckOutBadge mark={defect.newSinceCheckOut} />
      </div>
      <p>
        <Link to={paths.admin.vehicle(defect.vehicle.id)}>
          {defect.vehicle.name} · <span className="plate">{formatPlate(defect.vehicle.plate)}</span>
        </Link>
      </p>
      <p className="muted">
        Aberto em {formatDateTime(defect.openedAt)} · {reportsCountText(defect.reportsCount)}
      </p>

      {start.isError && <ErrorBanner>{errorMessage(start.error, SAVE_ERROR)}</ErrorBanner>}
      <div className="defect-actions">
        {defect.status === 'open' && (
          <Button variant="secondary" disabled={start.isPending} onClick={() => start.mutate({ id: defect.id })}>
            {start.isPending ? 'Salvando...' : 'Em andamento'}
          </Button>
        )}
        {open && <Button onClick={() => onStep('resolve')}>Resolver</Button>}
        {open && (
          <Button variant="secondary" onClick={() => onStep('dismiss')}>
            Sem necessidade de correção
          </Button>
        )}
        {!open && (
          <Button variant="secondary" onClick={() => onStep('reopen')}>
            Reabrir
          </Button>
        )}
      </div>

      <section className="defect-section" aria-label="Relatos">
        <h3>Relatos</h3>
        <ol className="defect-timeline">
          {defect.reports.map((report, index) => (
            <ReportItem key={report.checklistId} report={report} first={index === 0} />
          ))}
        </ol>
      </section>

      <section className="defect-section" aria-label="Histórico">
        <h3>Histórico</h3>
        <ol className="defect-timeline">
          {defect.history.map((event, index) => (
            <HistoryItem key={`${event.kind}-${event.at}-${index}`} event={event} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function ReportItem({ report, first }: { report: DefectReport; first: boolean }) {
  return (
    <li>
      <p>
        <strong>{first ? 'Primeiro relato' : 'Reportado novamente'}</strong> · {report.reportedByName} ·{' '}
        {formatDateTime(report.reportedAt)}
      </p>
      {report.comment && <p>{report.comment}</p>}
      <p>
        <Link to={paths.admin.response(report.checklistId)}>Ver resposta</Link>
      </p>
      {report.photos.length > 0 && (
        <div className="defect-photos">
          {report.photos.map((photo, i) => (
            <AuthorizedImage
              key={photo}
              src={photo}
              size="thumb"
              alt={`Foto ${i + 1} do relato de ${report.reportedByName}`}
            />
          ))}
        </div>
      )}
    </li>
  );
}

function HistoryItem({ event }: { event: DefectEvent }) {
  return (
    <li>
      <p>
        <strong>{DEFECT_EVENT_LABELS[event.kind] ?? event.kind}</strong> · {event.byName} · {formatDateTime(event.at)}
      </p>
      {event.note && <p>{event.note}</p>}
    </li>
  );
}

type MaintenanceChoice = 'none' | 'link' | 'create';

/** 'Resolver': a note, and optionally the maintenance record that repaired it, linked or created from a prefilled form. */
function ResolveForm({ defect, onDone }: { defect: DefectDetail; onDone: () => void }) {
  const formId = useId();
  const resolve = useResolveDefect({
    onSuccess: () => {
      toast.success(m.resolved);
      onDone();
    },
  });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [choice, setChoice] = useState<MaintenanceChoice>('none');
  const [recordId, setRecordId] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const [type, setType] = useState<MaintenanceType>('repair');
  const [description, setDescription] = useState(defect.title);
  const [cost, setCost] = useState('');
  const [km, setKm] = useState<string | null>(null);
  const [maintenanceErrors, setMaintenanceErrors] = useState<Partial<Record<keyof MaintenanceInput, string>>>({});

  const vehicle = useQuery({ ...vehicleQueries.detail(defect.vehicle.id), enabled: choice === 'create' });
  const records = useQuery({ ...vehicleQueries.records(defect.vehicle.id, 'maintenance'), enabled: choice === 'link' });
  const kmValue = km ?? (vehicle.data ? String(vehicle.data.currentKm) : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    setNoteError(trimmed ? undefined : m.resolutionNoteRequired);
    const missingLink = choice === 'link' && !recordId;
    setLinkError(missingLink ? 'Escolha a manutenção' : undefined);
    // The record's own rules (the API's schema): an empty cost or km is refused, not sent as zero.
    const maintenance: MaintenanceInput = {
      type,
      description: description.trim(),
      cost: cost.trim() === '' ? Number.NaN : Number(cost),
      kmAtMaintenance: kmValue.trim() === '' ? Number.NaN : Number(kmValue),
    };
    const checked = choice === 'create' ? MaintenanceInputSchema.safeParse(maintenance) : null;
    const fieldErrors: Partial<Record<keyof MaintenanceInput, string>> = {};
    for (const issue of checked?.error?.issues ?? []) {
      const name = issue.path[0] as keyof MaintenanceInput;
      fieldErrors[name] ??= issue.message;
    }
    setMaintenanceErrors(fieldErrors);
    if (!trimmed || missingLink || (checked && !checked.success)) return;
    const body: ResolveDefectBody = { note: trimmed };
    if (choice === 'link') body.maintenanceRecordId = recordId;
    if (choice === 'create') body.maintenance = maintenance;
    resolve.mutate({ id: defect.id, body });
  }

  return (
    <form id={formId} className="defect-action-form" noValidate onSubmit={submit} aria-label="Resolver defeito">
      {resolve.isError && <ErrorBanner>{errorMessage(resolve.error, SAVE_ERROR)}</ErrorBanner>}
      <TextAreaField
        label="O que foi feito"
        required
        rows={3}
        value={note}
        error={noteError}
        onChange={(e) => setNote(e.target.value)}
      />
      <SelectField label="Manutenção" value={choice} onChange={(e) => setChoice(e.target.value as MaintenanceChoice)}>
        <option value="none">Sem registro de manutenção</option>
        <option value="link">Vincular uma manutenção existente</option>
        <option value="create">Registrar uma nova manutenção</option>
      </SelectField>

      {choice === 'link' &&
        (records.isPending ? (
          <LoadingState text="Carregando manutenções..." />
        ) : records.isError ? (
          <ErrorBanner onRetry={() => records.refetch()}>
            {errorMessage(records.error, 'Erro ao carregar as manutenções')}
          </ErrorBanner>
        ) : records.data.length === 0 ? (
          <p className="muted">Nenhuma manutenção registrada neste veículo.</p>
        ) : (
          <SelectField
            label="Manutenção realizada"
            required
            value={recordId}
            error={linkError}
            onChange={(e) => setRecordId(e.target.value)}
          >
            <option value="">Selecione</option>
            {records.data.map((record) => (
              <option key={record.id} value={record.id}>
                {formatDateTime(record.performedAt)} · {record.description} · {formatCurrency(record.cost)} ·{' '}
                {formatKm(record.kmAtMaintenance)}
              </option>
            ))}
          </SelectField>
        ))}

      {choice === 'create' && (
        <>
          <SelectField
            label="Tipo de manutenção"
            required
            value={type}
            error={maintenanceErrors.type}
            onChange={(e) => setType(e.target.value as MaintenanceType)}
          >
            {MAINTENANCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {MAINTENANCE_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Descrição"
            required
            value={description}
            error={maintenanceErrors.description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <div className="form-grid">
            <TextField
              label="Custo (R$)"
              required
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={cost}
              error={maintenanceErrors.cost}
              onChange={(e) => setCost(e.target.value)}
            />
            <TextField
              label="Quilometragem"
              required
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={kmValue}
              error={maintenanceErrors.kmAtMaintenance}
              onChange={(e) => setKm(e.target.value)}
            />
          </div>
        </>
      )}
      <FormActions cancel={onDone} saveLabel="Resolver" busy={resolve.isPending} form={formId} />
    </form>
  );
}

const REASON_FORMS = {
  dismiss: {
    label: 'Motivo',
    title: 'Sem necessidade de correção',
    required: m.dismissReasonRequired,
    done: m.dismissed,
    save: 'Confirmar',
  },
  reopen: {
    label: 'Motivo da reabertura',
    title: 'Reabrir',
    required: m.reopenReasonRequired,
    done: m.reopened,
    save: 'Reabrir',
  },
} as const;

/** 'Sem necessidade de correção' and 'Reabrir': each asks why. */
function ReasonForm({
  defect,
  action,
  onDone,
}: {
  defect: DefectDetail;
  action: 'dismiss' | 'reopen';
  onDone: () => void;
}) {
  const formId = useId();
  const texts = REASON_FORMS[action];
  const options = {
    onSuccess: () => {
      toast.success(texts.done);
      onDone();
    },
  };
  const dismiss = useDismissDefect(options);
  const reopen = useReopenDefect(options);
  const mutation = action === 'dismiss' ? dismiss : reopen;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    setError(trimmed ? undefined : texts.required);
    if (trimmed) mutation.mutate({ id: defect.id, reason: trimmed });
  }

  return (
    <form id={formId} className="defect-action-form" noValidate onSubmit={submit} aria-label={texts.title}>
      {mutation.isError && <ErrorBanner>{errorMessage(mutation.error, SAVE_ERROR)}</ErrorBanner>}
      <TextAreaField
        label={texts.label}
        required
        rows={3}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormActions cancel={onDone} saveLabel={texts.save} busy={mutation.isPending} form={formId} />
    </form>
  );
}
