import { syncFleetEntry } from './fleet.service';
import type { DocumentTrigger } from '../jobs/document-trigger';

/**
 * A vehicle written (created, edited, deleted, or touched by a record or reminder written with
 * it: vehicles.repository stamps `fleetChangedAt` in the same commit) has its entry in the
 * company's fleet document synced from state. Triggering on the vehicle, not on its
 * subcollections, keeps one trigger and lets the local event bridge see it.
 */
export const vehicleFleetTrigger: DocumentTrigger = {
  name: 'onVehicleFleet',
  collection: 'vehicles',
  on: 'written',
  async handler({ params }) {
    await syncFleetEntry(params.companyId, params.docId);
  },
};
