import { createHash, randomBytes } from 'node:crypto';
import { readAttachment, removeAttachmentBlob, replaceAttachment, type AttachmentFile } from '../../attachments';
import { actorOf, auditCreated, auditDeleted, recordAudit } from '../../audit';
import { companyLetterhead } from '../../companies';
import { pageOfAll, type Page } from '../../domain/api';
import {
  auditEntry,
  changedFields,
  type AuditActor,
  type AuditChange,
  type AuditRecordRef,
  type CompanyActor,
} from '../../domain/audit/audit';
import type { Attachment } from '../../domain/attachments/attachment';
import { imageIdOf } from '../../domain/checklists/answer.schema';
import { AppError, conflict, notFound } from '../../domain/errors';
import { formatPlate } from '../../domain/fleet/plate';
import { MAINTENANCE_TYPES, type MaintenanceType } from '../../domain/fleet/records.schema';
import { MESSAGES } from '../../domain/messages';
import type { CompanySession } from '../../domain/roles';
import { matchesSearch } from '../../domain/text';
import { workOrderMessages as m } from '../../domain/work-orders/messages';
import { workshopLinkEmail } from '../../domain/work-orders/workshop-email';
import {
  acceptsFile,
  approvalOutcome,
  downtimeDays,
  quoteTotals,
  workOrderNumber,
  workOrderNumbers,
  workOrderTransition,
  WORK_ORDER_FILE_LABELS,
  type Workshop,
  type WorkOrder,
  type WorkOrderAction,
  type WorkOrderDefect,
  type WorkOrderEvent,
  type WorkOrderFileSlot,
  type WorkOrderLink,
  type WorkOrderNumbers,
  type WorkshopView,
} from '../../domain/work-orders/work-order';
import type {
  ValidCompleteWorkOrder,
  ValidOpenWorkOrder,
  ValidQuoteInput,
  ValidWorkshopInput,
  WorkOrderListQuery,
} from '../../domain/work-orders/work-order.schema';
import { readCompanyImage } from '../../images';
import { sendEmailTo } from '../../notifications';
import { checkRateLimit } from '../../rate-limits';
import { findDefect, resolveDefect } from '../defects';
import { addRecord, findVehicle, listReminders } from '../vehicles';
import { WORK_ORDER_FILES_COLLECTION, workOrdersRepository as repo, type StoredLink } from './work-orders.repository';

const WORKSHOP_FIELDS = ['name', 'cnpj', 'phone', 'email', 'address'] as const;
const workshopRef = (w: Pick<Workshop, 'id' | 'name'>): AuditRecordRef => ({
  type: 'workshop',
  id: w.id,
  label: w.name,
});
const orderRef = (o: Pick<WorkOrder, 'id' | 'number' | 'vehicle'>): AuditRecordRef => ({
  type: 'work_order',
  id: o.id,
  label: `${o.number} (${formatPlate(o.vehicle.plate)})`,
});

// ---------------------------------------------------------------- 'Oficinas'

export async function listWorkshops(
  session: CompanySession,
  query: { page: number; pageSize: number; search?: string },
): Promise<Page<Workshop>> {
  const all = await repo.listWorkshops(session.companyId);
  const found = all.filter((w) => matchesSearch(query.search, [w.name, w.cnpj, w.email]));
  return pageOfAll(found, query);
}

export async function getWorkshop(session: CompanySession, id: string): Promise<Workshop> {
  const found = await repo.getWorkshop(session.companyId, id);
  if (!found) throw notFound(m.workshopNotFound);
  return found;
}

export async function createWorkshop(session: CompanySession, input: ValidWorkshopInput): Promise<Workshop> {
  const created = await repo.createWorkshop(session.companyId, input);
  await auditCreated(session, 'workshop.created', workshopRef(created), created, WORKSHOP_FIELDS);
  return created;
}

export async function updateWorkshop(
  session: CompanySession,
  id: string,
  input: ValidWorkshopInput,
): Promise<Workshop> {
  const before = await getWorkshop(session, id);
  if (!(await repo.updateWorkshop(session.companyId, id, input))) throw notFound(m.workshopNotFound);
  const after = { ...before, ...input };
  const changes = changedFields({ ...before }, { ...after }, WORKSHOP_FIELDS);
  if (changes.length > 0)
    await recordAudit(session.companyId, [
      auditEntry(actorOf(session), 'workshop.updated', workshopRef(after), changes),
    ]);
  return after;
}

/** Refused while one of its O.S. is under way; its finished ones keep its name. */
export async function removeWorkshop(session: CompanySession, id: string): Promise<{ id: string }> {
  const workshop = await getWorkshop(session, id);
  if ((await repo.countActiveOfWorkshop(session.companyId, id)) > 0) throw conflict(m.workshopInUse);
  await repo.removeWorkshop(session.companyId, id);
  await auditDeleted(session, 'workshop.deleted', workshopRef(workshop), workshop, WORKSHOP_FIELDS);
  return { id };
}

// ---------------------------------------------------------------- opening

async function defectsFor(companyId: string, vehicleId: string, ids: readonly string[]): Promise<WorkOrderDefect[]> {
  const carried: WorkOrderDefect[] = [];
  for (const id of new Set(ids)) {
    const defect = await findDefect(companyId, id);
    if (!defect) throw notFound(MESSAGES.defects.notFound);
    if (defect.vehicle.id !== vehicleId || !['open', 'in_progress'].includes(defect.status))
      throw conflict(m.defectNotOpen);
    const reports = [defect.firstReport, defect.lastReport];
    carried.push({
      id: defect.id,
      title: defect.title,
      severity: defect.severity,
      comment: defect.lastReport.comment ?? defect.firstReport.comment,
      photos: [...new Set(reports.flatMap((r) => r.photos))],
      reportedByName: defect.lastReport.reportedByName,
    });
  }
  return carried;
}

/** An O.S. for a vehicle: from open defects (their photos and comments carried), a reminder, or blank; numbered once. */
export async function openWorkOrder(
  session: CompanySession,
  body: ValidOpenWorkOrder,
  at = new Date(),
): Promise<WorkOrder> {
  const { companyId } = session;
  const vehicle = await findVehicle(companyId, body.vehicleId);
  if (!vehicle) throw notFound(MESSAGES.vehicles.notFound);
  const workshop = body.workshopId ? await getWorkshop(session, body.workshopId) : null;
  const defects = await defectsFor(companyId, vehicle.id, body.defectIds);
  let serviceType: MaintenanceType = defects.length > 0 ? 'repair' : 'general_maintenance';
  if (body.reminderId) {
    const reminder = (await listReminders(session, vehicle.id)).find((r) => r.id === body.reminderId);
    if (!reminder) throw notFound(m.reminderNotFound);
    serviceType = reminder.type;
  }
  const now = at.toISOString();
  const id = repo.newId(companyId);
  const number = await repo.claimNumber(companyId, at.getUTCFullYear(), id, (n) =>
    workOrderNumber(at.getUTCFullYear(), n),
  );
  const order: WorkOrder = {
    id,
    number,
    vehicle: { id: vehicle.id, name: vehicle.name, plate: vehicle.plate, model: vehicle.model },
    workshop: workshop && { id: workshop.id, name: workshop.name },
    origin: defects.length > 0 ? 'defects' : body.reminderId ? 'reminder' : 'blank',
    reminderId: body.reminderId ?? null,
    serviceType,
    description: body.description,
    defects,
    status: 'open',
    quote: null,
    approvedBy: [],
    refusalReason: null,
    invoice: null,
    maintenanceRecordId: null,
    openedAt: now,
    closedAt: null,
    downtimeDays: null,
    outOfServiceSince: vehicle.service.outOfService ? vehicle.service.changedAt : null,
    quotesApproved: 0,
    quotesRefused: 0,
    closings: 0,
    history: [{ action: 'opened', status: 'open', at: now, byUid: session.uid, byName: session.name, note: null }],
    updatedAt: now,
  };
  const { id: _id, ...rest } = order;
  await repo.create(companyId, id, rest);
  await recordAudit(companyId, [
    auditEntry(actorOf(session), 'work_order.opened', orderRef(order), [
      { field: 'status', before: null, after: 'open' },
      ...(workshop ? [{ field: 'workshop' as const, before: null, after: workshop.name }] : []),
    ]),
  ]);
  return order;
}

// ---------------------------------------------------------------- reading

export async function listWorkOrders(session: CompanySession, query: WorkOrderListQuery): Promise<Page<WorkOrder>> {
  const { page, pageSize, after, search: _search, ...filter } = query;
  return { ...(await repo.list(session.companyId, filter, { page, pageSize, after })), page, pageSize };
}

/** The O.S. with what its files show (kept beside it, see WORK_ORDER_FILES_COLLECTION). */
async function withFiles(companyId: string, order: WorkOrder): Promise<WorkOrder> {
  const [quote, invoice] = await Promise.all([
    order.quote && repo.file(companyId, order.id, 'quote'),
    order.invoice && repo.file(companyId, order.id, 'invoice'),
  ]);
  return {
    ...order,
    quote: order.quote && { ...order.quote, attachment: quote?.attachment ?? null },
    invoice: order.invoice && { ...order.invoice, attachment: invoice?.attachment ?? null },
  };
}

export async function getWorkOrder(session: CompanySession, id: string): Promise<WorkOrder> {
  const found = await repo.get(session.companyId, id);
  if (!found) throw notFound(m.notFound);
  return withFiles(session.companyId, found);
}

/** The quote's or the invoice's file, for the company's admins. */
export async function workOrderFile(
  session: CompanySession,
  id: string,
  slot: WorkOrderFileSlot,
): Promise<AttachmentFile> {
  const order = await getWorkOrder(session, id);
  const stored = await repo.file(session.companyId, id, slot);
  return readAttachment(stored, [order.number, WORK_ORDER_FILE_LABELS[slot], order.vehicle.plate]);
}

export async function numbersOf(session: CompanySession, vehicleId?: string): Promise<WorkOrderNumbers> {
  const all = await repo.listAll(session.companyId, vehicleId);
  return workOrderNumbers(
    all.map((o) => ({
      vehicleId: o.vehicle.id,
      vehicleLabel: `${o.vehicle.name} (${formatPlate(o.vehicle.plate)})`,
      workshopId: o.workshop?.id ?? null,
      workshopName: o.workshop?.name ?? null,
      status: o.status,
      finalCost: o.invoice?.amount ?? null,
      closedAt: o.closedAt,
      downtimeDays: o.downtimeDays,
      quotesApproved: o.quotesApproved,
      quotesRefused: o.quotesRefused,
    })),
    session.timeZone,
  );
}

export const workOrderSettings = (session: CompanySession) => repo.settings(session.companyId);

export async function saveWorkOrderSettings(session: CompanySession, settings: { secondApprovalAbove: number | null }) {
  const before = await repo.settings(session.companyId);
  await repo.saveSettings(session.companyId, settings);
  const reais = (centavos: number | null) => (centavos === null ? null : centavos / 100);
  if (before.secondApprovalAbove !== settings.secondApprovalAbove)
    await recordAudit(session.companyId, [
      auditEntry(
        actorOf(session),
        'company.settings_changed',
        { type: 'company', id: session.companyId, label: session.companyName ?? session.companyId },
        [
          {
            field: 'secondApprovalAbove',
            before: reais(before.secondApprovalAbove),
            after: reais(settings.secondApprovalAbove),
          },
        ],
      ),
    ]);
  return settings;
}

// ---------------------------------------------------------------- moves

/** Who acts on an O.S.: an admin, or the workshop through its link. */
interface Acting {
  companyId: string;
  actor: AuditActor;
}

const acting = (session: CompanySession): Acting => ({ companyId: session.companyId, actor: actorOf(session) });

const AUDIT_OF_ACTION = {
  request_quote: 'work_order.quote_requested',
  receive_quote: 'work_order.quote_received',
  approve: 'work_order.approved',
  refuse: 'work_order.refused',
  start: 'work_order.started',
  complete: 'work_order.completed',
  cancel: 'work_order.cancelled',
  reopen: 'work_order.reopened',
} as const satisfies Record<WorkOrderAction, string>;

/** How many times a step may be found taken before the move gives up (someone else is moving it now). */
const MAX_STEP_PASSES = 5;

interface MoveOptions {
  note?: string | null;
  /** When it happened: now, but for the demo's past O.S. */
  at?: Date;
  /** Checks before the move (refuse with an AppError) and the fields it changes. */
  change?: (order: WorkOrder) => Partial<WorkOrder> | Promise<Partial<WorkOrder>>;
  /** Extra audited changes beside the status. */
  changes?: (order: WorkOrder) => AuditChange[];
  /** A step that records without moving (the first of two approvals). */
  stay?: (order: WorkOrder) => boolean;
}

/**
 * A move through the state table: refused (409, pt-BR) when the status does not allow it; its
 * history step claimed with create() first, so of two moves at once one is written and the other
 * reads the O.S. again and is refused as if it came after. Audited with who and when.
 */
async function move(who: Acting, id: string, action: WorkOrderAction, options: MoveOptions = {}): Promise<WorkOrder> {
  for (let pass = 0; pass < MAX_STEP_PASSES; pass++) {
    const order = await repo.get(who.companyId, id);
    if (!order) throw notFound(m.notFound);
    const transition = workOrderTransition(order.status, action);
    if (!transition.ok) throw conflict(transition.message);
    const fields = options.change ? await options.change(order) : {};
    const stays = options.stay?.(order) ?? false;
    const status = stays ? order.status : transition.status;
    if (!(await repo.claimStep(who.companyId, id, order.history.length))) continue;
    const event: WorkOrderEvent = {
      action: stays ? 'approval_recorded' : action,
      status,
      at: (options.at ?? new Date()).toISOString(),
      byUid: who.actor.uid,
      byName: who.actor.name,
      note: options.note ?? null,
    };
    const next: WorkOrder = { ...order, ...fields, status, history: [...order.history, event] };
    await repo.write(who.companyId, next);
    const changes: AuditChange[] = [
      ...(status !== order.status ? [{ field: 'status' as const, before: order.status, after: status }] : []),
      ...(options.changes?.(next) ?? []),
    ];
    await recordAudit(who.companyId, [
      auditEntry(
        who.actor,
        stays ? 'work_order.approval_recorded' : AUDIT_OF_ACTION[action],
        orderRef(order),
        changes,
        options.note ?? null,
      ),
    ]);
    return next;
  }
  throw conflict(m.changedMeanwhile);
}

export async function assignWorkshop(session: CompanySession, id: string, workshopId: string): Promise<WorkOrder> {
  const workshop = await getWorkshop(session, workshopId);
  const order = await getWorkOrder(session, id);
  if (['completed', 'cancelled'].includes(order.status)) throw conflict(m.orderClosed);
  const next = { ...order, workshop: { id: workshop.id, name: workshop.name } };
  await repo.write(session.companyId, next);
  await recordAudit(session.companyId, [
    auditEntry(actorOf(session), 'work_order.workshop_assigned', orderRef(order), [
      { field: 'workshop', before: order.workshop?.name ?? null, after: workshop.name },
    ]),
  ]);
  return next;
}

export const requestQuote = (session: CompanySession, id: string, at?: Date) =>
  move(acting(session), id, 'request_quote', { at });

function quoteOf(input: ValidQuoteInput, sentBy: string, at: Date) {
  return {
    lines: input.lines,
    totals: quoteTotals(input.lines),
    deadline: input.deadline ?? null,
    notes: input.notes,
    attachment: null,
    sentAt: at.toISOString(),
    sentBy,
  };
}

/**
 * A quote (the workshop's through its link, or typed by an admin): a new one replaces the last, its
 * approvals and its file.
 */
async function receiveQuote(who: Acting, id: string, input: ValidQuoteInput, at = new Date()): Promise<WorkOrder> {
  const order = await move(who, id, 'receive_quote', {
    at,
    change: () => ({ quote: quoteOf(input, who.actor.name, at), approvedBy: [], refusalReason: null }),
    changes: (o) => [{ field: 'total', before: null, after: (o.quote?.totals.total ?? 0) / 100 }],
  });
  await removeAttachmentBlob(await repo.removeFile(who.companyId, id, 'quote'));
  return order;
}

export const recordQuote = (session: CompanySession, id: string, input: ValidQuoteInput, at?: Date) =>
  receiveQuote(acting(session), id, input, at);

/** 'Aprovar': with the quote's total; above the company's amount a second, different admin approves too. */
export async function approveWorkOrder(session: CompanySession, id: string, at?: Date): Promise<WorkOrder> {
  const rule = await repo.settings(session.companyId);
  let final = true;
  return move(acting(session), id, 'approve', {
    at,
    change(order) {
      const total = order.quote?.totals.total ?? 0;
      const outcome = approvalOutcome(total, rule, order.approvedBy, session.uid);
      if (!outcome.ok) throw conflict(m.sameAdminApproval);
      final = outcome.final;
      return {
        approvedBy: [...order.approvedBy, session.uid],
        ...(final && { quotesApproved: order.quotesApproved + 1 }),
      };
    },
    stay: () => !final,
    changes: (o) => [{ field: 'total', before: null, after: (o.quote?.totals.total ?? 0) / 100 }],
  });
}

export const refuseWorkOrder = (session: CompanySession, id: string, reason: string) =>
  move(acting(session), id, 'refuse', {
    note: reason,
    change: (o) => ({ refusalReason: reason, approvedBy: [], quotesRefused: o.quotesRefused + 1 }),
  });

export const startWorkOrder = (session: CompanySession, id: string, at?: Date) =>
  move(acting(session), id, 'start', { at });

export const cancelWorkOrder = (session: CompanySession, id: string, reason: string) =>
  move(acting(session), id, 'cancel', { note: reason });

/** A closed O.S. is final: reopening it is an explicit, audited act with its reason. */
export const reopenWorkOrder = (session: CompanySession, id: string, reason: string) =>
  move(acting(session), id, 'reopen', { note: reason });

// ---------------------------------------------------------------- closing

/**
 * 'Concluída', once: the first delivery is kept with the closing's number (a create()), so a second
 * delivery, or two at once, changes nothing; every step after it is done so that doing it again
 * adds nothing (the maintenance record has the closing's own id; a resolved defect stays resolved),
 * and a closing left half-way by a process that died is finished by the next delivery once its
 * lease has passed. The closing writes the maintenance record (its km raises the odometer, its
 * service resets the matching reminders), resolves the linked defects with it (the vehicle is back
 * in service when no critical one remains), and stores the invoice and the downtime.
 */
async function closeWorkOrder(
  who: Acting,
  as: CompanyActor,
  id: string,
  delivery: ValidCompleteWorkOrder,
  at = new Date(),
): Promise<WorkOrder> {
  let order = await repo.get(who.companyId, id);
  if (!order) throw notFound(m.notFound);
  if (order.status === 'completed') return order;
  if (order.status === 'approved') order = await move(who, id, 'start');
  const transition = workOrderTransition(order.status, 'complete');
  if (!transition.ok) throw conflict(transition.message);
  const plan = await repo.claimClosing(who.companyId, id, order.closings, delivery, at);
  if (!plan) {
    const now = await repo.get(who.companyId, id);
    if (now?.status === 'completed') return now;
    throw conflict(m.closingInProgress);
  }
  const kept = plan.delivery;
  const amount = kept.amount ?? order.quote?.totals.total ?? 0;
  const workshopName = order.workshop?.name ?? '';
  const type = (MAINTENANCE_TYPES as readonly string[]).includes(order.serviceType)
    ? (order.serviceType as MaintenanceType)
    : 'repair';
  const record = await addRecord(
    as,
    order.vehicle.id,
    {
      kind: 'maintenance',
      input: {
        type,
        description: `${order.number}${workshopName ? ` — ${workshopName}` : ''}: ${order.description}`,
        cost: amount / 100,
        kmAtMaintenance: kept.odometerKm,
        performedAt: plan.at,
        notes: `NF-e ${kept.invoiceNumber}`,
      },
    },
    `${order.id}-closing-${order.closings}`,
  );
  for (const defect of order.defects) {
    try {
      await resolveDefect(as, defect.id, {
        note: `Reparado na ${order.number}${workshopName ? ` (${workshopName})` : ''}`,
        maintenanceRecordId: record.id,
      });
    } catch (error) {
      // Resolved by this closing before it stopped, or closed by hand meanwhile: nothing left to do.
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
  const closedAt = plan.at;
  const event: WorkOrderEvent = {
    action: 'complete',
    status: 'completed',
    at: closedAt,
    byUid: who.actor.uid,
    byName: who.actor.name,
    note: `NF-e ${kept.invoiceNumber}`,
  };
  const next: WorkOrder = {
    ...order,
    status: 'completed',
    invoice: {
      number: kept.invoiceNumber,
      amount,
      odometerKm: kept.odometerKm,
      attachment: null,
      sentAt: closedAt,
    },
    maintenanceRecordId: record.id,
    closedAt,
    downtimeDays: downtimeDays(order.openedAt, closedAt, order.outOfServiceSince),
    closings: order.closings + 1,
    history: [...order.history, event],
  };
  await repo.write(who.companyId, next);
  await recordAudit(who.companyId, [
    auditEntry(who.actor, 'work_order.completed', orderRef(order), [
      { field: 'status', before: order.status, after: 'completed' },
      { field: 'invoiceNumber', before: null, after: kept.invoiceNumber },
      { field: 'total', before: null, after: amount / 100 },
      { field: 'odometerKm', before: null, after: kept.odometerKm },
    ]),
  ]);
  return next;
}

export const completeWorkOrder = (session: CompanySession, id: string, delivery: ValidCompleteWorkOrder, at?: Date) =>
  closeWorkOrder(acting(session), session, id, delivery, at);

// ---------------------------------------------------------------- the workshop's link

const LINK_RATE = { limit: 60, windowSeconds: 60 };
const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const shownLink = ({ id, expiresAt, revokedAt, createdAt }: StoredLink): WorkOrderLink => ({
  id,
  expiresAt,
  revokedAt,
  createdAt,
});

export async function linksOf(session: CompanySession, id: string): Promise<WorkOrderLink[]> {
  await getWorkOrder(session, id);
  return (await repo.linksOf(session.companyId, id)).map(shownLink);
}

/**
 * A link for the workshop: a random token answered once, in the URL; only its hash is stored, so
 * an e-mail to the workshop goes now or never. An O.S. still 'Aberta' asks for the quote with it.
 */
export async function createLink(
  session: CompanySession,
  id: string,
  options: { expiresInDays: number; sendByEmail: boolean },
  origin: string,
): Promise<WorkOrderLink & { url: string; emailedTo: string | null }> {
  const order = await getWorkOrder(session, id);
  if (!order.workshop) throw conflict(m.noWorkshop);
  if (['completed', 'cancelled'].includes(order.status)) throw conflict(m.orderClosed);
  const address = options.sendByEmail ? (await getWorkshop(session, order.workshop.id)).email : null;
  if (options.sendByEmail && !address) throw conflict(m.workshopNoEmail);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const link: StoredLink = {
    id: hashOf(token),
    companyId: session.companyId,
    workOrderId: id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + options.expiresInDays * DAY_MS).toISOString(),
    revokedAt: null,
  };
  await repo.createLink(link);
  const sentTo = address ? [{ field: 'email' as const, before: null, after: address }] : [];
  await recordAudit(session.companyId, [
    auditEntry(actorOf(session), 'work_order.link_created', orderRef(order), sentTo),
  ]);
  const asked = order.status === 'open' ? await requestQuote(session, id) : order;
  const url = `${origin}/oficina/${token}`;
  const emailed = address ? await emailLink(session.companyId, asked, link, address, url) : false;
  return { ...shownLink(link), url, emailedTo: emailed ? address : null };
}

/** The link in the outbox to the workshop's address, once per link; false where e-mail is not configured. */
async function emailLink(companyId: string, order: WorkOrder, link: StoredLink, to: string, url: string) {
  const company = await companyLetterhead(companyId);
  const email = workshopLinkEmail({
    companyName: company.name ?? 'CheckFrota',
    workshopName: order.workshop?.name ?? '',
    order,
    url,
    expiresAt: link.expiresAt,
    timeZone: company.timeZone,
  });
  return sendEmailTo(companyId, {
    event: `work-order-link:${link.id}`,
    to,
    title: `Link da oficina: ${order.number}`,
    email,
  });
}

export async function revokeLink(session: CompanySession, id: string, linkId: string): Promise<WorkOrderLink> {
  const order = await getWorkOrder(session, id);
  const link = await repo.findLink(linkId);
  if (!link || link.companyId !== session.companyId || link.workOrderId !== id) throw notFound(m.linkInvalid);
  if (link.revokedAt) return shownLink(link);
  const revokedAt = new Date().toISOString();
  await repo.revokeLink(linkId, revokedAt);
  await recordAudit(session.companyId, [auditEntry(actorOf(session), 'work_order.link_revoked', orderRef(order))]);
  return shownLink({ ...link, revokedAt });
}

/** The O.S. a token opens, and who acts through it; refused in pt-BR when unknown, revoked or expired. */
async function throughLink(token: string, now: Date): Promise<{ link: StoredLink; order: WorkOrder; who: Acting }> {
  const hash = hashOf(token);
  // Counted before the lookup, by the token's hash: a guessed token costs as much as a real one.
  await checkRateLimit(`workshop-link-${hash.slice(0, 32)}`, 'workshop_link', LINK_RATE, now);
  const link = await repo.findLink(hash);
  if (!link) throw notFound(m.linkInvalid);
  if (link.revokedAt) throw new AppError('gone', m.linkRevoked);
  if (Date.parse(link.expiresAt) <= now.getTime()) throw new AppError('gone', m.linkExpired);
  const order = await repo.get(link.companyId, link.workOrderId);
  if (!order) throw notFound(m.linkInvalid);
  const name = order.workshop?.name ?? 'Oficina';
  return {
    link,
    order,
    who: { companyId: link.companyId, actor: { uid: `workshop:${order.workshop?.id ?? ''}`, name, role: 'workshop' } },
  };
}

async function viewOf(link: StoredLink, stored: WorkOrder): Promise<WorkshopView> {
  const [company, vehicle, order] = await Promise.all([
    companyLetterhead(link.companyId),
    findVehicle(link.companyId, stored.vehicle.id),
    withFiles(link.companyId, stored),
  ]);
  return {
    companyName: company.name ?? '',
    number: order.number,
    status: order.status,
    description: order.description,
    vehicle: { ...order.vehicle, km: vehicle?.currentKm ?? 0 },
    workshopName: order.workshop?.name ?? null,
    defects: order.defects,
    quote: order.quote,
    invoice: order.invoice,
    expiresAt: link.expiresAt,
  };
}

export async function workshopView(token: string, now = new Date()): Promise<WorkshopView> {
  const { link, order } = await throughLink(token, now);
  return viewOf(link, order);
}

export async function workshopQuote(token: string, input: ValidQuoteInput, now = new Date()): Promise<WorkshopView> {
  const { link, who, order } = await throughLink(token, now);
  return viewOf(link, await receiveQuote(who, order.id, input));
}

export async function workshopStart(token: string, now = new Date()): Promise<WorkshopView> {
  const { link, who, order } = await throughLink(token, now);
  return viewOf(link, await move(who, order.id, 'start'));
}

/** The workshop has no account: its closing's own work (the defects, the record) is done as it. */
const workshopActor = (who: Acting): CompanyActor => ({ ...who.actor, email: '', companyId: who.companyId });

export async function workshopComplete(
  token: string,
  delivery: ValidCompleteWorkOrder,
  now = new Date(),
): Promise<WorkshopView> {
  const { link, who, order } = await throughLink(token, now);
  return viewOf(link, await closeWorkOrder(who, workshopActor(who), order.id, delivery));
}

/**
 * The quote's PDF or photo (once the quote is sent) or the invoice's (once approved), through the
 * link: checked by its bytes and size as every attachment; a new one replaces the last.
 */
export async function workshopFile(
  token: string,
  slot: WorkOrderFileSlot,
  file: { bytes: Buffer } | null,
  now = new Date(),
): Promise<Attachment> {
  const { who, order } = await throughLink(token, now);
  if (!acceptsFile(order.status, slot)) throw conflict(m.fileNotNow);
  const attachment = await replaceAttachment(
    { companyId: who.companyId, owner: `${WORK_ORDER_FILES_COLLECTION}/${order.id}_${slot}`, by: who.actor.name },
    file,
    (stored) => repo.setFile(who.companyId, order.id, slot, stored),
    m.linkInvalid,
    now,
  );
  await recordAudit(who.companyId, [
    auditEntry(who.actor, 'work_order.file_attached', orderRef(order), [
      { field: 'file', before: null, after: WORK_ORDER_FILE_LABELS[slot] },
    ]),
  ]);
  return attachment;
}

/** A photo of one of the link's O.S.'s defects, by its image id; any other id is not found. */
export async function workshopPhoto(token: string, photoId: string, now = new Date()) {
  const { who, order } = await throughLink(token, now);
  const ids = order.defects.flatMap((d) => d.photos.map(imageIdOf));
  const photo = ids.includes(photoId) ? await readCompanyImage(who.companyId, photoId, 'full') : null;
  if (!photo) throw notFound(m.photoNotFound);
  return photo;
}
