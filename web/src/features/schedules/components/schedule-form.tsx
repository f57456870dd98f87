import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { paths } from '@domain/paths';
import { isoDayIn } from '@domain/dates';
import { scheduleMessages } from '@domain/schedules/messages';
import { WEEKDAY_NAMES, type Recurrence } from '@domain/schedules/recurrence';
import {
  RECURRENCE_KIND_LABELS,
  RECURRENCE_KINDS,
  type RecurrenceKind,
  type ScheduleInput,
  type ScheduleListItem,
} from '@domain/schedules/schedule.schema';
import { CnhWarnings } from '@/components/drivers/cnh-warnings';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { templateQueries } from '@/data/templates/template-queries';
import { userQueries } from '@/data/users/user-queries';
import { vehicleOptionsQuery } from '@/data/vehicles/vehicle-options';
import { errorMessage } from '@/lib/api-error';
import './schedules.css';

/** The form's pickers read one page each: a company's templates, active users and vehicles. */
const CHOICES = 100;
const WEEKDAYS_ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface ScheduleFormValues {
  templateId: string;
  userIds: string[];
  vehicleIds: string[];
  kind: RecurrenceKind;
  weekdays: number[];
  weekday: number;
  dayOfMonth: number;
  everyDays: number;
  dueTime: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

export function emptyScheduleValues(templateId = ''): ScheduleFormValues {
  return {
    templateId,
    userIds: [],
    vehicleIds: [],
    kind: 'daily',
    weekdays: [1, 2, 3, 4, 5],
    weekday: 1,
    dayOfMonth: 1,
    everyDays: 2,
    dueTime: '08:00',
    startDate: isoDayIn(new Date()),
    endDate: '',
    isActive: true,
  };
}

export function scheduleToFormValues(schedule: ScheduleListItem): ScheduleFormValues {
  const r = schedule.recurrence;
  return {
    ...emptyScheduleValues(schedule.templateId),
    userIds: schedule.users.map((u) => u.id),
    vehicleIds: schedule.vehicles.map((v) => v.id),
    kind: r.kind,
    ...(r.kind === 'daily' && { weekdays: r.weekdays }),
    ...(r.kind === 'weekly' && { weekday: r.weekday }),
    ...(r.kind === 'monthly' && { dayOfMonth: r.dayOfMonth }),
    ...(r.kind === 'interval' && { everyDays: r.everyDays }),
    dueTime: schedule.dueTime,
    startDate: schedule.startDate,
    endDate: schedule.endDate ?? '',
    isActive: schedule.isActive,
  };
}

function recurrenceOf(v: ScheduleFormValues): Recurrence {
  switch (v.kind) {
    case 'daily':
      return { kind: 'daily', weekdays: v.weekdays };
    case 'weekly':
      return { kind: 'weekly', weekday: v.weekday };
    case 'monthly':
      return { kind: 'monthly', dayOfMonth: v.dayOfMonth };
    case 'interval':
      return { kind: 'interval', everyDays: v.everyDays };
  }
}

const toggled = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

interface ScheduleFormProps {
  initialValues: ScheduleFormValues;
  saveLabel: string;
  /** The API checks everything again; its pt-BR refusal is shown above the buttons. */
  onSubmit: (input: ScheduleInput) => Promise<unknown>;
}

/** The create and edit form of a schedule: template, who (and which vehicles), when, from and until when. */
export function ScheduleForm({ initialValues, saveLabel, onSubmit }: ScheduleFormProps) {
  const [values, setValues] = useState(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const templates = useQuery(templateQueries.list({ search: '', page: 1, pageSize: CHOICES }));
  const users = useQuery(userQueries.list({ search: '', page: 1, pageSize: CHOICES, active: true }));
  const vehicles = useQuery(vehicleOptionsQuery());
  const template = templates.data?.items.find((t) => t.id === values.templateId);
  const inspection = template?.kind === 'vehicle_inspection';
  const set = (changes: Partial<ScheduleFormValues>) => setValues((current) => ({ ...current, ...changes }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSubmit({
        templateId: values.templateId,
        userIds: values.userIds,
        vehicleIds: inspection ? values.vehicleIds : [],
        recurrence: recurrenceOf(values),
        dueTime: values.dueTime,
        startDate: values.startDate,
        endDate: values.endDate || null,
        isActive: values.isActive,
      });
    } catch (caught) {
      setError(errorMessage(caught, scheduleMessages.saveError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card schedule-form" onSubmit={submit} noValidate>
      <SelectField
        label="Template"
        required
        value={values.templateId}
        onChange={(e) => set({ templateId: e.target.value, vehicleIds: [] })}
      >
        <option value="">Selecione o template</option>
        {templates.data?.items
          .filter((t) => t.isActive || t.id === values.templateId)
          .map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
      </SelectField>

      <fieldset>
        <legend>Usuários</legend>
        <div className="schedule-choices">
          {users.data?.items.map((u) => (
            <CheckboxField
              key={u.id}
              label={u.name}
              checked={values.userIds.includes(u.id)}
              onChange={(e) => set({ userIds: toggled(values.userIds, u.id, e.target.checked) })}
            />
          ))}
        </div>
      </fieldset>

      {inspection && (
        <fieldset>
          <legend>Veículos</legend>
          <div className="schedule-choices">
            {vehicles.data?.map((v) => (
              <CheckboxField
                key={v.id}
                label={`${v.name} (${v.plate})`}
                checked={values.vehicleIds.includes(v.id)}
                onChange={(e) => set({ vehicleIds: toggled(values.vehicleIds, v.id, e.target.checked) })}
              />
            ))}
          </div>
        </fieldset>
      )}
      {inspection && (
        <CnhWarnings
          drivers={users.data?.items.filter((u) => values.userIds.includes(u.id)) ?? []}
          vehicles={vehicles.data?.filter((v) => values.vehicleIds.includes(v.id)) ?? []}
        />
      )}

      <SelectField
        label="Recorrência"
        value={values.kind}
        onChange={(e) => set({ kind: e.target.value as RecurrenceKind })}
      >
        {RECURRENCE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {RECURRENCE_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>

      {values.kind === 'daily' && (
        <fieldset>
          <legend>Dias da semana</legend>
          <div className="schedule-choices">
            {WEEKDAYS_ORDER.map((day) => (
              <CheckboxField
                key={day}
                label={WEEKDAY_NAMES[day]}
                checked={values.weekdays.includes(day)}
                onChange={(e) => set({ weekdays: toggled(values.weekdays, day, e.target.checked) })}
              />
            ))}
          </div>
        </fieldset>
      )}
      {values.kind === 'weekly' && (
        <SelectField
          label="Dia da semana"
          value={values.weekday}
          onChange={(e) => set({ weekday: Number(e.target.value) })}
        >
          {WEEKDAYS_ORDER.map((day) => (
            <option key={day} value={day}>
              {WEEKDAY_NAMES[day]}
            </option>
          ))}
        </SelectField>
      )}
      {values.kind === 'monthly' && (
        <TextField
          label="Dia do mês"
          type="number"
          min={1}
          max={31}
          hint="Em meses mais curtos, o último dia do mês"
          value={values.dayOfMonth}
          onChange={(e) => set({ dayOfMonth: Number(e.target.value) })}
        />
      )}
      {values.kind === 'interval' && (
        <TextField
          label="A cada quantos dias"
          type="number"
          min={1}
          max={365}
          hint="Contados a partir da data de início"
          value={values.everyDays}
          onChange={(e) => set({ everyDays: Number(e.target.value) })}
        />
      )}

      <TextField
        label="Horário limite"
        type="time"
        required
        hint="No horário da empresa; o checklist é criado no início do dia (ou 2 horas antes)"
        value={values.dueTime}
        onChange={(e) => set({ dueTime: e.target.value })}
      />
      <TextField
        label="Data de início"
        type="date"
        required
        value={values.startDate}
        onChange={(e) => set({ startDate: e.target.value })}
      />
      <TextField
        label="Data de término (opcional)"
        type="date"
        value={values.endDate}
        onChange={(e) => set({ endDate: e.target.value })}
      />
      <CheckboxField label="Ativo" checked={values.isActive} onChange={(e) => set({ isActive: e.target.checked })} />

      {error && <ErrorBanner>{error}</ErrorBanner>}
      <FormActions cancel={paths.admin.schedules} saveLabel={saveLabel} busy={busy} />
    </form>
  );
}
