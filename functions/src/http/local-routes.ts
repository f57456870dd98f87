import type { Router } from 'express';
import { assignChecklist } from '../checklists/checklists.service';
import { notFound } from '../domain/errors';
import { config } from '../platform/config';
import { listTemplates } from '../templates/templates.service';
import { serve } from './endpoint';

/**
 * What routes of the local stack's own are made of: this build's modules, handed over, so that
 * their errors, Firestore and Auth are the very ones the app uses (the local build has copies).
 */
export const localRouteDeps = { serve, assignChecklist, listTemplates, notFound };
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
