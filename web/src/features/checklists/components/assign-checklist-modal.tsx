import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { MAX_PAGE_SIZE } from '@domain/api';
import {
  AssignInputSchema,
  isDueDateAhead,
  MAX_CHECKLISTS_PER_ASSIGNMENT,
  type ValidAssignInput,
} from '@domain/checklists/assign.schema';
import { OUT_OF_SERVICE_LABEL } from '@domain/fleet/defect';
import { formatPlate } from '@domain/fleet/plate';
import { checklistMessages } from '@domain/checklists/messages';
import { templateMessages } from '@domain/templates/messages';
import { TEMPLATE_KIND_LABELS, type TemplateKind } from '@domain/templates/template.schema';
import { userMessages } from '@domain/users/messages';
import { isAssignable, userSearchFields } from '@domain/users/user.schema';
import { CnhWarnings } from '@/components/drivers/cnh-warnings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxPicker } from '@/components/ui/checkbox-picker';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { LoadingState } from '@/components/ui/spinner';
import { useAssignChecklists } from '@/data/checklists/assign-checklists';
import { templateQueries } from '@/data/templates/template-queries';
import { userQueries } from '@/data/users/user-queries';
import { vehicleOptionsQuery } from '@/data/vehicles/vehicle-options';
import type { AssignModalTarget } from '@/lib/assign-modal';
import { localDateTimeToIso, localDateTimeValue } from '@/lib/datetime-local';
import { showServerErrors, zodFormResolver } from '@/lib/forms';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import './assign-checklist.css';

/** The pickers list one page, the API's largest; a search reaches the users beyond it. */
const PICKER_FILTERS = { search: '', page: 1, pageSize: MAX_PAGE_SIZE } as const;
/** A person may have been deactivated a moment ago: the pickers ask again after this long. */
const PICKER_STALE_MS = 30_000;

interface AssignChecklistModalProps {
  target: AssignModalTarget;
  onClose: () => void;
}

interface AssignFormValues {
  templateId: string;
  userIds: string[];
  /** A vehicle inspection's vehicles (kept, but not sent, when a general template is chosen). */
  vehicleIds: string[];
  /** The `datetime-local` value, in the browser's time zone. */
  dueDate: string;
}

/** What the resolver needs beyond the values: whether the chosen template is a vehicle inspection. */
interface AssignContext {
  inspection: boolean;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Each user × each vehicle: one checklist. */
const checklistsMade = (users: number, vehicles: number) => users * Math.max(1, vehicles);

/** The API's own schema, plus the due date checked against this device's clock before sending. */
const dueDateAhead = AssignInputSchema.refine((input) => isDueDateAhead(input.dueDate, new Date()), {
  message: checklistMessages.dueDateInPast,
  path: ['dueDate'],
});

const generalResolver = zodFormResolver<AssignFormValues, ValidAssignInput>(
  dueDateAhead,
  ({ templateId, userIds, dueDate }) => ({ templateId, userIds, dueDate: localDateTimeToIso(dueDate) ?? '' }),
);

/** An inspection needs its vehicles, and makes at most 100 checklists (users × vehicles), as the API checks. */
const inspectionResolver = zodFormResolver<AssignFormValues, ValidAssignInput>(
  dueDateAhead
    .refine((input) => (input.vehicleIds?.length ?? 0) > 0, {
      message: checklistMessages.vehicleRequired,
      path: ['vehicleIds'],
    })
    .refine(
      (input) => checklistsMade(input.userIds.length, input.vehicleIds?.length ?? 0) <= MAX_CHECKLISTS_PER_ASSIGNMENT,
      { message: checklistMessages.tooManyAssignments, path: ['vehicleIds'] },
    ),
  ({ templateId, userIds, vehicleIds, dueDate }) => ({
    templateId,
    userIds,
    vehicleIds,
    dueDate: localDateTimeToIso(dueDate) ?? '',
  }),
);

const assignResolver: Resolver<AssignFormValues, AssignContext, ValidAssignInput> = (values, context, options) =>
  (context?.inspection ? inspectionResolver : generalResolver)(values, context, options);

/** The success toast: per user for a general checklist (spec section 5), per checklist made for an inspection. */
function assignedText(input: ValidAssignInput, made: number): string {
  const vehicles = input.vehicleIds?.length ?? 0;
  if (vehicles === 0) return checklistMessages.assignSuccess(made);
  const inspections = made === 1 ? '1 inspeção atribuída' : `${made} inspeções atribuídas`;
  return `${inspections} com sucesso (${count(input.userIds.length, 'usuário', 'usuários')} × ${count(vehicles, 'veículo', 'veículos')})!`;
}

/**
 * 'Atribuir Checklist' (spec section 5): from a template, choose users and a due date; from a
 * user, choose a template and a due date. Only active users and active templates are offered.
 */
export function AssignChecklistModal({ target, onClose }: AssignChecklistModalProps) {
  const formId = useId();
  // The kind of the template being assigned: known from the target, or from the template chosen.
  const [kind, setKind] = useState<TemplateKind>(target.template?.kind ?? 'general');
  const inspection = kind === 'vehicle_inspection';
  // Fixed when the modal opens: the earliest due date offered is "now", to the minute.
  const [minDueDate] = useState(() => localDateTimeValue());
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AssignFormValues, AssignContext, ValidAssignInput>({
    resolver: assignResolver,
    context: { inspection },
    defaultValues: {
      templateId: target.template?.id ?? '',
      userIds: target.user ? [target.user.id] : [],
      vehicleIds: [],
      dueDate: '',
    },
    reValidateMode: 'onSubmit',
  });
  const templateField = useController({ control, name: 'templateId' });
  const usersField = useController({ control, name: 'userIds' });
  const vehiclesField = useController({ control, name: 'vehicleIds' });
  const made = checklistsMade(usersField.field.value.length, vehiclesField.field.value.length);
  const chosen = useChosenDrivers(target, usersField.field.value, inspection ? vehiclesField.field.value : []);
  const tooMany = inspection && made > MAX_CHECKLISTS_PER_ASSIGNMENT;

  const assign = useAssignChecklists();
  // Closing while the request runs would hide its outcome, and the admin might assign twice.
  const close = () => {
    if (!assign.isPending) onClose();
  };

  const submit = handleSubmit(async (input) => {
    if (assign.isPending) return;
    try {
      const result = await assign.mutateAsync(input);
      toast.success(assignedText(input, result.count));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, checklistMessages.assignError);
    }
  });
  // One message at a time, the first missing or wrong field's (spec section 5); any edit clears it.
  const formError =
    errors.templateId?.message ??
    errors.userIds?.message ??
    errors.vehicleIds?.message ??
    errors.dueDate?.message ??
    errors.root?.server?.message;
  const edited = () => clearErrors();

  const footer = (
    <>
      <Button variant="secondary" onClick={close} disabled={assign.isPending}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} disabled={assign.isPending || tooMany}>
        {assign.isPending ? 'Atribuindo...' : 'Atribuir'}
      </Button>
    </>
  );

  return (
    <Modal open onClose={close} title="Atribuir Checklist" size="md" footer={footer}>
      <form id={formId} className="assign-form" noValidate onSubmit={submit}>
        {target.template && (
          <p className="assign-target">
            Template: <strong>{target.template.name}</strong>
          </p>
        )}
        {target.user && (
          <p className="assign-target">
            Usuário: <strong>{target.user.name}</strong>
          </p>
        )}

        {!target.template && (
          <TemplatePicker
            value={templateField.field.value}
            onChange={(id, templateKind) => {
              templateField.field.onChange(id);
              setKind(templateKind);
              edited();
            }}
          />
        )}
        {!target.user && (
          <UserPicker
            selected={usersField.field.value}
            onChange={(ids) => {
              usersField.field.onChange(ids);
              edited();
            }}
          />
        )}
        {inspection && (
          <VehiclePicker
            selected={vehiclesField.field.value}
            onChange={(ids) => {
              vehiclesField.field.onChange(ids);
              edited();
            }}
          />
        )}
        {inspection && usersField.field.value.length > 0 && vehiclesField.field.value.length > 0 && (
          <p className={tooMany ? 'assign-made assign-made-over' : 'assign-made'} aria-live="polite">
            {made === 1 ? 'Será criado 1 checklist' : `Serão criados ${made} checklists`} (
            {count(usersField.field.value.length, 'usuário', 'usuários')} ×{' '}
            {count(vehiclesField.field.value.length, 'veículo', 'veículos')})
            {tooMany && (
              <>
                . <strong>{checklistMessages.tooManyAssignments}</strong>
              </>
            )}
          </p>
        )}

        {chosen.retryUser ? (
          <ErrorBanner onRetry={chosen.retryUser}>{userMessages.lookupError}</ErrorBanner>
        ) : (
          <CnhWarnings drivers={chosen.drivers} vehicles={chosen.vehicles} />
        )}

        <TextField
          label="Prazo"
          type="datetime-local"
          required
          min={minDueDate}
          step={60}
          {...register('dueDate', { onChange: edited })}
        />

        {formError && <ErrorBanner>{formError}</ErrorBanner>}
      </form>
    </Modal>
  );
}

/**
 * The chosen users with their CNH and the chosen vehicles with the category each requires, from
 * the pickers' own queries (the user of a user-first modal from their detail), for the warning.
 */
function useChosenDrivers(target: AssignModalTarget, userIds: readonly string[], vehicleIds: readonly string[]) {
  const checking = vehicleIds.length > 0;
  const listed = useQuery({
    ...userQueries.list({ ...PICKER_FILTERS, active: true, search: '' }),
    staleTime: PICKER_STALE_MS,
    enabled: checking && !target.user,
  });
  const single = useQuery({
    ...userQueries.detail(target.user?.id ?? ''),
    staleTime: PICKER_STALE_MS,
    enabled: checking && !!target.user,
  });
  const vehicles = useQuery({ ...vehicleOptionsQuery(), staleTime: PICKER_STALE_MS, enabled: checking });
  const users = target.user ? (single.data ? [single.data] : []) : (listed.data?.items ?? []);
  return {
    drivers: users.filter((u) => userIds.includes(u.id)),
    vehicles: (vehicles.data ?? []).filter((v) => vehicleIds.includes(v.id)),
    /** The user of a user-first modal could not be looked up: their CNH cannot be checked until a retry. */
    retryUser: single.isError ? () => void single.refetch() : null,
  };
}

function TemplatePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (templateId: string, kind: TemplateKind) => void;
}) {
  const templates = useQuery({ ...templateQueries.list(PICKER_FILTERS), staleTime: PICKER_STALE_MS });
  const active = useMemo(
    () =>
      (templates.data?.items ?? [])
        .filter((t) => t.isActive)
        .map((t) => ({ id: t.id, name: t.title, kind: t.kind ?? 'general' }))
        .sort(byName),
    [templates.data],
  );

  if (templates.isPending) return <LoadingState text="Carregando templates..." />;
  if (templates.isError) {
    return <ErrorBanner onRetry={() => templates.refetch()}>{templateMessages.loadListError}</ErrorBanner>;
  }
  if (active.length === 0) return <p className="empty-note">Nenhum template ativo disponível</p>;
  return (
    <SelectField
      label="Template"
      required
      value={value}
      onChange={(event) => {
        const id = event.target.value;
        onChange(id, active.find((t) => t.id === id)?.kind ?? 'general');
      }}
    >
      <option value="">Selecione um template</option>
      {active.map((t) => (
        <option key={t.id} value={t.id}>
          {t.kind === 'vehicle_inspection' ? `${t.name} (${TEMPLATE_KIND_LABELS.vehicle_inspection})` : t.name}
        </option>
      ))}
    </SelectField>
  );
}

function UserPicker({ selected, onChange }: { selected: readonly string[]; onChange: (userIds: string[]) => void }) {
  const [search, setSearch] = useState('');
  // The list narrows at once as the person types; the debounced search also asks the server,
  // which finds users beyond the first page.
  const serverSearch = useDebouncedValue(search.trim());
  const users = useQuery({
    ...userQueries.list({ ...PICKER_FILTERS, active: true, search: serverSearch }),
    staleTime: PICKER_STALE_MS,
    placeholderData: keepPreviousData,
  });
  const assignable = useMemo(() => (users.data?.items ?? []).filter(isAssignable).sort(byName), [users.data]);
  const shown = users.data?.items.length ?? 0;
  const total = users.data?.total ?? 0;

  return (
    <CheckboxPicker
      texts={USER_PICKER_TEXTS}
      state={users}
      items={assignable}
      searchFields={userSearchFields}
      search={search}
      onSearch={setSearch}
      hint={(u) => u.email}
      countNote={total > shown && ` · mostrando os primeiros ${shown} de ${total}`}
      bulk
      selected={selected}
      onChange={onChange}
    />
  );
}

const USER_PICKER_TEXTS = {
  legend: 'Usuários',
  loading: 'Carregando usuários...',
  loadError: userMessages.loadListError,
  none: 'Nenhum usuário ativo disponível',
  notFound: 'Nenhum usuário encontrado',
  searchLabel: 'Buscar usuários',
  searchPlaceholder: 'Buscar por nome, email ou telefone...',
  selected: (count: number) => (count === 1 ? '1 usuário selecionado' : `${count} usuários selecionados`),
};

const VEHICLE_PICKER_TEXTS = {
  legend: 'Veículos',
  loading: 'Carregando veículos...',
  loadError: 'Erro ao carregar veículos',
  none: 'Nenhum veículo ativo disponível',
  notFound: 'Nenhum veículo encontrado',
  searchLabel: 'Buscar veículos',
  searchPlaceholder: 'Buscar por nome ou placa...',
  selected: (count: number) => (count === 1 ? '1 veículo selecionado' : `${count} veículos selecionados`),
  list: 'Veículos ativos',
};

/**
 * A vehicle inspection's vehicles: the active ones; one out of service is marked 'Fora de serviço'
 * and can still be chosen (its inspection is how a repair gets checked).
 */
function VehiclePicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (vehicleIds: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const vehicles = useQuery({ ...vehicleOptionsQuery(), staleTime: PICKER_STALE_MS });
  const sorted = useMemo(() => [...(vehicles.data ?? [])].sort(byName), [vehicles.data]);

  return (
    <CheckboxPicker
      texts={VEHICLE_PICKER_TEXTS}
      state={vehicles}
      items={sorted}
      searchFields={(v) => [v.name, v.plate, formatPlate(v.plate)]}
      search={search}
      onSearch={setSearch}
      hint={(v) => (
        <>
          {formatPlate(v.plate)}
          {v.outOfService && (
            <>
              {' '}
              <Badge tone="danger">{OUT_OF_SERVICE_LABEL}</Badge>
            </>
          )}
        </>
      )}
      selected={selected}
      onChange={onChange}
    />
  );
}
