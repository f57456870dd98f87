import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { FUEL_TYPE_LABELS, FUEL_TYPES, fuelTotalCost, type FuelType } from '@domain/fleet/fuel';
import {
  FuelInputSchema,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  MaintenanceInputSchema,
  OilChangeInputSchema,
  type MaintenanceType,
  type RecordKind,
  type ValidFuelInput,
  type ValidMaintenanceInput,
  type ValidOilChangeInput,
} from '@domain/fleet/records.schema';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useAddVehicleRecord, type AddRecordRequest } from '@/data/vehicles/add-vehicle-record';
import { showServerErrors, zodFormResolver } from '@/lib/forms';
import { formatCurrency } from './fleet-format';
import { numberOf } from './vehicle-form-values';
import { causeOf, VEHICLE_TEXTS } from './vehicle-messages';
import { localDateTimeValue, optionalNumberOf, optionalTextOf, performedAtOf } from './record-form-values';

export const RECORD_MODAL_TITLES: Record<RecordKind, string> = {
  maintenance: 'Adicionar Manutenção',
  fuel: 'Adicionar Abastecimento',
  oil_change: 'Adicionar Troca de Óleo',
};

interface RecordModalProps {
  vehicle: VehicleWithOil;
  onClose: () => void;
}

/** Saves a record: on success the detail reloads, the modal closes (its form goes with it) and the spec's alert shows. */
function useSaveRecord<TValues extends FieldValues>(kind: RecordKind, onClose: () => void) {
  const addRecord = useAddVehicleRecord();
  return async (request: AddRecordRequest, setError: UseFormSetError<TValues>) => {
    try {
      await addRecord.mutateAsync(request);
      toast.success(VEHICLE_TEXTS.recordAdded[kind]);
      onClose();
    } catch (error) {
      showServerErrors(error, setError, '');
      setError('root.server', { type: 'server', message: VEHICLE_TEXTS.saveRecord(causeOf(error)) });
    }
  };
}

/** The modal around a record form: Cancelar and 'Salvar Registro' ('Salvando...'), the form's banner on top. */
function RecordModalFrame({
  kind,
  formId,
  busy,
  serverError,
  onClose,
  children,
}: {
  kind: RecordKind;
  formId: string;
  busy: boolean;
  serverError: string | undefined;
  onClose: () => void;
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
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar Registro'}
          </Button>
        </>
      }
    >
      {serverError && <ErrorBanner>{serverError}</ErrorBanner>}
      {children}
    </Modal>
  );
}

/** Record inputs are never below zero (spec section 5); cost and litres in centavos, price per litre to 0.001. */
const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
const kmInput = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

interface MaintenanceValues {
  type: MaintenanceType;
  description: string;
  cost: string;
  kmAtMaintenance: string;
  performedAt: string;
  nextMaintenanceKm: string;
  notes: string;
}

const maintenanceResolver = zodFormResolver<MaintenanceValues, ValidMaintenanceInput>(MaintenanceInputSchema, (v) => ({
  type: v.type,
  description: v.description,
  cost: numberOf(v.cost),
  kmAtMaintenance: numberOf(v.kmAtMaintenance),
  performedAt: performedAtOf(v.performedAt),
  nextMaintenanceKm: optionalNumberOf(v.nextMaintenanceKm),
  notes: optionalTextOf(v.notes),
}));

export function MaintenanceModal({ vehicle, onClose }: RecordModalProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MaintenanceValues, unknown, ValidMaintenanceInput>({
    resolver: maintenanceResolver,
    defaultValues: {
      type: 'general_maintenance',
      description: '',
      cost: '',
      kmAtMaintenance: String(vehicle.currentKm),
      performedAt: localDateTimeValue(),
      nextMaintenanceKm: '',
      notes: '',
    },
  });
  const save = useSaveRecord<MaintenanceValues>('maintenance', onClose);

  return (
    <RecordModalFrame
      kind="maintenance"
      formId={formId}
      busy={isSubmitting}
      serverError={errors.root?.server?.message}
      onClose={onClose}
    >
      <form
        id={formId}
        className="record-form"
        noValidate
        onSubmit={handleSubmit((input) => save({ vehicleId: vehicle.id, kind: 'maintenance', input }, setError))}
      >
        <SelectField label="Tipo de manutenção" required error={errors.type?.message} {...register('type')}>
          {MAINTENANCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {MAINTENANCE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Descrição"
          required
          placeholder="Ex: Troca das pastilhas dianteiras"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="form-grid">
          <TextField label="Custo (R$)" required {...money} error={errors.cost?.message} {...register('cost')} />
          <TextField
            label="Quilometragem"
            required
            {...kmInput}
            error={errors.kmAtMaintenance?.message}
            {...register('kmAtMaintenance')}
          />
          <TextField
            label="Data"
            type="datetime-local"
            step={60}
            required
            error={errors.performedAt?.message}
            {...register('performedAt')}
          />
          <TextField
            label="Próxima manutenção (km)"
            {...kmInput}
            error={errors.nextMaintenanceKm?.message}
            {...register('nextMaintenanceKm')}
          />
        </div>
        <TextAreaField label="Observações" rows={2} error={errors.notes?.message} {...register('notes')} />
      </form>
    </RecordModalFrame>
  );
}

interface FuelValues {
  liters: string;
  costPerLiter: string;
  kmAtFueling: string;
  fuelType: FuelType;
  fuelStation: string;
  fullTank: boolean;
  performedAt: string;
  notes: string;
}

const fuelResolver = zodFormResolver<FuelValues, ValidFuelInput>(FuelInputSchema, (v) => ({
  liters: numberOf(v.liters),
  costPerLiter: numberOf(v.costPerLiter),
  kmAtFueling: numberOf(v.kmAtFueling),
  fuelType: v.fuelType,
  fuelStation: optionalTextOf(v.fuelStation),
  fullTank: v.fullTank,
  performedAt: performedAtOf(v.performedAt),
  notes: optionalTextOf(v.notes),
}));

/** 'Total': litres × price, read-only; the server computes the stored one the same way. */
function FuelTotal({ liters, costPerLiter }: { liters: string; costPerLiter: string }) {
  const [l, p] = [numberOf(liters), numberOf(costPerLiter)];
  const total = Number.isFinite(l) && Number.isFinite(p) ? fuelTotalCost(l, p) : 0;
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        Total
      </span>
      <output className="input fuel-total" aria-labelledby={labelId}>
        {formatCurrency(total)}
      </output>
    </div>
  );
}

export function FuelModal({
  vehicle,
  onClose,
  defaultFuelType = 'gasoline',
}: RecordModalProps & { defaultFuelType?: FuelType }) {
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FuelValues, unknown, ValidFuelInput>({
    resolver: fuelResolver,
    defaultValues: {
      liters: '',
      costPerLiter: '',
      kmAtFueling: String(vehicle.currentKm),
      fuelType: defaultFuelType,
      fuelStation: '',
      fullTank: true,
      performedAt: localDateTimeValue(),
      notes: '',
    },
  });
  const [liters, costPerLiter] = useWatch({ control, name: ['liters', 'costPerLiter'] });
  const save = useSaveRecord<FuelValues>('fuel', onClose);

  return (
    <RecordModalFrame
      kind="fuel"
      formId={formId}
      busy={isSubmitting}
      serverError={errors.root?.server?.message}
      onClose={onClose}
    >
      <form
        id={formId}
        className="record-form"
        noValidate
        onSubmit={handleSubmit((input) => save({ vehicleId: vehicle.id, kind: 'fuel', input }, setError))}
      >
        <div className="form-grid">
          <TextField label="Litros" required {...money} error={errors.liters?.message} {...register('liters')} />
          <TextField
            label="Preço por litro (R$)"
            required
            {...money}
            step={0.001}
            error={errors.costPerLiter?.message}
            {...register('costPerLiter')}
          />
          <FuelTotal liters={liters} costPerLiter={costPerLiter} />
          <TextField
            label="Quilometragem"
            required
            {...kmInput}
            error={errors.kmAtFueling?.message}
            {...register('kmAtFueling')}
          />
          <SelectField label="Combustível" required error={errors.fuelType?.message} {...register('fuelType')}>
            {FUEL_TYPES.map((type) => (
              <option key={type} value={type}>
                {FUEL_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Data"
            type="datetime-local"
            step={60}
            required
            error={errors.performedAt?.message}
            {...register('performedAt')}
          />
        </div>
        <TextField
          label="Posto"
          placeholder="Ex: Posto Shell Centro"
          error={errors.fuelStation?.message}
          {...register('fuelStation')}
        />
        <CheckboxField
          label="Tanque cheio"
          hint="Um abastecimento parcial entra nos custos; o consumo (km/L) é calculado no próximo tanque cheio."
          {...register('fullTank')}
        />
        <TextAreaField label="Observações" rows={2} error={errors.notes?.message} {...register('notes')} />
      </form>
    </RecordModalFrame>
  );
}

interface OilChangeValues {
  oilType: string;
  oilBrand: string;
  filterChanged: boolean;
  cost: string;
  kmAtChange: string;
  nextChangeKm: string;
  performedAt: string;
  notes: string;
}

const oilChangeResolver = zodFormResolver<OilChangeValues, ValidOilChangeInput>(OilChangeInputSchema, (v) => ({
  oilType: v.oilType,
  oilBrand: v.oilBrand,
  filterChanged: v.filterChanged,
  cost: numberOf(v.cost),
  kmAtChange: numberOf(v.kmAtChange),
  nextChangeKm: optionalNumberOf(v.nextChangeKm),
  performedAt: performedAtOf(v.performedAt),
  notes: optionalTextOf(v.notes),
}));

export function OilChangeModal({ vehicle, onClose }: RecordModalProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<OilChangeValues, unknown, ValidOilChangeInput>({
    resolver: oilChangeResolver,
    // Spec section 4: the change at the current km, the next one an interval later.
    defaultValues: {
      oilType: '',
      oilBrand: '',
      filterChanged: false,
      cost: '',
      kmAtChange: String(vehicle.currentKm),
      nextChangeKm: String(vehicle.currentKm + vehicle.oilChangeIntervalKm),
      performedAt: localDateTimeValue(),
      notes: '',
    },
  });
  const save = useSaveRecord<OilChangeValues>('oil_change', onClose);

  return (
    <RecordModalFrame
      kind="oil_change"
      formId={formId}
      busy={isSubmitting}
      serverError={errors.root?.server?.message}
      onClose={onClose}
    >
      <form
        id={formId}
        className="record-form"
        noValidate
        onSubmit={handleSubmit((input) => save({ vehicleId: vehicle.id, kind: 'oil_change', input }, setError))}
      >
        <div className="form-grid">
          <TextField
            label="Tipo de óleo"
            required
            placeholder="Ex: 5W30"
            error={errors.oilType?.message}
            {...register('oilType')}
          />
          <TextField
            label="Marca do óleo"
            required
            placeholder="Ex: Mobil"
            error={errors.oilBrand?.message}
            {...register('oilBrand')}
          />
          <TextField label="Custo (R$)" required {...money} error={errors.cost?.message} {...register('cost')} />
          <TextField
            label="KM da troca"
            required
            {...kmInput}
            error={errors.kmAtChange?.message}
            {...register('kmAtChange', {
              // The next change follows the change's km (one interval later) until it is typed by hand.
              onChange: (event: { target: { value: string } }) => {
                const km = numberOf(event.target.value);
                if (!getFieldState('nextChangeKm').isDirty && Number.isFinite(km)) {
                  setValue('nextChangeKm', String(km + vehicle.oilChangeIntervalKm));
                }
              },
            })}
          />
          <TextField
            label="Próxima troca (km)"
            required
            {...kmInput}
            error={errors.nextChangeKm?.message}
            {...register('nextChangeKm')}
          />
          <TextField
            label="Data"
            type="datetime-local"
            step={60}
            required
            error={errors.performedAt?.message}
            {...register('performedAt')}
          />
        </div>
        <CheckboxField label="Filtro trocado" {...register('filterChanged')} />
        <TextAreaField label="Observações" rows={2} error={errors.notes?.message} {...register('notes')} />
      </form>
    </RecordModalFrame>
  );
}
