import BellPlus from 'lucide-react/icons/bell-plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { OIL_STATUS_LABELS } from '@domain/fleet/oil';
import {
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  ReminderInputSchema,
  type MaintenanceType,
  type ValidReminderInput,
} from '@domain/fleet/records.schema';
import type { ReminderWithDue, VehicleWithOil } from '@domain/fleet/vehicle-api';
import { ExportMenu } from '@/components/exports/export-menu';
import { OilStatusBadge } from '@/components/fleet/oil-status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { useCreateReminder } from '@/data/vehicles/create-reminder';
import { useDeleteReminder } from '@/data/vehicles/delete-reminder';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatInteger, formatKm } from '@/lib/format';
import { useApiForm, zodFormResolver } from '@/lib/forms';
import { optionalNumberOf } from './record-form-values';

/** 'faltam 1.200 km' / 'passou 300 km'. */
const kmLeft = (remaining: number) =>
  remaining >= 0 ? `faltam ${formatKm(remaining)}` : `passou ${formatKm(-remaining)}`;
const daysLeft = (days: number) =>
  days >= 0
    ? `faltam ${formatInteger(days)} ${days === 1 ? 'dia' : 'dias'}`
    : `venceu há ${formatInteger(-days)} ${days === -1 ? 'dia' : 'dias'}`;

/** How a reminder is due: by km and/or by date, whichever comes first. */
function dueText(reminder: ReminderWithDue): string {
  const { byKm, byDate } = reminder.due;
  const parts = [
    byKm && `em ${formatKm(byKm.dueKm)} (${kmLeft(byKm.remainingKm)})`,
    byDate && `em ${formatDate(byDate.dueAt)} (${daysLeft(byDate.remainingDays)})`,
  ].filter(Boolean);
  return `Vence ${parts.join(' ou ')}`;
}

interface ReminderValues {
  name: string;
  type: MaintenanceType;
  intervalKm: string;
  intervalMonths: string;
}

const reminderResolver = zodFormResolver<ReminderValues, ValidReminderInput>(ReminderInputSchema, (v) => ({
  name: v.name,
  type: v.type,
  intervalKm: optionalNumberOf(v.intervalKm) ?? null,
  intervalMonths: optionalNumberOf(v.intervalMonths) ?? null,
}));

function ReminderModal({ vehicle, onClose }: { vehicle: VehicleWithOil; onClose: () => void }) {
  const formId = useId();
  const createReminder = useCreateReminder();
  const {
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = useApiForm<ReminderValues, ValidReminderInput>({
    resolver: reminderResolver,
    defaultValues: { name: '', type: 'tire_change', intervalKm: '', intervalMonths: '' },
    onSave: async (input) => {
      await createReminder.mutateAsync({ vehicleId: vehicle.id, input });
      toast.success('Lembrete adicionado com sucesso!');
      onClose();
    },
    serverError: 'Erro ao salvar lembrete',
  });

  return (
    <Modal
      open
      title="Adicionar Lembrete"
      onClose={() => !isSubmitting && onClose()}
      footer={<FormActions cancel={onClose} saveLabel="Salvar Lembrete" busy={isSubmitting} form={formId} />}
    >
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      <form id={formId} className="record-form" noValidate onSubmit={save}>
        <TextField label="Serviço" required placeholder="Ex: Rodízio de pneus" {...fieldProps('name')} />
        <SelectField label="Tipo de manutenção que o reinicia" required {...fieldProps('type')}>
          {MAINTENANCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {MAINTENANCE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <div className="form-grid">
          <TextField label="A cada (km)" type="number" inputMode="numeric" min={1} {...fieldProps('intervalKm')} />
          <TextField
            label="A cada (meses)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...fieldProps('intervalMonths')}
          />
        </div>
        <p className="muted">
          Vence no que vier primeiro. Contado a partir de hoje e da quilometragem atual ({formatKm(vehicle.currentKm)}).
        </p>
      </form>
    </Modal>
  );
}

/** The service reminders: the built-in oil change first, then the vehicle's own tasks. */
export function RemindersPanel({ vehicle, reminders }: { vehicle: VehicleWithOil; reminders: ReminderWithDue[] }) {
  const [adding, setAdding] = useState(false);
  const deleteReminder = useDeleteReminder({ onSuccess: () => toast.success('Lembrete excluído com sucesso') });
  const { oil } = vehicle;

  return (
    <Card aria-labelledby="reminders-title">
      <div className="card-title-row">
        <h2 className="card-title" id="reminders-title">
          Lembretes de Serviço
        </h2>
        <div className="card-title-actions">
          <ExportMenu list="reminders" filters={{ vehicleId: vehicle.id }} />
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <BellPlus size={16} aria-hidden="true" />
            Adicionar Lembrete
          </Button>
        </div>
      </div>
      <ul className="stack-list">
        <li className="reminder-item" aria-label="Troca de Óleo">
          <div>
            <p className="reminder-name">Troca de Óleo</p>
            <p className="muted">
              Vence em {formatKm(oil.nextChangeKm)} ({kmLeft(oil.nextChangeKm - vehicle.currentKm)})
            </p>
          </div>
          <OilStatusBadge status={oil.status} />
        </li>
        {reminders.map((reminder) => (
          <li key={reminder.id} className="reminder-item" aria-label={reminder.name}>
            <div>
              <p className="reminder-name">{reminder.name}</p>
              <p className="muted">{dueText(reminder)}</p>
            </div>
            <span className="reminder-side">
              <OilStatusBadge status={reminder.due.status} />
              <Button
                variant="ghost"
                size="sm"
                className="btn-ghost-danger"
                aria-label={`Excluir lembrete ${reminder.name}`}
                title={`Excluir (${OIL_STATUS_LABELS[reminder.due.status]})`}
                disabled={deleteReminder.isPending}
                onClick={() =>
                  deleteReminder.mutate(
                    { vehicleId: vehicle.id, reminderId: reminder.id },
                    { onError: (error) => toast.error(errorMessage(error, 'Erro ao excluir lembrete')) },
                  )
                }
              >
                <Trash2 size={15} aria-hidden="true" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {adding && <ReminderModal vehicle={vehicle} onClose={() => setAdding(false)} />}
    </Card>
  );
}
