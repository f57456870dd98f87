import type { DocumentTrigger } from '../../jobs/document-trigger';
import { log } from '../../platform/logger';
import { countVehicleWrite } from './vehicles.service';

/**
 * Any vehicle write moves its company's fleet counts (the list's summary cards) by the delta from
 * before to after. Deltas add up in any order and each event is applied once, so redelivered or
 * out-of-order events leave the counts equal to a recount.
 */
export const vehicleCountsTrigger: DocumentTrigger = {
  name: 'onVehicleCounted',
  collection: 'vehicles',
  on: 'written',
  async handler({ eventId, time, params, before, after }) {
    const event = { id: `onVehicleCounted|${eventId}`, time };
    const result = await countVehicleWrite(params.companyId, event, before, after);
    if (result === 'duplicate') log.eventDuplicate('onVehicleCounted', eventId);
  },
};
