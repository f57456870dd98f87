import type { DocumentData } from 'firebase-admin/firestore';
import { CHECKLIST_EVENTS_COLLECTION } from '../domain/checklists/checklist.schema';
import {
  checklistEvent,
  custodyEvent,
  serviceEvent,
  type ChecklistFacts,
  type VehicleFacts,
  type VehicleRef,
} from '../domain/webhooks/events';
import type { DocumentTrigger } from '../jobs/document-trigger';
import { toIso } from '../platform/firestore-values';
import { log } from '../platform/logger';
import { publishWebhookEvent } from './webhooks.service';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function vehicleRefOf(raw: unknown): VehicleRef | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as DocumentData;
  return typeof v.id === 'string' ? { id: v.id, name: text(v.name), plate: text(v.plate) } : null;
}

/** A checklist's companion document (checklists/checklist-events.ts) as the events read it. */
const checklistFacts = (id: string, d: DocumentData): ChecklistFacts => ({
  id,
  status: text(d.status),
  templateName: text(d.templateName),
  userId: text(d.userId),
  userName: text(d.userName),
  vehicle: vehicleRefOf(d.vehicle),
  dueDate: toIso(d.dueDate),
  submittedAt: toIso(d.submittedAt) ?? toIso(d.completedAt),
  reviewedAt: toIso(d.reviewedAt),
});

/** A vehicle document's service state and holder (fleet/vehicles keeps them, custody the holder). */
function vehicleFacts(id: string, d: DocumentData): VehicleFacts {
  const driver = d.currentDriver as DocumentData | undefined;
  const service = d.service as DocumentData | undefined;
  return {
    id,
    name: text(d.name),
    plate: text(d.plate),
    outOfService: d.outOfService === true,
    serviceMoves: Number(d.serviceMoves ?? 0),
    openCriticalDefects: Number(service?.openCriticalDefects ?? 0),
    driver:
      driver && typeof driver.userId === 'string' && typeof driver.custodyId === 'string'
        ? {
            userId: driver.userId,
            name: text(driver.name),
            since: toIso(driver.since) ?? '',
            custodyId: driver.custodyId,
          }
        : null,
  };
}

async function publish(
  handler: string,
  eventId: string,
  companyId: string,
  events: ReturnType<typeof checklistEvent>[],
) {
  for (const event of events) {
    if (!event) continue;
    const { listeners, queued } = await publishWebhookEvent(companyId, event);
    if (listeners > 0 && queued === 0) log.eventDuplicate(handler, eventId);
  }
}

/** A checklist submitted, approved or rejected: `checklist.submitted|approved|rejected`, once per step. */
export const checklistWebhooksTrigger: DocumentTrigger = {
  name: 'onChecklistWebhooks',
  collection: CHECKLIST_EVENTS_COLLECTION,
  on: 'updated',
  async handler({ eventId, params, before, after }) {
    if (!after) return;
    const event = checklistEvent(
      typeof before?.status === 'string' ? before.status : null,
      checklistFacts(params.docId, after),
    );
    await publish('onChecklistWebhooks', eventId, params.companyId, [event]);
  },
};

/** A vehicle moved out of service or back, or its holder changed: once per move, once per change. */
export const vehicleWebhooksTrigger: DocumentTrigger = {
  name: 'onVehicleWebhooks',
  collection: 'vehicles',
  on: 'updated',
  async handler({ eventId, time, params, before, after }) {
    if (!before || !after) return;
    const [was, is] = [vehicleFacts(params.docId, before), vehicleFacts(params.docId, after)];
    const at = toIso(after.service && (after.service as DocumentData).changedAt) ?? time.toDate().toISOString();
    await publish('onVehicleWebhooks', eventId, params.companyId, [
      serviceEvent(was, is, at),
      custodyEvent(was, is, time.toDate().toISOString()),
    ]);
  },
};
