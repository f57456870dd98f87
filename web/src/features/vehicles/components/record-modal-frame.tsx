import { useId, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { RecordKind, ValidRecordInputs } from '@domain/fleet/records.schema';
import { ErrorBanner } from '@/components/ui/error-banner';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { useAddVehicleRecord } from '@/data/vehicles/add-vehicle-record';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { useApiForm } from '@/lib/forms';
import { causeOf, VEHICLE_TEXTS } from './vehicle-messages';

export const RECORD_MODAL_TITLES: Record<RecordKind, string> = {
  maintenance: 'Adicionar Manutenção',
  fuel: 'Adicionar Abastecimento',
  oil_change: 'Adicionar Troca de Óleo',
};

export interface RecordModalProps {
  vehicle: VehicleWithOil;
  onClose: () => void;
}

/** Every record kind has the moment it was made and its notes. */
export const performedAtInput = { label: 'Data', type: 'datetime-local', step: 60, required: true } as const;
export const notesInput = { label: 'Observações', rows: 2 } as const;

/**
 * A record's form: on success the detail reloads, the modal closes (its form goes with it) and the
 * spec's alert shows; a refusal reads 'Erro ao salvar registro: ...'.
 */
export function useRecordForm<TValues extends FieldValues, K extends RecordKind>(
  kind: K,
  { vehicle, onClose }: RecordModalProps,
  resolver: Resolver<TValues, unknown, ValidRecordInputs[K]>,
  defaultValues: NoInfer<DefaultValues<TValues>>,
) {
  const addRecord = useAddVehicleRecord();
  const formId = useId();
  const form = useApiForm<TValues, ValidRecordInputs[K]>({
    resolver,
    defaultValues,
    onSave: async (input) => {
      // The kind and its input go together; the union cannot see that through the generic K.
      await addRecord.mutateAsync({ vehicleId: vehicle.id, kind, input } as Parameters<
        typeof addRecord.mutateAsync
      >[0]);
      toast.success(VEHICLE_TEXTS.recordAdded[kind]);
      onClose();
    },
    serverError: (error) => VEHICLE_TEXTS.saveRecord(causeOf(error)),
  });
  const frame = {
    kind,
    formId,
    busy: form.formState.isSubmitting,
    serverError: form.formState.errors.root?.server?.message,
    onClose,
    onSubmit: form.save,
  };
  return { ...form, frame };
}

/**
 * The modal and form around a record's fields: Cancelar and 'Salvar Registro' ('Salvando...'), the
 * form's banner on top. Its props come from `useRecordForm(...).frame`.
 */
export function RecordModalFrame({
  kind,
  formId,
  busy,
  serverError,
  onClose,
  onSubmit,
  children,
}: {
  kind: RecordKind;
  formId: string;
  busy: boolean;
  serverError: string | undefined;
  onClose: () => void;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={RECORD_MODAL_TITLES[kind]}
      size="lg"
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={<FormActions cancel={onClose} saveLabel="Salvar Registro" busy={busy} form={formId} />}
    >
      {serverError && <ErrorBanner>{serverError}</ErrorBanner>}
      <form id={formId} className="record-form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
