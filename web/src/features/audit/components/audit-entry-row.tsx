import { AUDIT_ACTION_LABELS, AUDIT_RECORD_LABELS, type AuditEntry, type AuditValue } from '@domain/audit/audit';
import { DUE_REMINDER_LABELS } from '@domain/companies/settings';
import { TIME_ZONE_LABELS } from '@domain/dates';
import { CHECKLIST_STATUS_LABELS } from '@domain/checklists/checklist.schema';
import { QUESTION_STATUS_LABELS } from '@domain/checklists/report';
import { ROLE_LABELS } from '@domain/roles';
import { formatDateTime } from '@/lib/format';

const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  role: 'Perfil',
  isActive: 'Ativo',
  status: 'Status',
  userName: 'Usuário',
  dueDate: 'Prazo',
  archived: 'Arquivado',
  plate: 'Placa',
  model: 'Modelo',
  brand: 'Marca',
  color: 'Cor',
  year: 'Ano',
  currentKm: 'Km atual',
  lastOilChangeKm: 'Km da última troca de óleo',
  oilChangeIntervalKm: 'Intervalo de troca de óleo (km)',
  timeZone: 'Fuso horário',
  dueReminderMinutes: 'Lembrete antes do vencimento',
  cnhNumber: 'Número da CNH',
  cnhCategory: 'Categoria da CNH',
  cnhExpiryDate: 'Validade da CNH',
  ear: 'Exerce atividade remunerada (EAR)',
  lastToxicologicalExamDate: 'Último exame toxicológico',
};

/** Statuses and roles by their names on screen; a question's review by its report label. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: CHECKLIST_STATUS_LABELS,
  role: ROLE_LABELS,
  timeZone: TIME_ZONE_LABELS,
  dueReminderMinutes: DUE_REMINDER_LABELS,
};

function shown(field: string, value: AuditValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const labels: Record<string, string> | undefined = field.startsWith('questão')
    ? QUESTION_STATUS_LABELS
    : VALUE_LABELS[field];
  return labels?.[String(value)] ?? String(value);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One entry of the trail: when, who, what, on which record, what changed and why. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="audit-entry">
      <div className="audit-entry-head">
        <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </div>
      <p className="audit-entry-who">
        {entry.actor.name || entry.actor.uid}{' '}
        <span className="audit-entry-role">({ROLE_LABELS[entry.actor.role]})</span>
      </p>
      <p className="audit-entry-record">
        {AUDIT_RECORD_LABELS[entry.record.type]}: {entry.record.label || entry.record.id}
      </p>
      {entry.changes.length > 0 && (
        <ul className="audit-entry-changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              {FIELD_LABELS[change.field] ?? capitalized(change.field)}: {shown(change.field, change.before)} →{' '}
              {shown(change.field, change.after)}
            </li>
          ))}
        </ul>
      )}
      {entry.reason && <p className="audit-entry-reason">Motivo: {entry.reason}</p>}
    </li>
  );
}
