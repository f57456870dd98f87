// Without zod: the web's work-order screens read these rules (the inputs' schemas are in work-order.schema.ts).
import type { Attachment } from '../attachments/attachment';
import { isoDayIn } from '../dates';
import { keysOf } from '../labels';

/**
 * Work orders ('Ordens de Serviço'): the repair of a vehicle by an outside workshop, from the
 * request for a quote to the invoice. Money is in centavos (integers), never in floating reais.
 */

export const WORK_ORDER_STATUS_LABELS = {
  open: 'Aberta',
  awaiting_quote: 'Aguardando orçamento',
  quote_received: 'Orçamento recebido',
  approved: 'Aprovada',
  refused: 'Recusada',
  in_progress: 'Em execução',
  completed: 'Concluída',
  cancelled: 'Cancelada',
} as const;
export const WORK_ORDER_STATUSES = keysOf(WORK_ORDER_STATUS_LABELS);
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Still to be dealt with: what a list shows first and what keeps a workshop in use. */
export const ACTIVE_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = [
  'open',
  'awaiting_quote',
  'quote_received',
  'approved',
  'refused',
  'in_progress',
];

export const isActiveWorkOrder = (status: WorkOrderStatus) => ACTIVE_WORK_ORDER_STATUSES.includes(status);

export const WORK_ORDER_ACTION_LABELS = {
  request_quote: 'Orçamento solicitado',
  receive_quote: 'Orçamento recebido',
  approve: 'Orçamento aprovado',
  refuse: 'Orçamento recusado',
  start: 'Serviço iniciado',
  complete: 'Serviço concluído',
  cancel: 'O.S. cancelada',
  reopen: 'O.S. reaberta',
} as const;
export const WORK_ORDER_ACTIONS = keysOf(WORK_ORDER_ACTION_LABELS);
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** Actions that must say why. */
export const ACTIONS_WITH_REASON: readonly WorkOrderAction[] = ['refuse', 'cancel', 'reopen'];

interface Move {
  from: readonly WorkOrderStatus[];
  to: WorkOrderStatus;
  refusal: string;
}

/** The state table: each action, the statuses it starts from, where it leads and the pt-BR refusal. */
export const WORK_ORDER_MOVES: Record<WorkOrderAction, Move> = {
  request_quote: {
    from: ['open', 'refused'],
    to: 'awaiting_quote',
    refusal: 'Só uma O.S. aberta ou recusada pode pedir orçamento',
  },
  receive_quote: {
    from: ['awaiting_quote', 'quote_received'],
    to: 'quote_received',
    refusal: 'Esta O.S. não está aguardando orçamento',
  },
  approve: { from: ['quote_received'], to: 'approved', refusal: 'Só um orçamento recebido pode ser aprovado' },
  refuse: { from: ['quote_received'], to: 'refused', refusal: 'Só um orçamento recebido pode ser recusado' },
  start: { from: ['approved'], to: 'in_progress', refusal: 'Só uma O.S. aprovada pode entrar em execução' },
  complete: { from: ['in_progress'], to: 'completed', refusal: 'Só uma O.S. em execução pode ser concluída' },
  cancel: { from: ACTIVE_WORK_ORDER_STATUSES, to: 'cancelled', refusal: 'Esta O.S. já foi encerrada' },
  reopen: { from: ['completed'], to: 'in_progress', refusal: 'Só uma O.S. concluída pode ser reaberta' },
};

/** The status an action leads to, or the pt-BR refusal when it does not apply to `status`. */
export function workOrderTransition(
  status: WorkOrderStatus,
  action: WorkOrderAction,
): { ok: true; status: WorkOrderStatus } | { ok: false; message: string } {
  const move = WORK_ORDER_MOVES[action];
  return move.from.includes(status) ? { ok: true, status: move.to } : { ok: false, message: move.refusal };
}

/** The actions open to an O.S. in `status` (the detail screen's buttons). */
export const actionsFrom = (status: WorkOrderStatus): WorkOrderAction[] =>
  WORK_ORDER_ACTIONS.filter((action) => WORK_ORDER_MOVES[action].from.includes(status));

/** OS-2026-0001: the company's sequence of the year, four digits at least. */
export function workOrderNumber(year: number, sequence: number): string {
  return `OS-${year}-${String(sequence).padStart(4, '0')}`;
}

export const QUOTE_LINE_KIND_LABELS = { part: 'Peça', labour: 'Mão de obra' } as const;
export const QUOTE_LINE_KINDS = keysOf(QUOTE_LINE_KIND_LABELS);
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLine {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  /** Centavos. */
  unitPrice: number;
}

export interface QuoteTotals {
  parts: number;
  labour: number;
  total: number;
}

/** A line's amount in centavos: rounded to the centavo, as a quantity may be fractional (2,5 L). */
export const lineAmount = (line: Pick<QuoteLine, 'quantity' | 'unitPrice'>) =>
  Math.round(line.quantity * line.unitPrice);

export function quoteTotals(lines: readonly QuoteLine[]): QuoteTotals {
  const sum = (kind: QuoteLineKind) =>
    lines.filter((l) => l.kind === kind).reduce((total, l) => total + lineAmount(l), 0);
  const parts = sum('part');
  const labour = sum('labour');
  return { parts, labour, total: parts + labour };
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** R$ 1.234,56 (a plain space after the symbol). */
export const formatCentavos = (centavos: number) => BRL.format(centavos / 100).replace(/\u00a0/g, ' ');
/** '3,2 dias', '1 dia': the downtime as people read it. */
export const formatDays = (days: number) =>
  `${days.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${days === 1 ? 'dia' : 'dias'}`;

export interface Quote {
  lines: QuoteLine[];
  totals: QuoteTotals;
  /** ISO day the workshop promises delivery by. */
  deadline: string | null;
  notes: string | null;
  /** The workshop's PDF or photo of it, sent through its link. */
  attachment: Attachment | null;
  sentAt: string;
  /** The workshop through its link, or the admin who typed it. */
  sentBy: string;
}

/** The files an O.S. keeps, one of each: the quote's PDF or photo, and the invoice's. */
export const WORK_ORDER_FILE_SLOTS = ['quote', 'invoice'] as const;
export type WorkOrderFileSlot = (typeof WORK_ORDER_FILE_SLOTS)[number];
export const WORK_ORDER_FILE_LABELS = {
  quote: 'Orçamento',
  invoice: 'Nota fiscal',
} as const satisfies Record<WorkOrderFileSlot, string>;

/** While the workshop may send each file: the quote's once it is sent, the invoice's once approved. */
const FILE_SLOT_STATUSES: Record<WorkOrderFileSlot, readonly WorkOrderStatus[]> = {
  quote: ['quote_received'],
  invoice: ['approved', 'in_progress', 'completed'],
};

export const acceptsFile = (status: WorkOrderStatus, slot: WorkOrderFileSlot) =>
  FILE_SLOT_STATUSES[slot].includes(status);

/** The approval rule: above `amount` centavos a second admin must approve too, when the company wants it. */
export interface SecondApprovalRule {
  secondApprovalAbove: number | null;
}

/** Whether approving `total` needs a second admin besides those who approved already. */
export function approvalOutcome(
  total: number,
  rule: SecondApprovalRule,
  approvedBy: readonly string[],
  uid: string,
): { ok: true; final: boolean } | { ok: false; reason: 'same_admin' } {
  const needsTwo = rule.secondApprovalAbove !== null && total > rule.secondApprovalAbove;
  if (!needsTwo) return { ok: true, final: true };
  if (approvedBy.includes(uid)) return { ok: false, reason: 'same_admin' };
  return { ok: true, final: approvedBy.length + 1 >= 2 };
}

export interface Workshop {
  id: string;
  name: string;
  /** 14 digits. */
  cnpj: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  createdAt: string;
}

export const WORK_ORDER_ORIGIN_LABELS = { defects: 'Defeitos', reminder: 'Lembrete', blank: 'Em branco' } as const;
export type WorkOrderOrigin = keyof typeof WORK_ORDER_ORIGIN_LABELS;

/** A defect as the O.S. carries it: enough for the workshop to see what to repair. */
export interface WorkOrderDefect {
  id: string;
  title: string;
  severity: 'critical' | 'non_critical';
  comment: string | null;
  /** Image references (`image_ref://…`) from the defect's reports. */
  photos: string[];
  reportedByName: string;
}

/** A step of an O.S.'s history: who moved it, when, and why. */
export interface WorkOrderEvent {
  action: WorkOrderAction | 'opened' | 'approval_recorded';
  status: WorkOrderStatus;
  at: string;
  byUid: string;
  byName: string;
  note: string | null;
}

export interface WorkOrderInvoice {
  number: string;
  /** Centavos: the invoice's amount, the approved total unless the workshop states another. */
  amount: number;
  odometerKm: number;
  attachment: Attachment | null;
  sentAt: string;
}

export interface WorkOrder {
  id: string;
  number: string;
  vehicle: { id: string; name: string; plate: string; model: string };
  workshop: { id: string; name: string } | null;
  origin: WorkOrderOrigin;
  reminderId: string | null;
  /** The reminder's service, or repair: the maintenance record's type. */
  serviceType: string;
  description: string;
  defects: WorkOrderDefect[];
  status: WorkOrderStatus;
  quote: Quote | null;
  /** Uids of the admins who approved the current quote (two when the rule asks). */
  approvedBy: string[];
  refusalReason: string | null;
  invoice: WorkOrderInvoice | null;
  maintenanceRecordId: string | null;
  openedAt: string;
  closedAt: string | null;
  downtimeDays: number | null;
  /** When the vehicle went out of service before the O.S. opened; the downtime counts from then. */
  outOfServiceSince: string | null;
  quotesApproved: number;
  quotesRefused: number;
  /** How many times it was closed: each closing is done once (its gate is keyed by this count). */
  closings: number;
  history: WorkOrderEvent[];
  updatedAt: string;
}

/** The workshop's link as the admin sees it (never the token after it is made). */
export interface WorkOrderLink {
  id: string;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
}

/** What the workshop sees through its link, and nothing else of the company. */
export interface WorkshopView {
  companyName: string;
  number: string;
  status: WorkOrderStatus;
  description: string;
  vehicle: { name: string; plate: string; model: string; km: number };
  workshopName: string | null;
  defects: WorkOrderDefect[];
  quote: Quote | null;
  invoice: WorkOrderInvoice | null;
  expiresAt: string;
}

const DAY_MS = 86_400_000;

/**
 * Days the vehicle stood still for this O.S.: from when it went out of service (when that was
 * before the O.S. opened) or from the opening, to the closing; in days with one decimal.
 */
export function downtimeDays(openedAt: string, closedAt: string, outOfServiceSince: string | null): number {
  const start = Math.min(Date.parse(openedAt), outOfServiceSince ? Date.parse(outOfServiceSince) : Infinity);
  const ms = Math.max(0, Date.parse(closedAt) - start);
  return Math.round((ms / DAY_MS) * 10) / 10;
}

/** What the numbers read of a work order. */
export interface WorkOrderFacts {
  vehicleId: string;
  vehicleLabel: string;
  workshopId: string | null;
  workshopName: string | null;
  status: WorkOrderStatus;
  /** Final cost in centavos (the invoice's, else the approved quote's), on completed ones. */
  finalCost: number | null;
  closedAt: string | null;
  downtimeDays: number | null;
  /** Every quote decision taken on it. */
  quotesApproved: number;
  quotesRefused: number;
}

export interface CostRow {
  id: string;
  label: string;
  /** 'YYYY-MM' on the company's clock → centavos. */
  byMonth: Record<string, number>;
  total: number;
}

export interface WorkOrderNumbers {
  costByVehicle: CostRow[];
  costByWorkshop: CostRow[];
  averageDowntimeDays: number | null;
  quotesApproved: number;
  quotesRefused: number;
  completed: number;
}

/** The month of an instant on a clock: 'YYYY-MM'. */
export function monthOf(iso: string, timeZone: string): string {
  return isoDayIn(new Date(iso), timeZone).slice(0, 7);
}

function addCost(rows: Map<string, CostRow>, id: string, label: string, month: string, amount: number) {
  const row = rows.get(id) ?? { id, label, byMonth: {}, total: 0 };
  row.byMonth[month] = (row.byMonth[month] ?? 0) + amount;
  row.total += amount;
  rows.set(id, row);
}

/** Cost per vehicle and per workshop by month, the average downtime and the quote decisions. */
export function workOrderNumbers(orders: readonly WorkOrderFacts[], timeZone: string): WorkOrderNumbers {
  const byVehicle = new Map<string, CostRow>();
  const byWorkshop = new Map<string, CostRow>();
  const downtimes: number[] = [];
  let completed = 0;
  for (const order of orders) {
    if (order.status !== 'completed' || !order.closedAt) continue;
    completed += 1;
    if (order.downtimeDays !== null) downtimes.push(order.downtimeDays);
    if (order.finalCost === null) continue;
    const month = monthOf(order.closedAt, timeZone);
    addCost(byVehicle, order.vehicleId, order.vehicleLabel, month, order.finalCost);
    if (order.workshopId) addCost(byWorkshop, order.workshopId, order.workshopName ?? '', month, order.finalCost);
  }
  const byTotal = (a: CostRow, b: CostRow) => b.total - a.total || a.label.localeCompare(b.label);
  const average = downtimes.length
    ? Math.round((downtimes.reduce((a, b) => a + b, 0) / downtimes.length) * 10) / 10
    : null;
  return {
    costByVehicle: [...byVehicle.values()].sort(byTotal),
    costByWorkshop: [...byWorkshop.values()].sort(byTotal),
    averageDowntimeDays: average,
    quotesApproved: orders.reduce((n, o) => n + o.quotesApproved, 0),
    quotesRefused: orders.reduce((n, o) => n + o.quotesRefused, 0),
    completed,
  };
}
