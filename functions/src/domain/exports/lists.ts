import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_ROLE_LABELS,
  AUDIT_RECORD_LABELS,
  auditSubject,
  type AuditEntry,
} from '../audit/audit';
import { showAuditChange } from '../audit/audit-fields';
import type { Checklist, ChecklistQuestion } from '../checklists/checklist.schema';
import { CHECKLIST_STATUS_LABELS } from '../checklists/checklist.schema';
import type { ListedChecklist } from '../checklists/checklist-filters';
import { answerText, QUESTION_STATUS_LABELS } from '../checklists/report';
import type { DeadlineItem } from '../deadlines/deadline-list';
import { DEADLINE_KIND_LABELS } from '../deadlines/deadlines';
import { daysLeft, dueStatus, DUE_STATUS_LABELS } from '../deadlines/due-status';
import { DOCUMENT_TYPE_LABELS, documentFileName, type VehicleDocument } from '../documents/documents';
import { VEHICLE_TYPE_LABELS } from '../documents/licensing';
import { FINE_STATUS_LABELS, awaitsIndication, indicationDeadline, type TrafficFine } from '../fines/fines';
import { DEFECT_STATUS_LABELS, isOpenDefect, type Defect } from '../fleet/defect';
import { CUSTODY_HISTORY_LABEL, custodyTimesLabel, kmDriven, type Custody } from '../fleet/custody';
import { FUEL_TYPE_LABELS } from '../fleet/fuel';
import { OIL_STATUS_LABELS, oilSummary } from '../fleet/oil';
import { MAINTENANCE_TYPE_LABELS, type RecordKind, type StoredRecord } from '../fleet/records.schema';
import type { ReminderWithDue } from '../fleet/vehicle-api';
import { formatPlate } from '../fleet/plate';
import type { Vehicle } from '../fleet/vehicle.schema';
import { DEFECT_SEVERITY_LABELS, QUESTION_TYPE_LABELS } from '../templates/template.schema';
import { ROLE_LABELS } from '../roles';
import type { CompanyUser } from '../users/user.schema';
import { column, type ExportColumn } from './columns';

/** The lists an admin exports, by their route's name, with the name their file and the audit trail give them. */
export const EXPORT_LIST_NAMES = {
  vehicles: 'Veículos',
  responses: 'Respostas',
  users: 'Usuários',
  defects: 'Defeitos',
  fines: 'Multas',
  deadlines: 'Vencimentos',
  maintenance: 'Manutenções',
  fuel: 'Abastecimentos',
  oil_changes: 'Trocas de óleo',
  reminders: 'Lembretes',
  custody: CUSTODY_HISTORY_LABEL,
  audit: 'Auditoria',
  checklists: 'Checklists',
  documents: 'Documentos',
} as const;
export type ExportList = keyof typeof EXPORT_LIST_NAMES;

/** 'Veículos': as the vehicles screen shows them, with the oil, service and document figures it computes. */
export const VEHICLE_COLUMNS: readonly ExportColumn<Vehicle>[] = [
  column('Nome', 'text', (v) => v.name),
  column('Placa', 'text', (v) => formatPlate(v.plate), 10),
  column('Marca', 'text', (v) => v.brand, 16),
  column('Modelo', 'text', (v) => v.model, 16),
  column('Cor', 'text', (v) => v.color, 12),
  column('Ano', 'integer', (v) => v.year || null, 6),
  column('UF', 'text', (v) => v.uf, 4),
  column('Tipo', 'text', (v) => VEHICLE_TYPE_LABELS[v.vehicleType]),
  column('Km atual', 'integer', (v) => v.currentKm),
  column('Km da última troca de óleo', 'integer', (v) => v.lastOilChangeKm),
  column('Intervalo de troca de óleo (km)', 'integer', (v) => v.oilChangeIntervalKm),
  column('Próxima troca de óleo (km)', 'integer', (v) => oilSummary(v).nextChangeKm),
  column('Óleo', 'text', (v) => OIL_STATUS_LABELS[oilSummary(v).status], 12),
  column('Ativo', 'boolean', (v) => v.isActive),
  column('Fora de serviço', 'boolean', (v) => v.service.outOfService),
  column('Defeitos abertos', 'integer', (v) => v.service.openDefects),
  column('Motorista atual', 'text', (v) => v.currentDriver?.name ?? null),
  column('Próximo vencimento de documento', 'date', (v) => v.documentsDue?.expiryDate ?? null),
  column('Cadastrado em', 'datetime', (v) => v.createdAt),
  column('Alterado em', 'datetime', (v) => v.updatedAt),
];

/** One answer of a sent checklist: a row of 'Respostas'. */
export interface AnswerRow {
  checklist: Checklist;
  question: ChecklistQuestion;
  /** The checklist's odometer reading (its odometer question's answer), on every row of it. */
  odometerKm: number | null;
  /** The company's zone, for a date-and-time answer written as text. */
  timeZone: string;
}

/** A checklist's answers as rows, in the questions' order. */
export function answerRowsOf(checklist: Checklist, timeZone: string): AnswerRow[] {
  const odometer = checklist.questions.find((q) => q.type === 'odometer' && typeof q.answer === 'number');
  const odometerKm = odometer ? (odometer.answer as number) : null;
  return [...checklist.questions]
    .sort((a, b) => a.order - b.order)
    .map((question) => ({ checklist, question, odometerKm, timeZone }));
}

/** 'Respostas': one row per answer, with the checklist, its vehicle and odometer, and the answer's review. */
export const RESPONSE_COLUMNS: readonly ExportColumn<AnswerRow>[] = [
  column('Checklist', 'text', (r) => r.checklist.id, 22),
  column('Template', 'text', (r) => r.checklist.templateName),
  column('Responsável', 'text', (r) => r.checklist.userName),
  column('Veículo', 'text', (r) => r.checklist.vehicle?.name ?? null),
  column('Placa', 'text', (r) => (r.checklist.vehicle ? formatPlate(r.checklist.vehicle.plate) : null), 10),
  column('Hodômetro (km)', 'integer', (r) => r.odometerKm),
  column('Status do checklist', 'text', (r) => CHECKLIST_STATUS_LABELS[r.checklist.status], 14),
  column('Prazo', 'datetime', (r) => r.checklist.dueDate),
  column('Iniciado em', 'datetime', (r) => r.checklist.startedAt),
  column('Enviado em', 'datetime', (r) => r.checklist.submittedAt),
  column('Nº da questão', 'integer', (r) => r.question.order, 8),
  column('Questão', 'text', (r) => r.question.question, 40),
  column('Tipo', 'text', (r) => QUESTION_TYPE_LABELS[r.question.type], 14),
  column('Resposta', 'text', (r) => answerText(r.question, r.question.answer, r.timeZone), 30),
  column('Valor numérico', 'number', (r) => (typeof r.question.answer === 'number' ? r.question.answer : null)),
  column('Comentário', 'text', (r) => r.question.comment),
  column('Respondida em', 'datetime', (r) => r.question.answeredAt),
  column('Revisão', 'text', (r) => QUESTION_STATUS_LABELS[r.question.status], 10),
  column('Revisor', 'text', (r) => r.question.reviewedBy),
  column('Revisada em', 'datetime', (r) => r.question.reviewedAt),
  column('Motivo da rejeição', 'text', (r) => r.question.rejectionReason, 30),
  column('Correções', 'integer', (r) => r.question.corrections, 10),
];

/** 'Usuários': who they are, their CNH and their checklists' counts; never a password, token or second factor (the user document holds none). */
export const USER_COLUMNS: readonly ExportColumn<CompanyUser>[] = [
  column('Nome', 'text', (u) => u.name),
  column('E-mail', 'text', (u) => u.email, 30),
  column('Telefone', 'text', (u) => u.phone, 16),
  column('Perfil', 'text', (u) => ROLE_LABELS[u.role], 14),
  column('Ativo', 'boolean', (u) => u.isActive),
  column('Número da CNH', 'text', (u) => u.driverLicense?.cnhNumber ?? null, 14),
  column('Categoria da CNH', 'text', (u) => u.driverLicense?.category ?? null, 10),
  column('Validade da CNH', 'date', (u) => u.driverLicense?.expiryDate ?? null),
  column('EAR', 'boolean', (u) => u.driverLicense?.ear ?? null),
  column('Último exame toxicológico', 'date', (u) => u.driverLicense?.lastToxicologicalExamDate ?? null),
  column('Checklists', 'integer', (u) => u.checklistsCount, 10),
  column('Concluídos', 'integer', (u) => u.completedCount, 10),
  column('Último acesso', 'datetime', (u) => u.lastLogin),
  column('Cadastrado em', 'datetime', (u) => u.createdAt),
];

/** The step that closed a closed defect (resolved or dismissed): when, by whom, and its note. */
function closingOf(defect: Defect) {
  if (isOpenDefect(defect.status)) return null;
  return defect.history.filter((e) => e.kind === defect.status).at(-1) ?? null;
}

/** 'Defeitos': each defect as the list shows it, with its reports and how it was closed. */
export const DEFECT_COLUMNS: readonly ExportColumn<Defect>[] = [
  column('Defeito', 'text', (d) => d.title, 30),
  column('Gravidade', 'text', (d) => DEFECT_SEVERITY_LABELS[d.severity], 12),
  column('Status', 'text', (d) => DEFECT_STATUS_LABELS[d.status], 16),
  column('Veículo', 'text', (d) => d.vehicle.name),
  column('Placa', 'text', (d) => formatPlate(d.vehicle.plate), 10),
  column('Aberto em', 'datetime', (d) => d.openedAt),
  column('Reportado por', 'text', (d) => d.firstReport.reportedByName),
  column('Comentário', 'text', (d) => d.firstReport.comment, 30),
  column('Reportes', 'integer', (d) => d.reportsCount, 10),
  column('Último reporte em', 'datetime', (d) => d.lastReport.reportedAt),
  column('Encerrado em', 'datetime', (d) => closingOf(d)?.at ?? null),
  column('Encerrado por', 'text', (d) => closingOf(d)?.byName ?? null),
  column('Observação do encerramento', 'text', (d) => closingOf(d)?.note ?? null, 30),
];

/** 'Multas': each fine with its amount as money, its points and, while it waits for a driver, its deadline. */
export const FINE_COLUMNS: readonly ExportColumn<TrafficFine>[] = [
  column('Auto de infração', 'text', (f) => f.infractionNumber, 16),
  column('Data da infração', 'datetime', (f) => f.occurredAt),
  column('Veículo', 'text', (f) => f.vehicle.name),
  column('Placa', 'text', (f) => formatPlate(f.vehicle.plate), 10),
  column('Local', 'text', (f) => f.place, 30),
  column('Descrição', 'text', (f) => f.description, 40),
  column('Valor', 'money', (f) => f.amount),
  column('Pontos', 'integer', (f) => f.points, 8),
  column('Notificação', 'date', (f) => f.notificationDate),
  column('Prazo de indicação', 'date', (f) => (awaitsIndication(f) ? indicationDeadline(f.notificationDate) : null)),
  column('Situação', 'text', (f) => FINE_STATUS_LABELS[f.status], 20),
  column('Condutor', 'text', (f) => f.driver?.name ?? null),
  column('Cadastrada em', 'datetime', (f) => f.createdAt),
];

/** 'Vencimentos': each deadline, soonest first, with its status and days left on the company's day. */
export const DEADLINE_COLUMNS: readonly ExportColumn<DeadlineItem>[] = [
  column('Tipo', 'text', (d) => DEADLINE_KIND_LABELS[d.kind], 20),
  column('Item', 'text', (d) => d.title, 30),
  column('Veículo', 'text', (d) => d.vehicle?.name ?? null),
  column('Placa', 'text', (d) => (d.vehicle ? formatPlate(d.vehicle.plate) : null), 10),
  column('Motorista', 'text', (d) => d.driver?.name ?? null),
  column('Vencimento', 'date', (d) => d.dueDay),
  column('Dias restantes', 'integer', (d) => d.daysLeft),
  column('Situação', 'text', (d) => DUE_STATUS_LABELS[d.status], 14),
  column('NIC', 'money', (d) => d.nicAmount),
];

/** A row of a vehicle's tab: the item, and the vehicle it is of (the file may travel without its screen). */
export interface VehicleItemRow<T> {
  vehicle: { name: string; plate: string };
  item: T;
}

const vehicleColumns = <T>(): ExportColumn<VehicleItemRow<T>>[] => [
  column('Veículo', 'text', (r) => r.vehicle.name),
  column('Placa', 'text', (r) => formatPlate(r.vehicle.plate), 10),
];

/** What every record has: when, by whom, and whether its km was below an earlier reading. */
const recordTail = <K extends RecordKind>(): ExportColumn<VehicleItemRow<StoredRecord<K>>>[] => [
  column('Observações', 'text', (r) => r.item.notes ?? null, 30),
  column('Registrado por', 'text', (r) => r.item.performedBy),
  column('Hodômetro abaixo de leitura anterior', 'boolean', (r) => r.item.odometerWentBack, 12),
];

/** 'Manutenções': a vehicle's maintenance records, newest first. */
export const MAINTENANCE_COLUMNS: readonly ExportColumn<VehicleItemRow<StoredRecord<'maintenance'>>>[] = [
  ...vehicleColumns<StoredRecord<'maintenance'>>(),
  column('Data', 'datetime', (r) => r.item.performedAt),
  column('Tipo', 'text', (r) => MAINTENANCE_TYPE_LABELS[r.item.type], 18),
  column('Descrição', 'text', (r) => r.item.description, 30),
  column('Custo', 'money', (r) => r.item.cost),
  column('Quilometragem', 'integer', (r) => r.item.kmAtMaintenance),
  column('Próxima manutenção (km)', 'integer', (r) => r.item.nextMaintenanceKm ?? null),
  ...recordTail<'maintenance'>(),
];

/** 'Abastecimentos': a vehicle's fill-ups, newest first. */
export const FUEL_COLUMNS: readonly ExportColumn<VehicleItemRow<StoredRecord<'fuel'>>>[] = [
  ...vehicleColumns<StoredRecord<'fuel'>>(),
  column('Data', 'datetime', (r) => r.item.performedAt),
  column('Combustível', 'text', (r) => FUEL_TYPE_LABELS[r.item.fuelType], 12),
  column('Litros', 'number', (r) => r.item.liters),
  column('Preço por litro', 'money', (r) => r.item.costPerLiter),
  column('Total', 'money', (r) => r.item.totalCost),
  column('Quilometragem', 'integer', (r) => r.item.kmAtFueling),
  column('Tanque cheio', 'boolean', (r) => r.item.fullTank, 10),
  column('Posto', 'text', (r) => r.item.fuelStation ?? null),
  ...recordTail<'fuel'>(),
];

/** 'Trocas de óleo': a vehicle's oil changes, newest first. */
export const OIL_CHANGE_COLUMNS: readonly ExportColumn<VehicleItemRow<StoredRecord<'oil_change'>>>[] = [
  ...vehicleColumns<StoredRecord<'oil_change'>>(),
  column('Data', 'datetime', (r) => r.item.performedAt),
  column('Óleo', 'text', (r) => r.item.oilType, 16),
  column('Marca', 'text', (r) => r.item.oilBrand, 16),
  column('Filtro trocado', 'boolean', (r) => r.item.filterChanged, 10),
  column('Custo', 'money', (r) => r.item.cost),
  column('KM da troca', 'integer', (r) => r.item.kmAtChange),
  column('Próxima troca (km)', 'integer', (r) => r.item.nextChangeKm),
  ...recordTail<'oil_change'>(),
];

/** 'Lembretes': a vehicle's service reminders, by name, each with its next due km or day and status. */
export const REMINDER_COLUMNS: readonly ExportColumn<VehicleItemRow<ReminderWithDue>>[] = [
  ...vehicleColumns<ReminderWithDue>(),
  column('Lembrete', 'text', (r) => r.item.name),
  column('Tipo', 'text', (r) => MAINTENANCE_TYPE_LABELS[r.item.type], 18),
  column('Intervalo (km)', 'integer', (r) => r.item.intervalKm),
  column('Intervalo (meses)', 'integer', (r) => r.item.intervalMonths),
  column('Última vez (km)', 'integer', (r) => r.item.lastDoneKm),
  column('Última vez em', 'date', (r) => r.item.lastDoneAt),
  column('Próxima (km)', 'integer', (r) => r.item.due.byKm?.dueKm ?? null),
  column('Km restantes', 'integer', (r) => r.item.due.byKm?.remainingKm ?? null),
  column('Próxima em', 'date', (r) => r.item.due.byDate?.dueAt ?? null),
  column('Dias restantes', 'integer', (r) => r.item.due.byDate?.remainingDays ?? null),
  column('Situação', 'text', (r) => OIL_STATUS_LABELS[r.item.due.status], 10),
];

/** How a custody ended: the driver's check-in, or the next driver's check-out; still open, in use. */
function custodyEnd(custody: Custody): string {
  if (custody.endedBy === 'check_in') return 'Inspeção de retorno';
  if (custody.endedBy === 'next_check_out')
    return custody.endedByDriverName ? `Saída de ${custody.endedByDriverName}` : 'Próxima saída';
  return 'Em uso';
}

/** 'Histórico de uso': who held the vehicle, from when to when, and the km they drove, newest first. */
export const CUSTODY_COLUMNS: readonly ExportColumn<VehicleItemRow<Custody>>[] = [
  ...vehicleColumns<Custody>(),
  column('Motorista', 'text', (r) => r.item.driverName),
  column('Saída', 'datetime', (r) => r.item.from),
  column('Km na saída', 'integer', (r) => r.item.kmFrom),
  column('Retorno', 'datetime', (r) => r.item.to),
  column('Km no retorno', 'integer', (r) => r.item.kmTo),
  column('Km rodados', 'integer', (r) => kmDriven(r.item)),
  column('Encerrado por', 'text', (r) => custodyEnd(r.item), 20),
  column('Horários', 'text', (r) => custodyTimesLabel({ from: r.item.fromSource, to: r.item.toSource }), 30),
];

/** An entry of the trail, and the company's zone its changes' dates are shown in. */
export interface AuditRow {
  entry: AuditEntry;
  timeZone: string;
}

/** What changed, as the trail's screen shows it: 'Status: Aprovado → Em revisão; …'. */
function changesText({ entry, timeZone }: AuditRow): string {
  return entry.changes
    .map((change) => {
      const shown = showAuditChange(auditSubject(entry.action), change, timeZone);
      return `${shown.label}: ${shown.before} → ${shown.after}`;
    })
    .join('; ');
}

/** 'Auditoria': the trail newest first, each entry with who, what, on which record, what changed and why. */
export const AUDIT_COLUMNS: readonly ExportColumn<AuditRow>[] = [
  column('Data e hora', 'datetime', (r) => r.entry.at),
  column('Ação', 'text', (r) => AUDIT_ACTION_LABELS[r.entry.action], 30),
  column('Quem', 'text', (r) => r.entry.actor.name || r.entry.actor.uid),
  column('Perfil', 'text', (r) => AUDIT_ACTOR_ROLE_LABELS[r.entry.actor.role], 14),
  column('Registro', 'text', (r) => AUDIT_RECORD_LABELS[r.entry.record.type], 14),
  column('Identificação', 'text', (r) => r.entry.record.label || r.entry.record.id, 30),
  column('Alterações', 'text', changesText, 60),
  column('Motivo', 'text', (r) => r.entry.reason, 30),
];

/**
 * 'Checklists': each assigned checklist, newest assignment first, with its status, its times from
 * assignment to review, and what an inspection found (the failures are its score).
 */
export const CHECKLIST_COLUMNS: readonly ExportColumn<ListedChecklist>[] = [
  column('Checklist', 'text', (c) => c.id, 22),
  column('Template', 'text', (c) => c.templateName),
  column('Responsável', 'text', (c) => c.userName),
  column('Veículo', 'text', (c) => c.vehicle?.name ?? null),
  column('Placa', 'text', (c) => (c.vehicle ? formatPlate(c.vehicle.plate) : null), 10),
  column('Status', 'text', (c) => CHECKLIST_STATUS_LABELS[c.status], 14),
  column('Atribuído em', 'datetime', (c) => c.assignedAt),
  column('Prazo', 'datetime', (c) => c.dueDate),
  column('Iniciado em', 'datetime', (c) => c.startedAt),
  column('Enviado em', 'datetime', (c) => c.submittedAt),
  column('Revisado em', 'datetime', (c) => c.reviewedAt),
  column('Questões', 'integer', (c) => c.questionsCount, 10),
  column('Respondidas', 'integer', (c) => c.answeredCount, 10),
  column('Falhas', 'integer', (c) => c.inspection?.failures ?? null, 8),
  column('Falhas críticas', 'integer', (c) => c.inspection?.criticalFailures ?? null, 10),
  column('Hodômetro (km)', 'integer', (c) => c.inspection?.odometerKm ?? null),
];

/** A vehicle's document, and the company's day its status is read on. */
export interface DocumentRow extends VehicleItemRow<VehicleDocument> {
  today: string;
}

/** 'Documentos': a vehicle's papers, soonest expiry first, each with its status on the company's day and its file. */
export const DOCUMENT_COLUMNS: readonly ExportColumn<DocumentRow>[] = [
  column('Veículo', 'text', (r) => r.vehicle.name),
  column('Placa', 'text', (r) => formatPlate(r.vehicle.plate), 10),
  column('Tipo', 'text', (r) => DOCUMENT_TYPE_LABELS[r.item.type], 24),
  column('Número', 'text', (r) => r.item.number, 18),
  column('Órgão emissor', 'text', (r) => r.item.issuer),
  column('Emissão', 'date', (r) => r.item.issueDate),
  column('Vencimento', 'date', (r) => r.item.expiryDate),
  column('Dias restantes', 'integer', (r) => daysLeft(r.item.expiryDate, r.today)),
  column('Situação', 'text', (r) => DUE_STATUS_LABELS[dueStatus(r.item.expiryDate, r.today)], 14),
  column('Custo', 'money', (r) => r.item.cost),
  column('Arquivo', 'text', (r) => documentFileName(r.item), 30),
  column('Observações', 'text', (r) => r.item.notes, 30),
];
