import { CHECKLIST_STATUS_LABELS } from '../checklists/checklist.schema';
import { QUESTION_STATUS_LABELS } from '../checklists/report';
import { DUE_REMINDER_LABELS, POSITION_RETENTION_LABELS, PUBLIC_NAME_LABELS } from '../companies/settings';
import { formatDateTimeBR, formatDayBR, isIsoDay, TIME_ZONE_LABELS } from '../dates';
import { DOCUMENT_TYPE_LABELS } from '../documents/documents';
import { FINE_STATUS_LABELS } from '../fines/fines';
import { IMPORT_KIND_LABELS } from '../imports/columns';
import { DEFECT_STATUS_LABELS } from '../fleet/defect';
import { formatPlate } from '../fleet/plate';
import { ROLE_LABELS } from '../roles';
import { WORK_ORDER_STATUS_LABELS } from '../work-orders/work-order';

/**
 * How the audit trail shows each field it records, in one place: its pt-BR label and how a value
 * reads (a date on the company's clock, money in R$, a state by its label). A field an entry may
 * carry is one of these keys, so a field without a label does not compile.
 */

/** How a value reads: as written, a date, money, km, a plate, or by the label of its code. */
export type AuditFieldKind = 'text' | 'date' | 'money' | 'km' | 'plate' | 'labels';

export interface AuditFieldRule {
  label: string;
  kind: AuditFieldKind;
  /** For 'labels': each code's pt-BR label. */
  labels?: Readonly<Record<string, string>>;
}

const text = (label: string): AuditFieldRule => ({ label, kind: 'text' });
const labelled = (label: string, labels: Readonly<Record<string, string>>): AuditFieldRule => ({
  label,
  kind: 'labels',
  labels,
});
const date = (label: string): AuditFieldRule => ({ label, kind: 'date' });
const money = (label: string): AuditFieldRule => ({ label, kind: 'money' });
const km = (label: string): AuditFieldRule => ({ label, kind: 'km' });
const plate = (label: string): AuditFieldRule => ({ label, kind: 'plate' });

const isActive = text('Ativo');

/** The fields each kind of record's entries carry (an action's kind is the part before its dot). */
export const AUDIT_FIELDS = {
  checklist: {
    userName: text('Usuário'),
    dueDate: date('Prazo'),
    vehicle: text('Veículo'),
    status: labelled('Status', CHECKLIST_STATUS_LABELS),
    archived: text('Arquivado'),
    arquivo: text('Arquivo'),
    startedVia: text('Início'),
  },
  user: {
    name: text('Nome'),
    email: text('E-mail'),
    phone: text('Telefone'),
    role: labelled('Perfil', ROLE_LABELS),
    isActive,
    cnhNumber: text('Número da CNH'),
    cnhCategory: text('Categoria da CNH'),
    cnhExpiryDate: date('Validade da CNH'),
    ear: text('Exerce atividade remunerada (EAR)'),
    lastToxicologicalExamDate: date('Último exame toxicológico'),
  },
  vehicle: {
    name: text('Nome'),
    plate: plate('Placa'),
    model: text('Modelo'),
    brand: text('Marca'),
    color: text('Cor'),
    year: text('Ano'),
    currentKm: km('Km atual'),
    lastOilChangeKm: km('Km da última troca de óleo'),
    oilChangeIntervalKm: km('Intervalo de troca de óleo'),
    isActive,
    outOfService: text('Fora de serviço'),
    records: text('Registros (manutenção, abastecimento, hodômetro e lembretes)'),
    fines: text('Multas'),
    documents: text('Documentos'),
    custodies: text('Usos (saídas e retornos)'),
  },
  defect: {
    status: labelled('Status', DEFECT_STATUS_LABELS),
  },
  company: {
    name: text('Nome'),
    email: text('E-mail'),
    phone: text('Telefone'),
    address: text('Endereço'),
    cnpj: text('CNPJ'),
    timeZone: labelled('Fuso horário', TIME_ZONE_LABELS),
    dueReminderMinutes: labelled('Lembrete antes do vencimento', DUE_REMINDER_LABELS),
    publicNames: labelled('Nomes na verificação pública', PUBLIC_NAME_LABELS),
    positionRetentionMonths: labelled('Guarda das localizações', POSITION_RETENTION_LABELS),
    positionsRemoved: text('Localizações removidas'),
    auditEntriesRemoved: text('Registros de auditoria removidos'),
    secondApprovalAbove: money('Segunda aprovação de O.S. acima de'),
  },
  schedule: {
    template: text('Template'),
    users: text('Usuários'),
    vehicles: text('Veículos'),
    recurrence: text('Recorrência'),
    dueTime: text('Horário limite'),
    startDate: date('Data de início'),
    endDate: date('Data de término'),
    isActive,
  },
  document: {
    type: labelled('Tipo', DOCUMENT_TYPE_LABELS),
    number: text('Número'),
    issuer: text('Órgão emissor'),
    issueDate: date('Data de emissão'),
    expiryDate: date('Vencimento'),
    cost: money('Custo'),
    notes: text('Observações'),
  },
  fine: {
    vehicle: text('Veículo'),
    infractionNumber: text('Número do auto de infração'),
    occurredAt: date('Data e hora da infração'),
    place: text('Local'),
    amount: money('Valor'),
    points: text('Pontos'),
    notificationDate: date('Data da notificação'),
    status: labelled('Situação', FINE_STATUS_LABELS),
    driver: text('Condutor'),
  },
  workshop: {
    name: text('Nome'),
    cnpj: text('CNPJ'),
    phone: text('Telefone'),
    email: text('E-mail'),
    address: text('Endereço'),
  },
  work_order: {
    status: labelled('Status', WORK_ORDER_STATUS_LABELS),
    workshop: text('Oficina'),
    total: money('Total'),
    invoiceNumber: text('Número da NF-e'),
    odometerKm: km('Km na entrega'),
    file: text('Arquivo'),
  },
  import: {
    kind: labelled('Tipo', IMPORT_KIND_LABELS),
    fileName: text('Arquivo'),
    created: text('Criados'),
    updated: text('Atualizados'),
    unchanged: text('Sem alteração'),
    errors: text('Com erros'),
  },
  api_key: {
    name: text('Nome'),
    scopes: text('Permissões'),
    call: text('Chamada'),
    status: text('Resposta'),
  },
  export: {
    format: text('Formato'),
    filters: text('Filtros'),
    rows: text('Linhas'),
    file: text('Arquivo'),
  },
  webhook: {
    url: text('URL'),
    events: text('Eventos'),
    description: text('Descrição'),
    enabled: text('Ativo'),
  },
} as const satisfies Record<string, Record<string, AuditFieldRule>>;

export type AuditSubject = keyof typeof AUDIT_FIELDS;
type FieldsOf<S extends AuditSubject> = keyof (typeof AUDIT_FIELDS)[S] & string;
/** A question's review, by its number ('questão 3'). */
type QuestionField = 'questão' | `questão ${number}`;
export type AuditField = { [S in AuditSubject]: FieldsOf<S> }[AuditSubject] | QuestionField;

const QUESTION_FIELD = /^questão(?: (\d+))?$/;

/** The field's rule for entries of this kind; null when the trail never records it. */
export function auditFieldRule(subject: AuditSubject, field: string): AuditFieldRule | null {
  const question = QUESTION_FIELD.exec(field);
  if (subject === 'checklist' && question) {
    return labelled(question[1] ? `Questão ${question[1]}` : 'Questão', QUESTION_STATUS_LABELS);
  }
  const rules: Readonly<Record<string, AuditFieldRule>> = AUDIT_FIELDS[subject];
  return Object.hasOwn(rules, field) ? rules[field]! : null;
}

const moneyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A value by its field's rule; a date on the company's clock (a calendar day as it is). */
function shownValue(rule: AuditFieldRule, value: string | number, timeZone: string): string {
  const raw = String(value);
  switch (rule.kind) {
    case 'labels':
      return rule.labels?.[raw] ?? raw;
    case 'date':
      if (isIsoDay(raw)) return formatDayBR(raw);
      return Number.isNaN(Date.parse(raw)) ? raw : formatDateTimeBR(raw, timeZone);
    case 'money':
      // Intl separates the symbol with a no-break space; a plain one reads the same.
      return moneyFormat.format(Number(value)).replace(/\u00a0/g, ' ');
    case 'km':
      return `${integerFormat.format(Number(value))} km`;
    case 'plate':
      return formatPlate(raw);
    default:
      return raw;
  }
}

export interface ShownAuditChange {
  label: string;
  before: string;
  after: string;
}

/**
 * A change as a person reads it: the field's label and both values shown ('—' for none, Sim/Não);
 * a field the trail does not know (an entry older than its rule) keeps its name.
 */
export function showAuditChange(
  subject: AuditSubject,
  change: { field: string; before: string | number | boolean | null; after: string | number | boolean | null },
  timeZone: string,
): ShownAuditChange {
  const rule = auditFieldRule(subject, change.field);
  const show = (value: string | number | boolean | null) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
    return rule ? shownValue(rule, value, timeZone) : String(value);
  };
  return { label: rule?.label ?? change.field, before: show(change.before), after: show(change.after) };
}
