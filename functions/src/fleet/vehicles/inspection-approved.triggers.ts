import { CHECKLIST_EVENTS_COLLECTION } from '../../domain/checklists/checklist.schema';
import { toIso } from '../../platform/firestore-values';
import { log } from '../../platform/logger';
import { recordInspectionOdometer } from './vehicles.service';
import type { DocumentTrigger } from '../../jobs/document-trigger';

/**
 * A vehicle inspection approved: its odometer reading enters the vehicle's timeline and raises its
 * km when higher, once (the reading's id is the checklist's). A reading the server flagged counts
 * only now, after the reviewer approved it with the checklist.
 */
export const inspectionApprovedTrigger: DocumentTrigger = {
  name: 'onInspectionApproved',
  collection: CHECKLIST_EVENTS_COLLECTION,
  on: 'updated',
  async handler({ eventId, params, before, after }) {
    if (after?.status !== 'approved' || before?.status === 'approved') return;
    const vehicleId: unknown = after.vehicle?.id;
    if (typeof vehicleId !== 'string' || vehicleId === '') return;
    const km: unknown = after.odometerReading;
    if (typeof km !== 'number' || !Number.isInteger(km) || km < 0) return;
    const at = toIso(after.submittedAt) ?? toIso(after.reviewedAt) ?? new Date().toISOString();
    const outcome = await recordInspectionOdometer(params.companyId, vehicleId, { checklistId: params.docId, km, at });
    if (outcome === 'duplicate') log.eventDuplicate('onInspectionApproved', eventId);
  },
};
