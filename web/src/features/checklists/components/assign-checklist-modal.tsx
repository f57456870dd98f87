import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isDueDateAhead } from '@domain/checklists/checklist.schema';
import { MESSAGES } from '@domain/messages';
import { matchesSearch } from '@domain/text';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { AssignTarget } from '@/lib/assign-checklist';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssignChecklistMutation } from '../api/assign-checklist';
import { checklistQueries } from '../api/checklist-queries';
import { localDateTimeToIso, toLocalDateTimeInput } from './due-date';
import './assign-checklist.css';

interface AssignChecklistModalProps {
  target: AssignTarget;
  onClose: () => void;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

/**
 * 'Atribuir Checklist' (spec section 5): from a template, choose users and a due date; from a
 * user, choose a template and a due date. Only active users and active templates are offered.
 */
export function AssignChecklistModal({ target, onClose }: AssignChecklistModalProps) {
  const formId = useId();
  const choosesUsers = !target.user;
  const choosesTemplate = !target.template;

  const [selectedUserIds, setSelectedUserIds] = useState<ReadonlySet<string>>(new Set());
  const [templateId, setTemplateId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // Fixed when the modal opens: the earliest due date offered is "now", to the minute.
  const [minDueDate] = useState(() => toLocalDateTimeInput(new Date()));

  const assign = useAssignChecklistMutation();
  // Closing while the request runs would hide its outcome, and the admin might assign twice.
  const close = () => {
    if (!assign.isPending) onClose();
  };

  function edited() {
    setFormError(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (assign.isPending) return;
    const chosenTemplateId = target.template?.id ?? templateId;
    const userIds = target.user ? [target.user.id] : [...selectedUserIds];
    const dueDateIso = localDateTimeToIso(dueDate);
    if (!chosenTemplateId || !dueDateIso || userIds.length === 0) {
      setFormError(MESSAGES.checklists.fillRequired);
      return;
    }
    if (!isDueDateAhead(dueDateIso, new Date())) {
      setFormError(MESSAGES.checklists.dueDateInPast);
      return;
    }
    setFormError(null);
    assign.mutate(
      { templateId: chosenTemplateId, dueDate: dueDateIso, userIds },
      {
        onSuccess: (result) => {
          toast.success(MESSAGES.checklists.assignSuccess(result.count));
          onClose();
        },
        onError: (error) => setFormError(errorMessage(error, MESSAGES.checklists.assignError)),
      },
    );
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={close} disabled={assign.isPending}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} disabled={assign.isPending}>
        {assign.isPending ? 'Atribuindo...' : 'Atribuir'}
      </Button>
    </>
  );

  return (
    <Modal open onClose={close} title="Atribuir Checklist" size="md" footer={footer}>
      <form id={formId} className="assign-form" noValidate onSubmit={handleSubmit}>
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

        {choosesTemplate && (
          <TemplatePicker
            value={templateId}
            onChange={(id) => {
              setTemplateId(id);
              edited();
            }}
          />
        )}
        {choosesUsers && (
          <UserPicker
            selected={selectedUserIds}
            onChange={(ids) => {
              setSelectedUserIds(ids);
              edited();
            }}
          />
        )}

        <TextField
          label="Prazo"
          type="datetime-local"
          required
          min={minDueDate}
          step={60}
          value={dueDate}
          onChange={(event) => {
            setDueDate(event.target.value);
            edited();
          }}
        />

        {formError && <ErrorBanner>{formError}</ErrorBanner>}
      </form>
    </Modal>
  );
}

function TemplatePicker({ value, onChange }: { value: string; onChange: (templateId: string) => void }) {
  const templates = useQuery(checklistQueries.assignableTemplates());
  const active = useMemo(
    () =>
      (templates.data?.items ?? [])
        .filter((t) => t.isActive)
        .map((t) => ({ id: t.id, name: t.title || t.name }))
        .sort(byName),
    [templates.data],
  );

  if (templates.isPending) return <LoadingState text="Carregando templates..." />;
  if (templates.isError) {
    return <ErrorBanner onRetry={() => templates.refetch()}>{MESSAGES.templates.loadListError}</ErrorBanner>;
  }
  if (active.length === 0) return <p className="assign-empty">Nenhum template ativo disponível</p>;
  return (
    <SelectField label="Template" required value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Selecione um template</option>
      {active.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}
        </option>
      ))}
    </SelectField>
  );
}

function UserPicker({
  selected,
  onChange,
}: {
  selected: ReadonlySet<string>;
  onChange: (userIds: ReadonlySet<string>) => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  // The list narrows at once as the person types; the debounced search also asks the server,
  // which finds users beyond the first page.
  const serverSearch = useDebouncedValue(search.trim());
  const users = useQuery({ ...checklistQueries.assignableUsers(serverSearch), placeholderData: keepPreviousData });
  const assignable = useMemo(
    () => (users.data?.items ?? []).filter((u) => u.isActive && u.role === 'user').sort(byName),
    [users.data],
  );
  const visible = assignable.filter((u) => matchesSearch(search, [u.name, u.email, u.phone]));

  function selectAll() {
    onChange(new Set([...selected, ...visible.map((u) => u.id)]));
  }

  function deselectAll() {
    const hidden = new Set(visible.map((u) => u.id));
    onChange(new Set([...selected].filter((id) => !hidden.has(id))));
  }

  function toggle(userId: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(userId);
    else next.delete(userId);
    onChange(next);
  }

  let content;
  if (users.isPending) {
    content = <LoadingState text="Carregando usuários..." />;
  } else if (users.isError) {
    content = <ErrorBanner onRetry={() => users.refetch()}>{MESSAGES.users.loadListError}</ErrorBanner>;
  } else if (assignable.length === 0) {
    content = <p className="assign-empty">Nenhum usuário ativo disponível</p>;
  } else {
    const total = users.data.total;
    content = (
      <>
        <div className="assign-users-toolbar">
          <div className="search-box">
            <label htmlFor={searchId} className="sr-only">
              Buscar usuários
            </label>
            <Search size={18} aria-hidden="true" className="search-icon" />
            <input
              id={searchId}
              className="input search-input"
              type="search"
              placeholder="Buscar por nome, email ou telefone..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Button variant="secondary" size="sm" onClick={selectAll} disabled={visible.length === 0}>
            Selecionar todos
          </Button>
          <Button variant="secondary" size="sm" onClick={deselectAll} disabled={selected.size === 0}>
            Desmarcar todos
          </Button>
        </div>
        <p className="assign-users-count" aria-live="polite">
          {selected.size === 1 ? '1 usuário selecionado' : `${selected.size} usuários selecionados`}
          {total > users.data.items.length && ` · mostrando os primeiros ${users.data.items.length} de ${total}`}
        </p>
        {visible.length === 0 ? (
          <p className="assign-empty">Nenhum usuário encontrado</p>
        ) : (
          <ul className="assign-user-list">
            {visible.map((u) => (
              <li key={u.id}>
                <CheckboxField
                  label={u.name}
                  hint={u.email}
                  checked={selected.has(u.id)}
                  onChange={(event) => toggle(u.id, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <fieldset className="assign-users">
      <legend>
        Usuários <span className="field-required" aria-hidden="true">*</span>
      </legend>
      {content}
    </fieldset>
  );
}
