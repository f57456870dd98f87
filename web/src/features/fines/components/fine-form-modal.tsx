import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { isIsoDay } from '@domain/dates';
import { FineInputSchema, type ValidFineInput } from '@domain/fines/fine.schema';
import { custodyTimesLabel } from '@domain/fleet/custody';
import {
  DRIVER_SUGGESTION_LABELS,
  FINE_STATUS_LABELS,
  FINE_STATUSES,
  type FineStatus,
  type TrafficFine,
} from '@domain/fines/fines';
import { attachmentMessages } from '@domain/attachments/messages';
import { fineMessages } from '@domain/fines/messages';
import { formatPlate } from '@domain/fleet/plate';
import { AttachmentField } from '@/components/attachments/attachment-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { MoneyField } from '@/components/ui/money-field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { saveDownload } from '@/data/responses/response-pdf';
import { useDeleteFine } from '@/data/fines/delete-fine';
import { fineAttachment } from '@/data/fines/fine-attachment';
import { fineQueries } from '@/data/fines/fine-queries';
import { useSaveFine } from '@/data/fines/save-fine';
import { errorMessage } from '@/lib/api-error';
import { localDateTimeToIso, localDateTimeValue } from '@/lib/datetime-local';
import { numberOf, useApiForm, zodFormResolver } from '@/lib/forms';
import { moneyOf, moneyText } from '@/lib/money';
import { IndicationDeadline } from '@/components/fines/fine-badges';
import { DriverSelect, VehicleSelect } from '@/components/fleet/choice-selects';

const m = fineMessages;
interface FineValues {
  vehicleId: string;
  infractionNumber: string;
  occurredAt: string;
  place: string;
  description: string;
  amount: string;
  points: string;
  notificationDate: string;
  status: FineStatus;
  driverId: string;
}

const resolver = zodFormResolver<FineValues, ValidFineInput>(FineInputSchema, (v) => ({
  vehicleId: v.vehicleId,
  infractionNumber: v.infractionNumber,
  occurredAt: localDateTimeToIso(v.occurredAt) ?? v.occurredAt,
  place: v.place,
  description: v.description,
  amount: moneyOf(v.amount),
  points: numberOf(v.points),
  notificationDate: v.notificationDate,
  status: v.status,
  driverId: v.driverId || null,
}));

function valuesOf(fine: TrafficFine | null): FineValues {
  return {
    vehicleId: fine?.vehicleId ?? '',
    infractionNumber: fine?.infractionNumber ?? '',
    occurredAt: fine ? localDateTimeValue(fine.occurredAt) : '',
    place: fine?.place ?? '',
    description: fine?.description ?? '',
    amount: moneyText(fine?.amount),
    points: fine ? String(fine.points) : '',
    notificationDate: fine?.notificationDate ?? '',
    status: fine?.status ?? 'awaiting_indication',
    driverId: fine?.driver?.id ?? '',
  };
}

/**
 * 'Nova multa' or an existing one ('?fine=ID'): its fields, the driver suggested from who held the
 * vehicle at that moment (the admin confirms with 'Indicar …' or picks another), the indication
 * deadline with its days left, and, once saved, the notification's attachment.
 */
export function FineFormModal({ fine, onClose }: { fine: TrafficFine | null; onClose: () => void }) {
  const formId = useId();
  const save = useSaveFine();
  const {
    fieldProps,
    setValue,
    clearErrors,
    control,
    save: submit,
    formState: { errors, isSubmitting },
  } = useApiForm<FineValues, ValidFineInput>({
    resolver,
    defaultValues: valuesOf(fine),
    onSave: async (input) => {
      await save.mutateAsync({ id: fine?.id ?? null, input });
      toast.success(fine ? m.updated : m.created);
      onClose();
    },
    serverError: m.saveError,
  });
  const [vehicleId, occurredAt, notificationDate, status, amount, driverId] = useWatch({
    control,
    name: ['vehicleId', 'occurredAt', 'notificationDate', 'status', 'amount', 'driverId'],
  });
  const occurredIso = localDateTimeToIso(occurredAt);
  const suggestion = useQuery({
    ...fineQueries.suggestion(vehicleId, occurredIso ?? ''),
    enabled: vehicleId !== '' && occurredIso !== null,
  });
  const suggested = suggestion.data;
  const [deleting, setDeleting] = useState(false);

  const indicate = (id: string) => {
    setValue('driverId', id);
    setValue('status', 'driver_indicated');
    clearErrors(['driverId', 'status']);
  };

  return (
    <Modal
      open
      title={fine ? `Multa ${fine.infractionNumber}` : 'Nova multa'}
      size="lg"
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      footer={<FormActions cancel={onClose} saveLabel="Salvar multa" busy={isSubmitting} form={formId} />}
    >
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <form id={formId} className="record-form" noValidate onSubmit={submit}>
        <div className="form-grid">
          <VehicleSelect label="Veículo" emptyLabel="Selecione o veículo" required {...fieldProps('vehicleId')} />
          <TextField label="Número do auto de infração" required {...fieldProps('infractionNumber')} />
          <TextField
            label="Data e hora da infração"
            type="datetime-local"
            step={60}
            required
            {...fieldProps('occurredAt')}
          />
          <TextField label="Data da notificação" type="date" required {...fieldProps('notificationDate')} />
          <MoneyField label="Valor (R$)" required {...fieldProps('amount')} />
          <TextField
            label="Pontos"
            type="number"
            inputMode="numeric"
            min={0}
            max={7}
            step={1}
            required
            {...fieldProps('points')}
          />
        </div>
        <TextField label="Local" required {...fieldProps('place')} />
        <TextAreaField label="Descrição" rows={2} required {...fieldProps('description')} />

        {suggested && suggested.driver.id !== driverId && (
          <div className="fine-suggestion" role="status">
            <span>
              Sugestão: <strong>{suggested.driver.name}</strong> — {DRIVER_SUGGESTION_LABELS[suggested.source]}
              {suggested.custodyTimes && ` (${custodyTimesLabel(suggested.custodyTimes)})`}
            </span>
            <Button size="sm" variant="secondary" onClick={() => indicate(suggested.driver.id)}>
              Indicar {suggested.driver.name}
            </Button>
          </div>
        )}

        <div className="form-grid">
          <SelectField label="Situação" required {...fieldProps('status')}>
            {FINE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {FINE_STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <DriverSelect label="Condutor indicado" emptyLabel="Nenhum" kept={fine?.driver} {...fieldProps('driverId')} />
        </div>
        {isIsoDay(notificationDate) && (
          <IndicationDeadline fine={{ status, notificationDate, amount: moneyOf(amount) || 0 }} />
        )}
      </form>

      {fine && <FineAttachment fine={fine} />}
      {fine && (
        <div className="fine-attachment">
          <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
            Excluir multa
          </Button>
        </div>
      )}
      {fine && <DeleteFine fine={fine} open={deleting} onCancel={() => setDeleting(false)} onDeleted={onClose} />}
    </Modal>
  );
}

function DeleteFine({
  fine,
  open,
  onCancel,
  onDeleted,
}: {
  fine: TrafficFine;
  open: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteFine();
  return (
    <ConfirmDialog
      open={open}
      title={m.confirmDelete}
      confirmLabel="Excluir"
      busyLabel="Excluindo..."
      busy={remove.isPending}
      onCancel={onCancel}
      onConfirm={() =>
        remove.mutate(
          { id: fine.id },
          {
            onSuccess: () => {
              toast.success(m.deleted);
              onDeleted();
            },
            onError: (error) => toast.error(errorMessage(error, m.deleteError)),
          },
        )
      }
    >
      <p>
        Auto {fine.infractionNumber} de {fine.vehicle.name} ({formatPlate(fine.vehicle.plate)}).
      </p>
    </ConfirmDialog>
  );
}

/** The notification's scan or photo: sent with its progress as soon as it is chosen, downloaded, removed. */
function FineAttachment({ fine }: { fine: TrafficFine }) {
  const upload = fineAttachment.useUpload();
  const download = fineAttachment.useDownload();
  const remove = fineAttachment.useRemove();
  const [attached, setAttached] = useState(fine.attachment);
  const texts = attachmentMessages;
  const params = { id: fine.id };

  const send = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { params, file },
      {
        onSuccess: (attachment) => {
          setAttached(attachment);
          toast.success(texts.uploaded);
        },
        onError: (error) => toast.error(errorMessage(error, texts.uploadError)),
      },
    );
  };

  return (
    <section className="fine-attachment" aria-label="Anexo da notificação">
      <h3>Anexo da notificação</h3>
      {attached ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(params, {
                onSuccess: (file) => saveDownload(file, `Multa_${fine.infractionNumber}`),
                onError: (error) => toast.error(errorMessage(error, texts.notFound)),
              })
            }
          >
            Baixar anexo
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(params, {
                onSuccess: () => {
                  setAttached(null);
                  toast.success(texts.removed);
                },
                onError: (error) => toast.error(errorMessage(error, texts.uploadError)),
              })
            }
          >
            Remover anexo
          </Button>
        </>
      ) : (
        <span className="muted">Nenhum anexo.</span>
      )}
      {/* A new field after each change, so the same file can be chosen again. */}
      <AttachmentField
        key={attached?.uploadedAt ?? 'none'}
        label={attached ? 'Substituir anexo' : 'Enviar anexo'}
        progress={upload.progress}
        onChoose={send}
      />
    </section>
  );
}
