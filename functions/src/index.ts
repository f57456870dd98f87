import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { blobStore } from './platform/blob-store';
import { assertSafeRuntime } from './platform/config';
import { fcmPushSender } from './platform/messaging';
import { backgroundJobs } from './triggers/background-jobs';
import { deploySchedule, deployTrigger } from './triggers/deploy';

assertSafeRuntime();
// São Paulo: next to every user, and their data stays in Brazil (LGPD); Firestore and the bucket are there too.
setGlobalOptions({ region: 'southamerica-east1', maxInstances: 10 });

const jobs = backgroundJobs({ push: fcmPushSender(), blobs: blobStore() });

// Room for sharp re-encoding a 12 MP photo (~140 MB at its peak) beside the requests around it.
export const api = onRequest({ memory: '512MiB' }, createApp());
export const onChecklistAssigned = deployTrigger(jobs.trigger('onChecklistAssigned'));
export const onChecklistWritten = deployTrigger(jobs.trigger('onChecklistWritten'));
export const onChecklistReviewed = deployTrigger(jobs.trigger('onChecklistReviewed'));
export const onChecklistActivity = deployTrigger(jobs.trigger('onChecklistActivity'));
export const flagOverdueChecklists = deploySchedule(jobs.schedule('flagOverdueChecklists'));
export const removeOrphanImages = deploySchedule(jobs.schedule('removeOrphanImages'));
