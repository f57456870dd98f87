import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { assertSafeRuntime } from './platform/config';
import { fcmPushSender } from './platform/messaging';
import { overdueSchedule } from './schedules/overdue-schedule';
import { checklistAssignedTrigger, checklistCountersTrigger } from './triggers/checklist-triggers';
import { deploySchedule, deployTrigger } from './triggers/deploy';

assertSafeRuntime();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

const push = fcmPushSender();

export const api = onRequest(createApp());
export const onChecklistAssigned = deployTrigger(checklistAssignedTrigger(push));
export const onChecklistWritten = deployTrigger(checklistCountersTrigger);
export const flagOverdueChecklists = deploySchedule(overdueSchedule(push));
