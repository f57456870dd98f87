import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FUEL_TYPE_LABELS, FUEL_TYPES, fuelTotalCost, type FuelType } from '@domain/fleet/fuel';
import { FuelInputSchema, type ValidFuelInput } from '@domain/fleet/records.schema';
import { CheckboxField, decimalInput, kmInput, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { localDateTimeValue } from '@/lib/datetime-local';
import { formatCurrency } from '@/lib/format';
import { numberOf, zodFormResolver } from '@/lib/forms';
import { optionalTextOf, performedAtOf } from './record-form-values';
import {
  notesInput,
  performedAtInput,
  RecordModalFrame,
  useRecordForm,
  type RecordModalProps,
} from './record-modal-frame';

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
  defaultFuelType = 'gasoline',
  ...props
}: RecordModalProps & { defaultFuelType?: FuelType }) {
  const { frame, fieldProps, register, control } = useRecordForm('fuel', props, fuelResolver, {
    liters: '',
    costPerLiter: '',
    kmAtFueling: String(props.vehicle.currentKm),
    fuelType: defaultFuelType,
    fuelStation: '',
    fullTank: true,
    performedAt: localDateTimeValue(),
    notes: '',
  });
  const [liters, costPerLiter] = useWatch({ control, name: ['liters', 'costPerLiter'] });

  return (
    <RecordModalFrame {...frame}>
      <div className="form-grid">
        <TextField label="Litros" required {...decimalInput} {...fieldProps('liters')} />
        <TextField
          label="Preço por litro (R$)"
          required
          {...decimalInput}
          step={0.001}
          {...fieldProps('costPerLiter')}
        />
        <FuelTotal liters={liters} costPerLiter={costPerLiter} />
        <TextField label="Quilometragem" required {...kmInput} {...fieldProps('kmAtFueling')} />
        <SelectField label="Combustível" required {...fieldProps('fuelType')}>
          {FUEL_TYPES.map((type) => (
            <option key={type} value={type}>
              {FUEL_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField {...performedAtInput} {...fieldProps('performedAt')} />
      </div>
      <TextField label="Posto" placeholder="Ex: Posto Shell Centro" {...fieldProps('fuelStation')} />
      <CheckboxField
        label="Tanque cheio"
        hint="Um abastecimento parcial entra nos custos; o consumo (km/L) é calculado no próximo tanque cheio."
        {...register('fullTank')}
      />
      <TextAreaField {...notesInput} {...fieldProps('notes')} />
    </RecordModalFrame>
  );
}
