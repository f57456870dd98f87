import { Router } from 'express';
import { defectsApi } from '../../domain/fleet/contract';
import { serve } from '../../http/endpoint';
import * as defects from './defects.service';

/** A company's defects: its admins list and deal with them (field users report them by inspecting). */
export const defectsRouter = Router();

const admin = { roles: ['admin'] } as const;

serve(defectsRouter, defectsApi.list, admin, ({ session, query }) => defects.listDefects(session, query));
// Before '/defects/:id', which would take 'counts' for an id.
serve(defectsRouter, defectsApi.counts, admin, ({ session }) => defects.defectCounts(session));
serve(defectsRouter, defectsApi.get, admin, ({ session, params }) => defects.getDefect(session, params.id));
serve(defectsRouter, defectsApi.start, admin, ({ session, params }) => defects.startDefect(session, params.id));
serve(defectsRouter, defectsApi.resolve, admin, ({ session, params, body }) =>
  defects.resolveDefect(session, params.id, body),
);
serve(defectsRouter, defectsApi.dismiss, admin, ({ session, params, body }) =>
  defects.dismissDefect(session, params.id, body.reason),
);
serve(defectsRouter, defectsApi.reopen, admin, ({ session, params, body }) =>
  defects.reopenDefect(session, params.id, body.reason),
);
