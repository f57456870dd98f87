import { Router } from 'express';
import { z } from 'zod';
import { route } from '../domain/contract';
import { MAX_PAGE_SIZE } from '../domain/envelope';
import { MESSAGES } from '../domain/messages';
import type { assignChecklist } from '../checklists';
import type { notFound } from '../domain/errors';
import type { serve } from '../http/endpoint';
import type { backgroundJobs } from '../features';
import type { blobStore } from '../platform/blob-store';
import type { recordingPushSender } from '../platform/messaging';
import type { listTemplates } from '../templates';
import { DEMO_COMPANIES } from './demo-data';

/**
 * The app's modules the local routes are made of, handed over by whoever mounts them (the local API
 * process passes the deployed build's), so that their errors, Firestore and Auth are the very ones
 * the app uses (this build has copies of its own).
 */
export interface LocalRouteModules {
  serve: typeof serve;
  assignChecklist: typeof assignChecklist;
  listTemplates: typeof listTemplates;
  notFound: typeof notFound;
  backgroundJobs: typeof backgroundJobs;
  recordingPushSender: typeof recordingPushSender;
  blobStore: typeof blobStore;
}

export interface LocalRouteDeps extends Pick<
  LocalRouteModules,
  'serve' | 'assignChecklist' | 'listTemplates' | 'notFound'
> {
  /** Whether the product has a schedule of that name. */
  hasScheduledJob(name: string): boolean;
  /**
   * Runs one of the product's schedules as if its clock read `now` (the journeys drive a job's
   * clock). Pushes are recorded, never sent: this only ever runs on the local stack.
   */
  runScheduledJob(name: string, now: Date): Promise<unknown>;
}

export function localRouteDeps(modules: LocalRouteModules): LocalRouteDeps {
  const jobs = () => modules.backgroundJobs({ push: modules.recordingPushSender(), blobs: modules.blobStore() });
  return {
    serve: modules.serve,
    assignChecklist: modules.assignChecklist,
    listTemplates: modules.listTemplates,
    notFound: modules.notFound,
    hasScheduledJob: (name) => jobs().schedules.some((job) => job.name === name),
    runScheduledJob: (name, now) => jobs().schedule(name).run(now),
  };
}

/** The demo templates' titles (any company's): the helper's checklist is one of them. */
const DEMO_TEMPLATE_TITLES = new Set(
  DEMO_COMPANIES.flatMap((company) => company.templates.map((template) => template.name)),
);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /api/checklists/create-test`: declared here, not in the domain, so that no deployed build
 * names it (scripts/check-deployed-build.mjs).
 */
export const createTestChecklistApi = route('post', '/checklists/create-test', {
  body: z.strictObject({}),
}).returns<{ checklistId: string }>();

/** `POST /api/jobs/run`: one schedule's run at a chosen moment (the local stack's timers run them at the real one). */
export const runJobApi = route('post', '/jobs/run', {
  body: z.strictObject({
    name: z.string().min(1).max(100),
    now: z.iso.datetime({ offset: true }),
  }),
}).returns<{ name: string; now: string; result: unknown }>();

/**
 * The local stack's own routes (spec section 7's test helper), built from the app's modules it is
 * handed. Only this build (`functions/lib-local`) holds them; production never does.
 */
export function localRouters({
  serve,
  assignChecklist,
  listTemplates,
  notFound,
  hasScheduledJob,
  runScheduledJob,
}: LocalRouteDeps): Record<string, Router> {
  const router = Router();

  /**
   * `POST /api/checklists/create-test`: a fresh checklist for the calling field user, due in a day,
   * from a demo template of their company (another active template when the demo ones are gone).
   * Answers `{ checklistId }`.
   */
  serve(router, createTestChecklistApi, { roles: ['user'], status: 201 }, async ({ session }) => {
    const { items } = await listTemplates(session, { page: 1, pageSize: MAX_PAGE_SIZE });
    const active = items.filter((template) => template.isActive);
    const template = active.find((t) => DEMO_TEMPLATE_TITLES.has(t.title)) ?? active[0];
    if (!template) throw notFound(MESSAGES.templates.notFound);
    const dueDate = new Date(Date.now() + DAY_MS).toISOString();
    const { ids } = await assignChecklist(session, { templateId: template.id, dueDate, userIds: [session.uid] });
    return { checklistId: ids[0]! };
  });

  /**
   * `POST /api/jobs/run {name, now}`: runs the named schedule once as if its clock read `now`, and
   * answers what the run reports. Every company's data is the job's, as in production: admins only.
   */
  serve(router, runJobApi, { roles: ['admin', 'superadmin'] }, async ({ body }) => {
    if (!hasScheduledJob(body.name)) throw notFound(`Rotina não encontrada: ${body.name}`);
    const now = new Date(body.now);
    return { name: body.name, now: now.toISOString(), result: await runScheduledJob(body.name, now) };
  });

  return { '/': router };
}
