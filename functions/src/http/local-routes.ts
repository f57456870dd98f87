import type { Router } from 'express';
import { assignChecklist } from '../checklists/checklists.service';
import { notFound } from '../domain/errors';
import { config } from '../platform/config';
import { blobStore } from '../platform/blob-store';
import { recordingPushSender } from '../platform/messaging';
import { listTemplates } from '../templates/templates.service';
import { backgroundJobs } from '../jobs/background-jobs';
import { serve } from './endpoint';

/** Whether the product has a schedule of that name. */
function hasScheduledJob(name: string): boolean {
  return backgroundJobs({ push: recordingPushSender(), blobs: blobStore() }).schedules.some((job) => job.name === name);
}

/**
 * Runs one of the product's schedules as if its clock read `now` (the journeys drive a job's clock).
 * Pushes are recorded, never sent: this only ever runs on the local stack.
 */
function runScheduledJob(name: string, now: Date): Promise<unknown> {
  return backgroundJobs({ push: recordingPushSender(), blobs: blobStore() }).schedule(name).run(now);
}

/**
 * What routes of the local stack's own are made of: this build's modules, handed over, so that
 * their errors, Firestore and Auth are the very ones the app uses (the local build has copies).
 */
export const localRouteDeps = { serve, assignChecklist, listTemplates, notFound, hasScheduledJob, runScheduledJob };
export type LocalRouteDeps = typeof localRouteDeps;
export type LocalRouters = (deps: LocalRouteDeps) => Record<string, Router>;

/**
 * Routes that only the local stack serves (the spec's test helpers), read from the local build
 * (`functions/lib-local`, never deployed) that the local runner names in CHECKFROTA_LOCAL_ROUTES.
 * A deployed function has neither the variable nor the file; `scripts/check-deployed-build.mjs`
 * proves `functions/lib` holds no such route.
 */
export function localOnlyRouters(): Record<string, Router> {
  // Unset in production: assertSafeRuntime refuses to start a function that has it.
  if (!config.localRoutesModule) return {};
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module of the local build, named at run time
  const local = require(config.localRoutesModule) as { localRouters: LocalRouters };
  return local.localRouters(localRouteDeps);
}
