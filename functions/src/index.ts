import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { blobStore } from './platform/blob-store';
import { assertSafeRuntime, config } from './platform/config';
import { smtpEmailSender } from './platform/mail';
import { fcmPushSender } from './platform/messaging';
import { cloudApiWhatsAppSender } from './platform/whatsapp';
import { connectAlertChannels } from './notifications';
import { backgroundJobs } from './features';
import { deploySchedule, deployTrigger } from './jobs/deploy';

assertSafeRuntime();
// São Paulo: next to every user, and their data stays in Brazil (LGPD); Firestore and the bucket are there too.
setGlobalOptions({ region: 'southamerica-east1', maxInstances: 10 });

// E-mail and WhatsApp where their secrets are set (docs/alerts.md); links need the app's origin and the signing secret.
if (config.appOrigin && config.linkSecret) {
  connectAlertChannels({
    email: config.smtp ? smtpEmailSender(config.smtp) : null,
    whatsapp: config.whatsapp ? cloudApiWhatsAppSender(config.whatsapp) : null,
    origin: config.appOrigin,
    linkSecret: config.linkSecret,
  });
}

const jobs = backgroundJobs({ push: fcmPushSender(), blobs: blobStore() });

// Sized from `npm run bench:capacity` (README, capacity): Hosting sends /api/upload to `upload`,
// /api/responses/*/pdf to `pdf`, and every other /api path to `api`; each serves only its routes.
// The platform reads a body (up to 32 MB) before the app refuses it, so concurrency also bounds that.
/** The light JSON API: Firestore reads and writes, no decoding or rendering. */
export const api = onRequest(
  { memory: '512MiB', cpu: 1, concurrency: 20, timeoutSeconds: 60, maxInstances: 20 },
  createApp({ routes: ['light'] }),
);
/** Photo uploads: 10 concurrent 12 MP uploads peaked at 260 MB (sharp decodes 2 at a time); 24 MP at 116 MB. */
export const upload = onRequest(
  { memory: '1GiB', cpu: 1, concurrency: 10, timeoutSeconds: 60, maxInstances: 10 },
  createApp({ routes: ['upload'] }),
);
/**
 * PDF reports' state and links: reads the checklist and draws no PDF (the `renderReport` trigger
 * does, sized for it), but loads sharp for the logo the report's version depends on.
 */
export const pdf = onRequest(
  { memory: '512MiB', cpu: 1, concurrency: 20, timeoutSeconds: 60, maxInstances: 10 },
  createApp({ routes: ['pdf'] }),
);
// One function per watched collection, dispatching in-process to every feature's handler on it:
// a saved answer invokes one function, however many features follow a checklist.
export const onChecklistChange = deployTrigger(jobs.trigger('onChecklistChange'));
export const onVehicleChange = deployTrigger(jobs.trigger('onVehicleChange'));
export const onUserChange = deployTrigger(jobs.trigger('onUserChange'));
export const renderReport = deployTrigger(jobs.trigger('renderReport'));
export const buildExport = deployTrigger(jobs.trigger('buildExport'));
export const flagOverdueChecklists = deploySchedule(jobs.schedule('flagOverdueChecklists'));
export const remindDueChecklists = deploySchedule(jobs.schedule('remindDueChecklists'));
export const removeOrphanImages = deploySchedule(jobs.schedule('removeOrphanImages'));
export const removeOldNotifications = deploySchedule(jobs.schedule('removeOldNotifications'));
export const applyRetention = deploySchedule(jobs.schedule('applyRetention'));
export const continueCompanyDeletions = deploySchedule(jobs.schedule('continueCompanyDeletions'));
export const createScheduledChecklists = deploySchedule(jobs.schedule('createScheduledChecklists'));
export const notifyDeadlines = deploySchedule(jobs.schedule('notifyDeadlines'));
export const retryDeliveries = deploySchedule(jobs.schedule('retryDeliveries'));
export const sendMorningSummaries = deploySchedule(jobs.schedule('sendMorningSummaries'));
export const sendWebhooks = deploySchedule(jobs.schedule('sendWebhooks'));
export const webhookDeadlines = deploySchedule(jobs.schedule('webhookDeadlines'));
