import { db } from './firebase';

/**
 * `companies/{c}/processed_events`: once-only markers of work already done (a trigger's delivery,
 * a vehicle's move in or out of service), written with `create()` so a redelivery finds its marker.
 */
export const PROCESSED_EVENTS_COLLECTION = 'processed_events';

export const processedEvents = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(PROCESSED_EVENTS_COLLECTION);
