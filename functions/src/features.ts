import { accountsFeature } from './accounts/feature';
import { apiKeysFeature } from './api-keys/feature';
import { attachmentsFeature } from './attachments/feature';
import { auditFeature } from './audit/feature';
import { connectChecklists } from './checklists';
import { checklistsFeature } from './checklists/feature';
import { companiesFeature } from './companies/feature';
import { dashboardFeature } from './dashboard/feature';
import { driversFeature } from './drivers/feature';
import { exportsFeature } from './exports/feature';
import { CHECKLIST_EVENTS_COLLECTION } from './domain/checklists/checklist.schema';
import { companyDataOf, type Feature } from './feature';
import { vehicleCustodies } from './fleet/custody';
import { custodyFeature } from './fleet/custody/feature';
import { deadlinesFeature } from './fleet/deadlines/feature';
import { openCriticalDefects } from './fleet/defects';
import { defectsFeature } from './fleet/defects/feature';
import { vehicleDocuments } from './fleet/documents';
import { documentsFeature } from './fleet/documents/feature';
import { vehicleFines } from './fleet/fines';
import { finesFeature } from './fleet/fines/feature';
import { vehicleQrToken } from './fleet/qr';
import { qrFeature } from './fleet/qr/feature';
import { archivedVehicleIds, connectVehicleDependents } from './fleet/vehicles';
import { connectDeadlines } from './fleet/deadlines';
import { vehiclesFeature } from './fleet/vehicles/feature';
import { workOrdersFeature } from './fleet/work-orders/feature';
import { areUploadedPhotos } from './images';
import { imagesFeature } from './images/feature';
import { importsFeature } from './imports/feature';
import { dispatchTrigger, type DocumentTrigger } from './jobs/document-trigger';
import type { ScheduledJob } from './jobs/scheduled-job';
import { connectContacts } from './notifications';
import { notificationsFeature } from './notifications/feature';
import { companyAdmin } from './companies';
import { findUser } from './users';
import { personalDataFeature } from './personal-data/feature';
import { publicApiFeature } from './public-api/feature';
import type { BlobStore } from './platform/blob-store';
import type { PushSender } from './platform/messaging';
import { rateLimitsFeature } from './rate-limits/feature';
import { responsesFeature } from './responses/feature';
import { schedulesFeature } from './schedules/feature';
import { secondFactorFeature } from './second-factor/feature';
import { summaryFeature } from './summary/feature';
import { templatesFeature } from './templates/feature';
import { usersFeature } from './users/feature';
import { verificationFeature } from './verification/feature';
import { webhooksFeature } from './webhooks/feature';

/**
 * Every feature of the server, one layer after another: a feature imports only the front doors
 * (`index.ts`) of features listed before it. The API mounts their routers, `index.ts` deploys their
 * triggers and timed jobs (the local stack runs the same), and a company's deletion and the LGPD
 * export walk the collections they declare. No two features' routes can answer the same request
 * (features.test.ts), so the order mounts nothing over another.
 */
export const FEATURES: readonly Feature[] = [
  // The platform's own: accounts and sessions, the audit trail, rate limits, attachments' files.
  accountsFeature,
  auditFeature,
  rateLimitsFeature,
  attachmentsFeature,
  // Companies, and what reaches their people ('Vencimentos' below users: a CNH's entries are
  // written in the user's batch).
  companiesFeature,
  // An admin's or the superadmin's second factor: its reset reads the account and writes the trail.
  secondFactorFeature,
  notificationsFeature,
  deadlinesFeature,
  // Signed webhooks: defects and fines (below) publish their events through its front door.
  webhooksFeature,
  usersFeature,
  driversFeature,
  templatesFeature,
  // The fleet's vehicles, and what hangs on a vehicle without reading checklists.
  vehiclesFeature,
  qrFeature,
  documentsFeature,
  // Checklists, and what follows from them.
  checklistsFeature,
  imagesFeature,
  custodyFeature,
  defectsFeature,
  workOrdersFeature,
  finesFeature,
  schedulesFeature,
  // An approved report's number, versions and public check; its review and PDF (responses) use it.
  verificationFeature,
  responsesFeature,
  dashboardFeature,
  summaryFeature,
  personalDataFeature,
  // Spreadsheet imports write through the vehicles', users' and drivers' front doors.
  importsFeature,
  // Other systems' way in: API keys, and the public API (`/api/v1`) that acts through the features above.
  apiKeysFeature,
  publicApiFeature,
  // Spreadsheets of the lists above, read through their features' front doors.
  exportsFeature,
];

/** Every collection of a company's data, in the features' order: its deletion walks it, the LGPD export answers for it. */
export const COMPANY_DATA = companyDataOf(FEATURES);

/**
 * The deployed trigger of each collection the features' handlers watch, by the collection's name:
 * one function per document path, whatever number of handlers it serves (jobs/document-trigger.ts,
 * `dispatchTrigger`). Production knows the functions by these names.
 */
export const TRIGGER_FUNCTIONS: Readonly<Record<string, string>> = {
  [CHECKLIST_EVENTS_COLLECTION]: 'onChecklistChange',
  vehicles: 'onVehicleChange',
  users: 'onUserChange',
  report_renders: 'renderReport',
  exports: 'buildExport',
};

export interface BackgroundJobs {
  /** The features' handlers, as they declare them. */
  handlers: DocumentTrigger[];
  /** The deployed triggers, one per watched collection, each dispatching to its handlers; the local event bridge runs the same. */
  triggers: DocumentTrigger[];
  schedules: ScheduledJob[];
  /** The trigger deployed under `name`; a name the list lacks fails at load, not silently. */
  trigger(name: string): DocumentTrigger;
  schedule(name: string): ScheduledJob;
}

function byName<T extends { name: string }>(list: T[], name: string): T {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`no background job named ${name}`);
  return found;
}

/** One trigger per collection, dispatching to the handlers on it; a collection without a function's name fails at load. */
function triggersOf(handlers: readonly DocumentTrigger[]): DocumentTrigger[] {
  return [...new Set(handlers.map((h) => h.collection))].map((collection) => {
    const name = TRIGGER_FUNCTIONS[collection];
    if (!name) throw new Error(`no trigger function named for the collection ${collection}`);
    return dispatchTrigger(
      name,
      collection,
      handlers.filter((h) => h.collection === collection),
    );
  });
}

/**
 * Every Firestore trigger and timed job of the product, from the list: `index.ts` deploys each of
 * them and the local stack runs the same ones (its event bridge and timers), so a job a feature
 * declares runs in both places (a test checks that index.ts exports every one).
 */
export function backgroundJobs(deps: { push: PushSender; blobs: BlobStore }): BackgroundJobs {
  const jobDeps = { ...deps, companyData: COMPANY_DATA };
  const handlers = FEATURES.flatMap((feature) => feature.triggers?.(jobDeps) ?? []);
  const triggers = triggersOf(handlers);
  const schedules = FEATURES.flatMap((feature) => feature.jobs?.(jobDeps) ?? []);
  return {
    handlers,
    triggers,
    schedules,
    trigger: (name) => byName(triggers, name),
    schedule: (name) => byName(schedules, name),
  };
}

// The arrows that would run back up the list come in here instead: the vehicles' use cases follow
// the features that keep something of a vehicle, checklists ask images and defects, and the
// deadlines' notices ask which vehicles are archived.
connectVehicleDependents([vehicleDocuments, vehicleCustodies, vehicleQrToken, vehicleFines]);
connectChecklists({ photosUploaded: areUploadedPhotos, openCriticalDefects });
connectDeadlines({ archivedVehicleIds });
// The outbox finds a person's e-mail and phone where their feature keeps them.
connectContacts(async (companyId, personId, inbox) => {
  const person = inbox === 'admins' ? await companyAdmin(companyId, personId) : await findUser(companyId, personId);
  return person ? { name: person.name, email: person.email, phone: person.phone ?? '' } : null;
});
