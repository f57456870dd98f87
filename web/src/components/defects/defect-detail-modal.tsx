import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import {
  DEFECT_EVENT_LABELS,
  defectTransition,
  type DefectAction,
  type DefectDetail,
  type DefectEvent,
  type DefectReport,
} from '@domain/fleet/defect';
import {
  DismissDefectBodySchema,
  ReopenDefectBodySchema,
  ResolveDefectBodySchema,
  type ValidResolveDefectBody,
} from '@domain/fleet/defect.schema';
import { formatPlate } from '@domain/fleet/plate';
import { MAINTENANCE_TYPE_LABELS, MAINTENANCE_TYPES, type MaintenanceType } from '@domain/fleet/records.schema';
import { defectMessages, vehicleMessages } from '@domain/fleet/messages';
import { paths } from '@domain/paths';
import { AuthorizedImage } from '@/components/images/authorized-image';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { kmInput, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { ReasonForm } from '@/components/ui/reason-form';
import { LoadingState } from '@/components/ui/spinner';
import { defectQueries } from '@/data/defects/defect-queries';
import { useDismissDefect } from '@/data/defects/dismiss-defect';
import { useReopenDefect } from '@/data/defects/reopen-defect';
import { useResolveDefect } from '@/data/defects/resolve-defect';
import { useStartDefect } from '@/data/defects/start-defect';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { errorMessage } from '@/lib/api-error';
import { formatCurrency, formatDateTime, formatKm } from '@/lib/format';
import { numberOf, useApiForm, zodFormResolver } from '@/lib/forms';
import { moneyOf } from '@/lib/money';
import { MoneyField } from '@/components/ui/money-field';
import { DefectOpened, DefectStatusBadge, NewSinceCheckOutBadge, SeverityBadge } from './defect-badges';

const m = defectMessages;
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
          <DefectReasonForm defect={defect.data} action={step} onDone={() => setStep('view')} />
        ))}
    </Modal>
  );
}

function DefectView({ defect, onStep }: { defect: DefectDetail; onStep: (step: Step) => void }) {
  const start = useStartDefect({ onSuccess: () => toast.success(m.started) });
  // What the domain's transition table lets this defect do next: the API applies the same table.
  const can = (action: DefectAction) => defectTransition(defect.status, action).ok;
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
      <DefectOpened defect={defect} className="muted" />

      {start.isError && <ErrorBanner>{errorMessage(start.error, SAVE_ERROR)}</ErrorBanner>}
      <div className="defect-actions">
        {can('start') && (
          <Button variant="secondary" disabled={start.isPending} onClick={() => start.mutate({ id: defect.id })}>
            {start.isPending ? 'Salvando...' : 'Em andamento'}
          </Button>
        )}
        {can('resolve') && <Button onClick={() => onStep('resolve')}>Resolver</Button>}
        {can('dismiss') && (
          <Button variant="secondary" onClick={() => onStep('dismiss')}>
            Sem necessidade de correção
          </Button>
        )}
        {can('reopen') && (
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

const MAINTENANCE_CHOICES = {
  none: 'Sem registro de manutenção',
  link: 'Vincular uma manutenção existente',
  create: 'Registrar uma nova manutenção',
} as const;
type MaintenanceChoice = keyof typeof MAINTENANCE_CHOICES;

interface ResolveValues {
  note: string;
  choice: MaintenanceChoice;
  maintenanceRecordId: string;
  /** The new record's fields, as typed; cost and km become numbers for the schema. */
  maintenance: { type: MaintenanceType; description: string; cost: string; kmAtMaintenance: string };
}

const bodyResolver = zodFormResolver<ResolveValues, ValidResolveDefectBody>(ResolveDefectBodySchema, (v) => ({
  note: v.note,
  ...(v.choice === 'link' && v.maintenanceRecordId && { maintenanceRecordId: v.maintenanceRecordId }),
  ...(v.choice === 'create' && {
    maintenance: {
      ...v.maintenance,
      cost: moneyOf(v.maintenance.cost),
      kmAtMaintenance: numberOf(v.maintenance.kmAtMaintenance),
    },
  }),
}));

/** The API's schema checks the body; that linking needs a record chosen only the form knows. */
const resolveResolver: Resolver<ResolveValues, unknown, ValidResolveDefectBody> = async (values, context, options) => {
  const result = await bodyResolver(values, context, options);
  if (values.choice !== 'link' || values.maintenanceRecordId) return result;
  return {
    values: {},
    errors: { ...result.errors, maintenanceRecordId: { type: 'required', message: 'Escolha a manutenção' } },
  };
};

/** 'Resolver': a note, and optionally the maintenance record that repaired it, linked or created from a prefilled form. */
function ResolveForm({ defect, onDone }: { defect: DefectDetail; onDone: () => void }) {
  const formId = useId();
  const resolve = useResolveDefect({
    onSuccess: () => {
      toast.success(m.resolved);
      onDone();
    },
  });
  const {
    control,
    fieldProps,
    save,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useApiForm<ResolveValues, ValidResolveDefectBody>({
    resolver: resolveResolver,
    defaultValues: {
      note: '',
      choice: 'none',
      maintenanceRecordId: '',
      maintenance: { type: 'repair', description: defect.title, cost: '', kmAtMaintenance: '' },
    },
    onSave: async (body) => {
      await resolve.mutateAsync({ id: defect.id, body });
    },
    serverError: SAVE_ERROR,
  });
  const choice = useWatch({ control, name: 'choice' });

  const vehicle = useQuery({ ...vehicleQueries.detail(defect.vehicle.id), enabled: choice === 'create' });
  const records = useQuery({ ...vehicleQueries.records(defect.vehicle.id, 'maintenance'), enabled: choice === 'link' });
  // The new record starts at the vehicle's odometer, once it is known and unless one was typed.
  const currentKm = vehicle.data?.currentKm;
  useEffect(() => {
    if (currentKm !== undefined && !getFieldState('maintenance.kmAtMaintenance').isDirty) {
      setValue('maintenance.kmAtMaintenance', String(currentKm));
    }
  }, [currentKm, getFieldState, setValue]);

  return (
    <form id={formId} className="reason-form" noValidate onSubmit={save} aria-label="Resolver defeito">
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <TextAreaField label="O que foi feito" required rows={3} {...fieldProps('note')} />
      <SelectField label="Manutenção" {...fieldProps('choice')}>
        {Object.entries(MAINTENANCE_CHOICES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
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
          <SelectField label="Manutenção realizada" required {...fieldProps('maintenanceRecordId')}>
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
          {vehicle.isError && (
            <ErrorBanner onRetry={() => vehicle.refetch()}>{vehicleMessages.lookupError}</ErrorBanner>
          )}
          <SelectField label="Tipo de manutenção" required {...fieldProps('maintenance.type')}>
            {MAINTENANCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {MAINTENANCE_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <TextField label="Descrição" required {...fieldProps('maintenance.description')} />
          <div className="form-grid">
            <MoneyField label="Custo (R$)" required {...fieldProps('maintenance.cost')} />
            <TextField label="Quilometragem" required {...kmInput} {...fieldProps('maintenance.kmAtMaintenance')} />
          </div>
        </>
      )}
      <FormActions cancel={onDone} saveLabel="Resolver" busy={isSubmitting} form={formId} />
    </form>
  );
}

const REASON_FORMS = {
  dismiss: {
    label: 'Motivo',
    title: 'Sem necessidade de correção',
    schema: DismissDefectBodySchema,
    done: m.dismissed,
    save: 'Confirmar',
  },
  reopen: {
    label: 'Motivo da reabertura',
    title: 'Reabrir',
    schema: ReopenDefectBodySchema,
    done: m.reopened,
    save: 'Reabrir',
  },
} as const;

/** 'Sem necessidade de correção' and 'Reabrir': each asks why, with the API's schema for the reason. */
function DefectReasonForm({
  defect,
  action,
  onDone,
}: {
  defect: DefectDetail;
  action: 'dismiss' | 'reopen';
  onDone: () => void;
}) {
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
  return (
    <ReasonForm
      title={texts.title}
      label={texts.label}
      schema={texts.schema}
      saveLabel={texts.save}
      onSubmit={(reason) => mutation.mutateAsync({ id: defect.id, reason })}
      serverError={SAVE_ERROR}
      onCancel={onDone}
    />
  );
}
