import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { assertSafeRuntime } from './platform/config';

assertSafeRuntime();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest(createApp());
