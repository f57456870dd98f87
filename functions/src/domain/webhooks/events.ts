import type { DeadlineEntry } from '../deadlines/deadlines';
import type { TrafficFine } from '../fines/fines';
import type { Defect } from '../fleet/defect';

/**
 * What a company's systems may hear from CheckFrota, and what each event carries: the body of a
 * delivery is `{ type, timestamp, data }` (Standard Webhooks' payload shape), with ids, ISO
 * instants and the record's main fields. Built here, from plain values, by whoever saw the change.
 */
export const WEBHOOK_EVENTS = [
  'checklist.submitted',
  'checklist.approved',
  'checklist.rejected',
  'defect.opened',
  'defect.resolved',
  'vehicle.out_of_service',
  'vehicle.back_in_service',
  'fine.created',
  'deadline.due',
  'custody.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** 'Enviar teste': sent to one endpoint on request, whatever events it chose. */
export const TEST_EVENT = 'webhook.test';
export type DeliveredEventType = WebhookEventType | typeof TEST_EVENT;

/** The events' names on the screen (the form's checkboxes, the delivery log). */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<DeliveredEventType, string>> = {
  'checklist.submitted': 'Checklist enviado',
  'checklist.approved': 'Checklist aprovado',
  'checklist.rejected': 'Checklist reprovado',
  'defect.opened': 'Defeito aberto',
  'defect.resolved': 'Defeito resolvido',
  'vehicle.out_of_service': 'Veículo fora de serviço',
  'vehicle.back_in_service': 'Veículo de volta ao serviço',
  'fine.created': 'Multa cadastrada',
  'deadline.due': 'Vencimento chegou',
  'custody.changed': 'Troca de motorista',
  'webhook.test': 'Teste',
};

/**
 * One event, once: `cause` names what happened (the record and the step of it), so every sight of
 * the same change (a trigger delivered twice, a job run again) gives the same event, and each
 * endpoint gets one delivery of it.
 */
export interface WebhookEvent {
  cause: string;
  type: DeliveredEventType;
  /** When it happened, ISO. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** An event whose cause is its type and the `key` of what it is about. */
const eventOf = (
  type: DeliveredEventType,
  key: string,
  timestamp: string,
  data: Record<string, unknown>,
): WebhookEvent => ({ cause: `${type}:${key}`, type, timestamp, data });

/** The JSON body a receiver gets. */
export const payloadOf = (event: Pick<WebhookEvent, 'type' | 'timestamp' | 'data'>) => ({
  type: event.type,
  timestamp: event.timestamp,
  data: event.data,
});

export interface VehicleRef {
  id: string;
  name: string;
  plate: string;
}

/** A checklist's fields as its companion document keeps them (dates already ISO). */
export interface ChecklistFacts {
  id: string;
  status: string;
  templateName: string;
  userId: string;
  userName: string;
  vehicle: VehicleRef | null;
  dueDate: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
}

const CHECKLIST_OUTCOMES: Readonly<Record<string, WebhookEventType>> = {
  completed: 'checklist.submitted',
  approved: 'checklist.approved',
  rejected: 'checklist.rejected',
};

/**
 * The checklist's event when its status moved to submitted ('completed'), approved or rejected; null
 * otherwise. A resubmit or a second review is a new event: its time is part of the cause.
 */
export function checklistEvent(beforeStatus: string | null, after: ChecklistFacts): WebhookEvent | null {
  const type = CHECKLIST_OUTCOMES[after.status];
  if (!type || beforeStatus === after.status) return null;
  const at = type === 'checklist.submitted' ? after.submittedAt : after.reviewedAt;
  if (!at) return null;
  return eventOf(type, `${after.id}:${at}`, at, {
    checklistId: after.id,
    status: after.status,
    templateName: after.templateName,
    user: { id: after.userId, name: after.userName },
    vehicle: after.vehicle,
    dueDate: after.dueDate,
    submittedAt: after.submittedAt,
    reviewedAt: after.reviewedAt,
  });
}

type DefectFacts = Pick<Defect, 'id' | 'title' | 'severity' | 'status' | 'vehicle' | 'openedAt'> & {
  firstReport: { checklistId: string };
};

/** A defect opened by a failed inspection item: once per defect. */
export const defectOpenedEvent = (defect: DefectFacts): WebhookEvent =>
  eventOf('defect.opened', defect.id, defect.openedAt, {
    defectId: defect.id,
    title: defect.title,
    severity: defect.severity,
    status: defect.status,
    vehicle: defect.vehicle,
    checklistId: defect.firstReport.checklistId,
    openedAt: defect.openedAt,
  });

/**
 * A defect resolved: once per resolution (a defect reopened and resolved again is a new one: the
 * history's step is part of the cause).
 */
export const defectResolvedEvent = (
  defect: DefectFacts & Pick<Defect, 'maintenanceRecordId'>,
  resolution: { step: number; at: string; note: string | null },
): WebhookEvent =>
  eventOf('defect.resolved', `${defect.id}:${resolution.step}`, resolution.at, {
    defectId: defect.id,
    title: defect.title,
    severity: defect.severity,
    status: defect.status,
    vehicle: defect.vehicle,
    openedAt: defect.openedAt,
    resolvedAt: resolution.at,
    maintenanceRecordId: defect.maintenanceRecordId,
    note: resolution.note,
  });

/** A vehicle document's service state and holder, as the vehicles' trigger reads them. */
export interface VehicleFacts extends VehicleRef {
  outOfService: boolean;
  /** The number of moves in or out of service: each move is one event. */
  serviceMoves: number;
  openCriticalDefects: number;
  driver: { userId: string; name: string; since: string; custodyId: string } | null;
}

/** A move out of service or back in: once per move. */
export function serviceEvent(before: VehicleFacts, after: VehicleFacts, at: string): WebhookEvent | null {
  if (before.outOfService === after.outOfService) return null;
  const type = after.outOfService ? 'vehicle.out_of_service' : 'vehicle.back_in_service';
  return eventOf(type, `${after.id}:${after.serviceMoves}`, at, {
    vehicle: { id: after.id, name: after.name, plate: after.plate },
    outOfService: after.outOfService,
    openCriticalDefects: after.openCriticalDefects,
  });
}

/** Who holds the vehicle changed (a check-out, or a check-in that ended a custody): once per change. */
export function custodyEvent(before: VehicleFacts, after: VehicleFacts, at: string): WebhookEvent | null {
  const from = before.driver?.custodyId ?? null;
  const to = after.driver?.custodyId ?? null;
  if (from === to) return null;
  const driver = (d: VehicleFacts['driver']) => (d ? { id: d.userId, name: d.name, since: d.since } : null);
  return eventOf('custody.changed', `${after.id}:${from ?? '-'}:${to ?? '-'}`, after.driver?.since ?? at, {
    vehicle: { id: after.id, name: after.name, plate: after.plate },
    previousDriver: driver(before.driver),
    currentDriver: driver(after.driver),
    custodyId: to,
  });
}

type FineFacts = Pick<
  TrafficFine,
  | 'id'
  | 'infractionNumber'
  | 'vehicle'
  | 'occurredAt'
  | 'place'
  | 'description'
  | 'amount'
  | 'points'
  | 'status'
  | 'notificationDate'
  | 'driver'
  | 'createdAt'
>;

export const fineCreatedEvent = (fine: FineFacts): WebhookEvent =>
  eventOf('fine.created', fine.id, fine.createdAt, {
    fineId: fine.id,
    infractionNumber: fine.infractionNumber,
    vehicle: fine.vehicle,
    occurredAt: fine.occurredAt,
    place: fine.place,
    description: fine.description,
    amount: fine.amount,
    points: fine.points,
    status: fine.status,
    notificationDate: fine.notificationDate,
    driver: fine.driver,
  });

type DeadlineFacts = Pick<DeadlineEntry, 'key' | 'kind' | 'title' | 'dueDay' | 'vehicle' | 'driver'>;

/** A deadline whose day came: once per item and due day (a renewed item is a new event). */
export const deadlineDueEvent = (deadline: DeadlineFacts, at: string): WebhookEvent =>
  eventOf('deadline.due', `${deadline.key}:${deadline.dueDay}`, at, {
    key: deadline.key,
    kind: deadline.kind,
    title: deadline.title,
    dueDate: deadline.dueDay,
    vehicle: deadline.vehicle,
    driver: deadline.driver,
  });

/** 'Enviar teste': a new event each time it is asked. */
export const testEvent = (endpointId: string, requestId: string, at: string): WebhookEvent =>
  eventOf(TEST_EVENT, `${endpointId}:${requestId}`, at, { message: 'Teste de webhook do CheckFrota', endpointId });
