import { OPEN_DEFECT_STATUSES, type Defect } from '../domain/fleet/defect';
import { defects, toDefect } from './defects.repository';

/**
 * Reads of defects for the checklist side (the field user's vehicle state, the response's PDF), kept
 * apart from the defects backend's repository. Both filter on top-level fields only: the local
 * emulator cannot filter on a map's field such as `vehicle.id`.
 */
export const checklistDefectsRepository = {
  /** The defects a checklist opened or was reported again on, oldest first. */
  async listForChecklist(companyId: string, checklistId: string): Promise<Defect[]> {
    const snap = await defects(companyId).where('checklistIds', 'array-contains', checklistId).get();
    return snap.docs
      .map((doc) => toDefect(companyId, doc.id, doc.data()))
      .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  },

  /**
   * The vehicle's open critical defects, oldest first. Read from the company's open critical ones
   * (few: each keeps a vehicle off the road) and picked by vehicle here.
   */
  async listOpenCriticalForVehicle(companyId: string, vehicleId: string): Promise<Defect[]> {
    const snap = await defects(companyId)
      .where('severity', '==', 'critical')
      .where('status', 'in', [...OPEN_DEFECT_STATUSES])
      .get();
    return snap.docs
      .map((doc) => toDefect(companyId, doc.id, doc.data()))
      .filter((d) => d.vehicle.id === vehicleId)
      .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  },
};
