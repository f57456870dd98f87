import { OilChangeInputSchema, type ValidOilChangeInput } from '@domain/fleet/records.schema';
import { CheckboxField, kmInput, TextAreaField, TextField } from '@/components/ui/field';
import { localDateTimeValue } from '@/lib/datetime-local';
import { numberOf, zodFormResolver } from '@/lib/forms';
import { moneyOf } from '@/lib/money';
import { MoneyField } from '@/components/ui/money-field';
import { optionalNumberOf, optionalTextOf, performedAtOf } from './record-form-values';
import {
  notesInput,
  performedAtInput,
  RecordModalFrame,
  useRecordForm,
  type RecordModalProps,
} from './record-modal-frame';

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
  cost: moneyOf(v.cost),
  kmAtChange: numberOf(v.kmAtChange),
  nextChangeKm: optionalNumberOf(v.nextChangeKm),
  performedAt: performedAtOf(v.performedAt),
  notes: optionalTextOf(v.notes),
}));

export function OilChangeModal(props: RecordModalProps) {
  const { vehicle } = props;
  const { frame, fieldProps, register, setValue, getFieldState } = useRecordForm(
    'oil_change',
    props,
    oilChangeResolver,
    {
      // Spec section 4: the change at the current km, the next one an interval later.
      oilType: '',
      oilBrand: '',
      filterChanged: false,
      cost: '',
      kmAtChange: String(vehicle.currentKm),
      nextChangeKm: String(vehicle.currentKm + vehicle.oilChangeIntervalKm),
      performedAt: localDateTimeValue(),
      notes: '',
    },
  );

  return (
    <RecordModalFrame {...frame}>
      <div className="form-grid">
        <TextField label="Tipo de óleo" required placeholder="Ex: 5W30" {...fieldProps('oilType')} />
        <TextField label="Marca do óleo" required placeholder="Ex: Mobil" {...fieldProps('oilBrand')} />
        <MoneyField label="Custo (R$)" required {...fieldProps('cost')} />
        <TextField
          label="KM da troca"
          required
          {...kmInput}
          {...fieldProps('kmAtChange', {
            // The next change follows the change's km (one interval later) until it is typed by hand.
            onChange: (event: { target: { value: string } }) => {
              const km = numberOf(event.target.value);
              if (!getFieldState('nextChangeKm').isDirty && Number.isFinite(km)) {
                setValue('nextChangeKm', String(km + vehicle.oilChangeIntervalKm));
              }
            },
          })}
        />
        <TextField label="Próxima troca (km)" required {...kmInput} {...fieldProps('nextChangeKm')} />
        <TextField {...performedAtInput} {...fieldProps('performedAt')} />
      </div>
      <CheckboxField label="Filtro trocado" {...register('filterChanged')} />
      <TextAreaField {...notesInput} {...fieldProps('notes')} />
    </RecordModalFrame>
  );
}
