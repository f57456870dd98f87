import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { timestampOfIso } from '../platform/firestore-values';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DEFAULT_TIME_ZONE } from '../domain/dates';
import type { ScheduledJob } from './scheduled-job';
import type { DocumentTrigger } from './document-trigger';

const dataOf = (snap: DocumentSnapshot | undefined) => (snap?.exists ? (snap.data() ?? null) : null);
const paramsOf = (p: Record<string, string>) => ({ companyId: p.companyId ?? '', docId: p.docId ?? '' });

/**
 * A DocumentTrigger as a Cloud Function; its handler is the one the local event bridge calls.
 * Retried on failure: handlers are idempotent, so a redelivery after a transient error is safe
 * and nothing (a notification, a counter change) is lost to it.
 */
export function deployTrigger(trigger: DocumentTrigger) {
  const path = { document: `companies/{companyId}/${trigger.collection}/{docId}`, retry: true, ...trigger.sizing };
  const run = trigger.handler;
  switch (trigger.on) {
    case 'created':
      return onDocumentCreated(path, (e) =>
        run({
          eventId: e.id,
          time: timestampOfIso(e.time),
          params: paramsOf(e.params),
          before: null,
          after: dataOf(e.data),
        }),
      );
    case 'deleted':
      return onDocumentDeleted(path, (e) =>
        run({
          eventId: e.id,
          time: timestampOfIso(e.time),
          params: paramsOf(e.params),
          before: dataOf(e.data),
          after: null,
        }),
      );
    case 'updated':
      return onDocumentUpdated(path, (e) =>
        run({
          eventId: e.id,
          time: timestampOfIso(e.time),
          params: paramsOf(e.params),
          before: dataOf(e.data?.before),
          after: dataOf(e.data?.after),
        }),
      );
    case 'written':
      return onDocumentWritten(path, (e) =>
        run({
          eventId: e.id,
          time: timestampOfIso(e.time),
          params: paramsOf(e.params),
          before: dataOf(e.data?.before),
          after: dataOf(e.data?.after),
        }),
      );
  }
}

/**
 * A ScheduledJob as a Cloud Scheduler function, run at the time the scheduler meant. Its times are
 * São Paulo's (the scheduler's default is UTC), as every user and every date the app shows are.
 */
export function deploySchedule(job: ScheduledJob) {
  return onSchedule({ schedule: job.schedule, timeZone: DEFAULT_TIME_ZONE }, async (event) => {
    await job.run(event.scheduleTime ? new Date(event.scheduleTime) : new Date());
  });
}
