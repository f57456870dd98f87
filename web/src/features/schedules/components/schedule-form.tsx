import { useQuery } from '@tanstack/react-query';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { paths } from '@domain/paths';
import { isoDayIn } from '@domain/dates';
import { scheduleMessages } from '@domain/schedules/messages';
import { WEEKDAY_NAMES } from '@domain/dates';
import type { Recurrence } from '@domain/schedules/recurrence';
import {
  ASSIGNMENT_PAIRING_LABELS,
  ASSIGNMENT_PAIRINGS,
  assignmentPairs,
  type AssignmentPairing,
} from '@domain/checklists/assign.schema';
import {
  RECURRENCE_KIND_LABELS,
  RECURRENCE_KINDS,
  ScheduleInputSchema,
  schedulePreviewSentence,
  type RecurrenceKind,
  type ScheduleListItem,
  type ValidScheduleInput,
} from '@domain/schedules/schedule.schema';
import { CnhWarnings } from '@/components/drivers/cnh-warnings';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { templateQueries } from '@/data/templates/template-queries';
import { userQueries } from '@/data/users/user-queries';
import { vehicleOptionsQuery } from '@/data/vehicles/vehicle-options';
import { useApiForm, zodFormResolver } from '@/lib/forms';
import './schedules.css';

/** The form's pickers read one page each: a company's templates, active users and vehicles. */
const CHOICES = 100;
const WEEKDAYS_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The recurrence's fields of every kind, so switching kinds keeps what was typed; only the chosen kind's are sent. */
interface RecurrenceValues {
  kind: RecurrenceKind;
  weekdays: number[];
  weekday: number;
  dayOfMonth: number;
  everyDays: number;
}

/** Shaped like the API's body, so each of its messages lands on the field it names (`recurrence.dayOfMonth`). */
export interface ScheduleFormValues {
  templateId: string;
  userIds: string[];
  /** Empty unless the template is a vehicle inspection: choosing another template clears them. */
  vehicleIds: string[];
  pairing: AssignmentPairing;
  /** Each user's vehicle when paired, by user id. */
  pairs: Record<string, string>;
  recurrence: RecurrenceValues;
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
    pairing: 'every',
    pairs: {},
    recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5], weekday: 1, dayOfMonth: 1, everyDays: 2 },
    dueTime: '08:00',
    startDate: isoDayIn(new Date()),
    endDate: '',
    isActive: true,
  };
}

export function scheduleToFormValues(schedule: ScheduleListItem): ScheduleFormValues {
  const empty = emptyScheduleValues(schedule.templateId);
  return {
    ...empty,
    userIds: schedule.users.map((u) => u.id),
    vehicleIds: schedule.vehicles.map((v) => v.id),
    pairing: schedule.pairing,
    pairs:
      schedule.pairing === 'paired'
        ? Object.fromEntries(schedule.users.map((u, index) => [u.id, schedule.vehicles[index]?.id ?? '']))
        : {},
    recurrence: { ...empty.recurrence, ...schedule.recurrence },
    dueTime: schedule.dueTime,
    startDate: schedule.startDate,
    endDate: schedule.endDate ?? '',
    isActive: schedule.isActive,
  };
}

function recurrenceOf(r: RecurrenceValues): Recurrence {
  switch (r.kind) {
    case 'daily':
      return { kind: 'daily', weekdays: r.weekdays };
    case 'weekly':
      return { kind: 'weekly', weekday: r.weekday };
    case 'monthly':
      return { kind: 'monthly', dayOfMonth: r.dayOfMonth };
    case 'interval':
      return { kind: 'interval', everyDays: r.everyDays };
  }
}

/** The vehicles as the API reads them: paired, the nth user's vehicle nth (a user left without one shortens the list). */
function vehicleIdsOf(v: Pick<ScheduleFormValues, 'userIds' | 'vehicleIds' | 'pairing' | 'pairs'>): string[] {
  return v.pairing === 'paired' ? v.userIds.flatMap((id) => v.pairs[id] || []) : v.vehicleIds;
}

const resolver = zodFormResolver<ScheduleFormValues, ValidScheduleInput>(ScheduleInputSchema, (values) => {
  const { pairs: _pairs, ...v } = values;
  return { ...v, vehicleIds: vehicleIdsOf(values), recurrence: recurrenceOf(v.recurrence), endDate: v.endDate || null };
});

const toggled = <T,>(list: readonly T[], value: T, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

type ChoiceList = 'userIds' | 'vehicleIds' | 'recurrence.weekdays';

interface ScheduleFormProps {
  initialValues: ScheduleFormValues;
  saveLabel: string;
  /** Saves the validated body; a rejection keeps everything chosen and shows why. */
  onSubmit: (input: ValidScheduleInput) => Promise<unknown>;
}

/** The create and edit form of a schedule: template, who (and which vehicles), when, from and until when. */
export function ScheduleForm({ initialValues, saveLabel, onSubmit }: ScheduleFormProps) {
  const {
    control,
    register,
    fieldProps,
    setValue,
    clearErrors,
    save,
    formState: { errors, isSubmitting },
  } = useApiForm<ScheduleFormValues, ValidScheduleInput>({
    resolver,
    defaultValues: initialValues,
    onSave: async (input) => {
      await onSubmit(input);
    },
    serverError: scheduleMessages.saveError,
  });
  const { field: templateField, fieldState: templateState } = useController({ control, name: 'templateId' });
  const templateId = templateField.value;
  const [userIds, chosenVehicleIds, kind, pairing, pairs] = useWatch({
    control,
    name: ['userIds', 'vehicleIds', 'recurrence.kind', 'pairing', 'pairs'],
  });
  const templates = useQuery(templateQueries.list({ search: '', page: 1, pageSize: CHOICES }));
  const users = useQuery(userQueries.list({ search: '', page: 1, pageSize: CHOICES, active: true }));
  const vehicles = useQuery(vehicleOptionsQuery());
  const template = templates.data?.items.find((t) => t.id === templateId);
  const inspection = template?.kind === 'vehicle_inspection';
  const choices = { control, clearErrors };
  const vehicleIds = inspection ? vehicleIdsOf({ userIds, vehicleIds: chosenVehicleIds, pairing, pairs }) : [];
  const chosenUsers = users.data?.items.filter((u) => userIds.includes(u.id)) ?? [];
  const vehicleChoices = vehicles.data?.map((v) => ({ value: v.id, label: `${v.name} (${v.plate})` }));

  return (
    <form className="card schedule-form" onSubmit={save} noValidate>
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      {/* Held by value, not read from the page: its options come after the form ('?template=' chooses one first). */}
      <SelectField
        label="Template"
        required
        {...templateField}
        error={templateState.error?.message}
        onChange={(e) => {
          templateField.onChange(e.target.value);
          setValue('vehicleIds', []);
          clearErrors('templateId');
        }}
      >
        <option value="">Selecione o template</option>
        {templates.data?.items
          .filter((t) => t.isActive || t.id === templateId)
          .map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
      </SelectField>

      <ChoiceGroup
        form={choices}
        name="userIds"
        legend="Usuários"
        options={users.data?.items.map((u) => ({ value: u.id, label: u.name }))}
      />

      {inspection && (
        <fieldset>
          <legend>Como distribuir as inspeções</legend>
          {ASSIGNMENT_PAIRINGS.map((option) => (
            <label key={option} className="schedule-radio">
              <input
                type="radio"
                value={option}
                {...register('pairing', { onChange: () => clearErrors('vehicleIds') })}
              />
              {ASSIGNMENT_PAIRING_LABELS[option]}
            </label>
          ))}
        </fieldset>
      )}
      {inspection && pairing === 'every' && (
        <ChoiceGroup form={choices} name="vehicleIds" legend="Veículos" options={vehicleChoices} />
      )}
      {inspection && pairing === 'paired' && (
        <fieldset>
          <legend>Veículo de cada usuário</legend>
          {chosenUsers.length === 0 && <p className="field-hint">Escolha os usuários acima.</p>}
          {chosenUsers.map((u) => (
            <SelectField
              key={u.id}
              label={`Veículo de ${u.name}`}
              value={pairs[u.id] ?? ''}
              onChange={(e) => {
                setValue('pairs', { ...pairs, [u.id]: e.target.value });
                clearErrors('vehicleIds');
              }}
            >
              <option value="">Selecione o veículo</option>
              {vehicleChoices?.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.label}
                </option>
              ))}
            </SelectField>
          ))}
          {errors.vehicleIds?.message && <p className="field-error">{errors.vehicleIds.message}</p>}
        </fieldset>
      )}
      {inspection && (
        <CnhWarnings drivers={chosenUsers} vehicles={vehicles.data?.filter((v) => vehicleIds.includes(v.id)) ?? []} />
      )}

      <SelectField label="Recorrência" {...fieldProps('recurrence.kind')}>
        {RECURRENCE_KINDS.map((k) => (
          <option key={k} value={k}>
            {RECURRENCE_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>

      {kind === 'daily' && (
        <ChoiceGroup
          form={choices}
          name="recurrence.weekdays"
          legend="Dias da semana"
          options={WEEKDAYS_ORDER.map((day) => ({ value: day, label: WEEKDAY_NAMES[day] ?? '' }))}
        />
      )}
      {kind === 'weekly' && (
        <SelectField label="Dia da semana" {...fieldProps('recurrence.weekday', { setValueAs: Number })}>
          {WEEKDAYS_ORDER.map((day) => (
            <option key={day} value={day}>
              {WEEKDAY_NAMES[day]}
            </option>
          ))}
        </SelectField>
      )}
      {kind === 'monthly' && (
        <TextField
          label="Dia do mês"
          type="number"
          min={1}
          max={31}
          hint="Em meses mais curtos, o último dia do mês"
          {...fieldProps('recurrence.dayOfMonth', { valueAsNumber: true })}
        />
      )}
      {kind === 'interval' && (
        <TextField
          label="A cada quantos dias"
          type="number"
          min={1}
          max={365}
          hint="Contados a partir da data de início"
          {...fieldProps('recurrence.everyDays', { valueAsNumber: true })}
        />
      )}

      <TextField
        label="Horário limite"
        type="time"
        required
        hint="No horário da empresa; o checklist é criado no início do dia (ou 2 horas antes)"
        {...fieldProps('dueTime')}
      />
      <TextField label="Data de início" type="date" required {...fieldProps('startDate')} />
      <TextField label="Data de término (opcional)" type="date" {...fieldProps('endDate')} />
      <CheckboxField label="Ativo" {...register('isActive')} />

      <SchedulePreview
        users={chosenUsers}
        vehicles={vehicleIds.flatMap((id) => vehicles.data?.find((v) => v.id === id) ?? [])}
        pairing={pairing}
      />

      <FormActions cancel={paths.admin.schedules} saveLabel={saveLabel} busy={isSubmitting} />
    </form>
  );
}

/** A fieldset of checkboxes over one list of the form; an edit clears the list's error, as a field's. */
function ChoiceGroup({
  form,
  name,
  legend,
  options = [],
}: {
  form: Pick<UseFormReturn<ScheduleFormValues, unknown, ValidScheduleInput>, 'control' | 'clearErrors'>;
  name: ChoiceList;
  legend: string;
  options?: Array<{ value: string | number; label: string }>;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen: ReadonlyArray<string | number> = field.value;
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="schedule-choices">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(e) => {
              field.onChange(toggled(chosen, option.value, e.target.checked));
              form.clearErrors(name);
            }}
          />
        ))}
      </div>
      {fieldState.error?.message && <p className="field-error">{fieldState.error.message}</p>}
    </fieldset>
  );
}

/**
 * What each scheduled day creates, before 'Criar agendamento': the sentence and who inspects which
 * vehicle, from the same pairing rule the server follows.
 */
function SchedulePreview({
  users,
  vehicles,
  pairing,
}: {
  users: ReadonlyArray<{ id: string; name: string }>;
  vehicles: ReadonlyArray<{ id: string; name: string; plate: string }>;
  pairing: AssignmentPairing;
}) {
  if (users.length === 0) return null;
  const pairs = assignmentPairs(users, vehicles, pairing);
  return (
    <section className="schedule-preview" aria-labelledby="schedule-preview-title">
      <h2 id="schedule-preview-title">O que cada dia cria</h2>
      <p>{schedulePreviewSentence(pairs.length, users.length, vehicles.length, pairing)}</p>
      <table className="schedule-preview-table">
        <thead>
          <tr>
            <th scope="col">Usuário</th>
            {vehicles.length > 0 && <th scope="col">Veículo</th>}
          </tr>
        </thead>
        <tbody>
          {pairs.map(({ user, vehicle }) => (
            <tr key={`${user.id}-${vehicle?.id ?? ''}`}>
              <td>{user.name}</td>
              {vehicle && (
                <td>
                  {vehicle.name} ({vehicle.plate})
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
