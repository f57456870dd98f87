import { COMPANY_DATA, FEATURES } from '../features';
import type { BlobStore } from '../platform/blob-store';
import type { PushSender } from '../platform/messaging';
import type { DocumentTrigger } from './document-trigger';
import type { ScheduledJob } from './scheduled-job';

export interface BackgroundJobs {
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

/**
 * Every Firestore trigger and timed job of the product, from the features' list: `index.ts`
 * deploys each of them and the local stack runs the same ones (its event bridge and timers), so a
 * job a feature declares runs in both places (a test checks that index.ts exports every one).
 */
export function backgroundJobs(deps: { push: PushSender; blobs: BlobStore }): BackgroundJobs {
  const jobDeps = { ...deps, companyData: COMPANY_DATA };
  const triggers = FEATURES.flatMap((feature) => feature.triggers?.(jobDeps) ?? []);
  const schedules = FEATURES.flatMap((feature) => feature.jobs?.(jobDeps) ?? []);
  return {
    triggers,
    schedules,
    trigger: (name) => byName(triggers, name),
    schedule: (name) => byName(schedules, name),
  };
}
