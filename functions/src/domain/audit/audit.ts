import { z } from 'zod';
import { IdSchema, isoDaySchema, PageQuerySchema, type Page } from '../api';
import { keysOf } from '../labels';
import { DEFAULT_TIME_ZONE, zonedInstant } from '../dates';
import { auditMessages } from './messages';
import { httpMessages } from '../http-messages';
import { ROLE_LABELS } from '../roles';
import type { AuditField, AuditSubject } from './audit-fields';

/**
 * The audit trail (DESIGN D2c): an append-only log per company of the changes a customer may need
 * to prove. Entries are built here (pure) and written by the audit repository; nothing changes
 * or deletes one but the deletion of the whole company.
 */

export const AUDIT_ACTION_LABELS = {
  'checklist.assigned': 'Checklist atribuído',
  'checklist.removed': 'Checklist removido',
  'checklist.started': 'Checklist iniciado',
  'checklist.submitted': 'Checklist enviado',
  'checklist.question_approved': 'Questão aprovada',
  'checklist.question_rejected': 'Questão rejeitada',
  'checklist.approved_all': 'Checklist aprovado (todas)',
  'checklist.reopened': 'Revisão reaberta',
  'checklist.archived': 'Checklist arquivado',
  'checklist.pdf_downloaded': 'PDF baixado',
  'user.created': 'Usuário criado',
  'user.updated': 'Usuário alterado',
  'user.deactivated': 'Usuário desativado',
  'user.deleted': 'Usuário excluído',
  'user.role_changed': 'Perfil alterado',
  'user.email_changed': 'E-mail alterado',
  'user.password_set': 'Senha definida pelo administrador',
  'user.password_changed': 'Senha definida pelo próprio usuário',
  'user.second_factor_enabled': 'Verificação em duas etapas ativada',
  'user.second_factor_disabled': 'Verificação em duas etapas desativada',
  'user.second_factor_reset': 'Verificação em duas etapas redefinida',
  'user.exported': 'Dados do usuário exportados',
  'user.driver_license_changed': 'Dados de motorista alterados',
  'vehicle.created': 'Veículo cadastrado',
  'vehicle.updated': 'Veículo alterado',
  'vehicle.deactivated': 'Veículo desativado',
  'vehicle.archived': 'Veículo arquivado',
  'vehicle.unarchived': 'Veículo reativado',
  'vehicle.deleted': 'Veículo excluído',
  'vehicle.out_of_service': 'Veículo fora de serviço',
  'vehicle.back_in_service': 'Veículo de volta ao serviço',
  'vehicle.released': 'Veículo liberado',
  'vehicle.release_ended': 'Liberação encerrada por nova falha crítica',
  'vehicle.qr_revoked': 'Nova etiqueta QR gerada',
  'defect.opened': 'Defeito aberto',
  'defect.reported_again': 'Defeito reportado novamente',
  'defect.started': 'Defeito em andamento',
  'defect.resolved': 'Defeito resolvido',
  'defect.dismissed': 'Defeito sem necessidade de correção',
  'defect.reopened': 'Defeito reaberto',
  'company.read_by_superadmin': 'Leitura pelo superadmin',
  'company.updated': 'Empresa alterada',
  'company.admin_added': 'Administrador adicionado',
  'company.admin_removed': 'Administrador removido',
  'schedule.created': 'Agendamento criado',
  'schedule.updated': 'Agendamento alterado',
  'schedule.paused': 'Agendamento pausado',
  'schedule.resumed': 'Agendamento retomado',
  'schedule.deleted': 'Agendamento excluído',
  'company.settings_changed': 'Configurações da empresa alteradas',
  'company.retention_applied': 'Retenção de dados aplicada',
  'document.created': 'Documento do veículo cadastrado',
  'document.updated': 'Documento do veículo alterado',
  'document.deleted': 'Documento do veículo excluído',
  'document.attachment_added': 'Anexo do documento enviado',
  'document.attachment_removed': 'Anexo do documento removido',
  'fine.created': 'Multa cadastrada',
  'fine.updated': 'Multa alterada',
  'fine.deleted': 'Multa excluída',
  'workshop.created': 'Oficina cadastrada',
  'workshop.updated': 'Oficina alterada',
  'workshop.deleted': 'Oficina excluída',
  'work_order.opened': 'O.S. aberta',
  'work_order.workshop_assigned': 'Oficina da O.S. definida',
  'work_order.quote_requested': 'Orçamento solicitado',
  'work_order.quote_received': 'Orçamento recebido',
  'work_order.approval_recorded': 'Primeira aprovação do orçamento',
  'work_order.approved': 'Orçamento aprovado',
  'work_order.refused': 'Orçamento recusado',
  'work_order.started': 'Serviço iniciado',
  'work_order.completed': 'O.S. concluída',
  'work_order.cancelled': 'O.S. cancelada',
  'work_order.reopened': 'O.S. reaberta',
  'work_order.link_created': 'Link da oficina criado',
  'work_order.link_revoked': 'Link da oficina revogado',
  'work_order.file_attached': 'Arquivo enviado pela oficina',
  'import.confirmed': 'Importação por planilha',
  'api_key.created': 'Chave de API criada',
  'api_key.revoked': 'Chave de API revogada',
  'api_key.called': 'Chamada à API',
  'export.created': 'Lista exportada',
  'webhook.created': 'Webhook cadastrado',
  'webhook.updated': 'Webhook alterado',
  'webhook.deleted': 'Webhook excluído',
} as const;
export const AUDIT_ACTIONS = keysOf(AUDIT_ACTION_LABELS);
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RECORD_LABELS = {
  checklist: 'Checklist',
  user: 'Usuário',
  vehicle: 'Veículo',
  defect: 'Defeito',
  company: 'Empresa',
  schedule: 'Agendamento',
  document: 'Documento do veículo',
  fine: 'Multa',
  workshop: 'Oficina',
  work_order: 'Ordem de serviço',
  import: 'Importação por planilha',
  api_key: 'Chave de API',
  export: 'Exportação',
  webhook: 'Webhook',
} as const;
export const AUDIT_RECORD_TYPES = keysOf(AUDIT_RECORD_LABELS);
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** The kind of record whose fields an action's entry lists: the part of the action before its dot. */
export const auditSubject = (action: AuditAction): AuditSubject => action.slice(0, action.indexOf('.')) as AuditSubject;

/**
 * Who acts: a signed-in role, a workshop through its O.S. link (no account), the platform's timed
 * jobs, or another system through an API key.
 */
export const AUDIT_ACTOR_ROLE_LABELS = {
  ...ROLE_LABELS,
  workshop: 'Oficina (link da O.S.)',
  system: 'Rotina automática',
  api_key: 'Chave de API',
} as const;
export type AuditActorRole = keyof typeof AUDIT_ACTOR_ROLE_LABELS;

export interface AuditActor {
  uid: string;
  name: string;
  role: AuditActorRole;
}

/** The platform's timed jobs as an entry's actor (the daily retention). */
export const SYSTEM_ACTOR: AuditActor = { uid: 'system', name: 'CheckFrota', role: 'system' };

/**
 * Who does a company's work: a signed-in person (every CompanySession is one), or a workshop
 * through its O.S. link, which has no account and so no e-mail ('').
 */
export interface CompanyActor extends AuditActor {
  email: string;
  companyId: string;
}

export interface AuditRecordRef {
  type: AuditRecordType;
  id: string;
  /** What a person reads to know the record (a checklist's template, a user's name, a plate). */
  label: string;
}

export type AuditValue = string | number | boolean | null;

export interface AuditChange {
  field: AuditField;
  before: AuditValue;
  after: AuditValue;
}

/** An entry as the repository writes it; `at` is the server's clock, set on write. */
export interface AuditEntryDraft {
  action: AuditAction;
  actor: AuditActor;
  record: AuditRecordRef;
  changes: AuditChange[];
  /** Why, when the action asks for one (a reopened review, a rejection). */
  reason: string | null;
}

export interface AuditEntry extends AuditEntryDraft {
  id: string;
  at: string;
}

const asValue = (value: unknown): AuditValue => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

/**
 * The fields among `fields` whose value differs between `before` and `after`, each with both
 * values (objects and arrays as JSON). A record created has no `before`; one deleted, no `after`.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields: readonly AuditField[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const b = asValue(before?.[field]);
    const a = asValue(after?.[field]);
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
}

export function auditEntry(
  actor: AuditActor,
  action: AuditAction,
  record: AuditRecordRef,
  changes: AuditChange[] = [],
  reason: string | null = null,
): AuditEntryDraft {
  return { action, actor: { uid: actor.uid, name: actor.name, role: actor.role }, record, changes, reason };
}

/** The fields of a user an entry shows; never a password. */
export const USER_AUDIT_FIELDS = ['name', 'email', 'phone', 'role', 'isActive'] as const;

/**
 * A user's edit is one entry listing every field that changed, named by what a customer most
 * needs to find it by: a deactivation, else a role change, else an e-mail change, else an edit.
 */
export function userChangeEntries(
  actor: AuditActor,
  record: AuditRecordRef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditEntryDraft[] {
  const changes = changedFields(before, after, USER_AUDIT_FIELDS);
  if (changes.length === 0) return [];
  const changed = (field: string) => changes.some((c) => c.field === field);
  const action: AuditAction = deactivated(before, after)
    ? 'user.deactivated'
    : changed('role')
      ? 'user.role_changed'
      : changed('email')
        ? 'user.email_changed'
        : 'user.updated';
  return [auditEntry(actor, action, record, changes)];
}

function deactivated(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return before.isActive === true && after.isActive === false;
}

/** The fields of a vehicle an entry shows. */
export const VEHICLE_AUDIT_FIELDS = [
  'name',
  'plate',
  'model',
  'brand',
  'color',
  'year',
  'currentKm',
  'lastOilChangeKm',
  'oilChangeIntervalKm',
  'isActive',
] as const;

/** A vehicle's edit is one entry with what changed: 'vehicle.deactivated' when it was, else 'vehicle.updated'. */
export function vehicleChangeEntries(
  actor: AuditActor,
  record: AuditRecordRef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditEntryDraft[] {
  const changes = changedFields(before, after, VEHICLE_AUDIT_FIELDS);
  if (changes.length === 0) return [];
  return [auditEntry(actor, deactivated(before, after) ? 'vehicle.deactivated' : 'vehicle.updated', record, changes)];
}

const isoDay = isoDaySchema(auditMessages.invalidDate);

/** The trail's filters and page, before the check of the days' order (withDaysInOrder). */
export const AuditFiltersSchema = PageQuerySchema.omit({ search: true })
  .extend({
    actorUid: IdSchema.optional(),
    recordType: z.enum(AUDIT_RECORD_TYPES, { error: httpMessages.invalidParams }).optional(),
    recordId: IdSchema.optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .strict();

/** 'De' after 'Até' is refused (a schema of the trail's filters: its list's, its export's). */
export const withDaysInOrder = <S extends z.ZodType<{ from?: string; to?: string }>>(schema: S) =>
  schema.refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditMessages.invalidRange, path: ['to'] });

/** `GET /api/audit`: newest first, filtered by person, record and days (the company's calendar). */
export const AuditListQuerySchema = withDaysInOrder(AuditFiltersSchema);
export type AuditListQuery = z.output<typeof AuditListQuerySchema>;

/** Midnight starting the day 'YYYY-MM-DD' (moved `days` days) in `timeZone`. */
function dayStart(day: string, timeZone: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedInstant(year, month, date + days, 0, timeZone);
}

/** The instants a day filter covers: from the start of `from` to the end of `to`, in the company's time. */
export function auditDateRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: Date | null; end: Date | null } {
  return { start: from ? dayStart(from, timeZone) : null, end: to ? dayStart(to, timeZone, 1) : null };
}

export type AuditPage = Page<AuditEntry>;

/** `POST /api/responses/:id/reopen`: the reason is required. */
export const ReopenBodySchema = z.strictObject({
  reason: z
    .string({ error: auditMessages.reopenReasonRequired })
    .trim()
    .min(1, auditMessages.reopenReasonRequired)
    .max(1000),
});

/** The fields of a vehicle document an entry shows. */
export const DOCUMENT_AUDIT_FIELDS = ['type', 'number', 'issuer', 'issueDate', 'expiryDate', 'cost', 'notes'] as const;
