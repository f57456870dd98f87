import { assignChecklist } from '../checklists';
import { localRouteDeps } from '../dev/local-routes';
import { notFound } from '../domain/errors';
import { serve } from '../http/endpoint';
import { backgroundJobs } from '../features';
import { blobStore } from '../platform/blob-store';
import { recordingPushSender } from '../platform/messaging';
import { listTemplates } from '../templates';

/** The local routes' modules in a test: one build, so these are the app's own. */
export const testLocalRouteDeps = localRouteDeps({
  serve,
  assignChecklist,
  listTemplates,
  notFound,
  backgroundJobs,
  recordingPushSender,
  blobStore,
});
