import {
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  MaintenanceInputSchema,
  type MaintenanceType,
  type ValidMaintenanceInput,
} from '@domain/fleet/records.schema';
import { kmInput, SelectField, TextAreaField, TextField } from '@/components/ui/field';
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
  cost: moneyOf(v.cost),
  kmAtMaintenance: numberOf(v.kmAtMaintenance),
  performedAt: performedAtOf(v.performedAt),
  nextMaintenanceKm: optionalNumberOf(v.nextMaintenanceKm),
  notes: optionalTextOf(v.notes),
}));

export function MaintenanceModal(props: RecordModalProps) {
  const { frame, fieldProps } = useRecordForm('maintenance', props, maintenanceResolver, {
    type: 'general_maintenance',
    description: '',
    cost: '',
    kmAtMaintenance: String(props.vehicle.currentKm),
    performedAt: localDateTimeValue(),
    nextMaintenanceKm: '',
    notes: '',
  });

  return (
    <RecordModalFrame {...frame}>
      <SelectField label="Tipo de manutenção" required {...fieldProps('type')}>
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
        {...fieldProps('description')}
      />
      <div className="form-grid">
        <MoneyField label="Custo (R$)" required {...fieldProps('cost')} />
        <TextField label="Quilometragem" required {...kmInput} {...fieldProps('kmAtMaintenance')} />
        <TextField {...performedAtInput} {...fieldProps('performedAt')} />
        <TextField label="Próxima manutenção (km)" {...kmInput} {...fieldProps('nextMaintenanceKm')} />
      </div>
      <TextAreaField {...notesInput} {...fieldProps('notes')} />
    </RecordModalFrame>
  );
}
