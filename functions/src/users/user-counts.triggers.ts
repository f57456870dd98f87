import type { DocumentTrigger } from '../jobs/document-trigger';
import { log } from '../platform/logger';
import { countUserWrite } from './users.service';

/**
 * Any user write (created, edited, their checklist counters moved, deleted) moves the company's
 * user stats by the delta from before to after, once per event, so redelivered or out-of-order
 * events leave the stats equal to a recount.
 */
export const userCountsTrigger: DocumentTrigger = {
  name: 'onUserCounted',
  collection: 'users',
  on: 'written',
  async handler({ eventId, time, params, before, after }) {
    const event = { id: `onUserCounted|${eventId}`, time };
    const result = await countUserWrite(params.companyId, event, before, after);
    if (result === 'duplicate') log.eventDuplicate('onUserCounted', eventId);
  },
};
