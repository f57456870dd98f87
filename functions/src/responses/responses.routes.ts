import { Router } from 'express';
import { responsesApi } from '../domain/checklists/contract';
import { serve } from '../http/endpoint';
import { requestReport } from './reports.service';
import * as responses from './responses.service';

/** Reviewing what field users sent: admins of the company act; the superadmin looks. */
const readers = ['admin', 'superadmin'] as const;
const reviewers = ['admin'] as const;

export const responsesRouter = Router();

serve(responsesRouter, responsesApi.list, { roles: readers }, ({ session, query }) =>
  responses.listResponses(session, query),
);

serve(responsesRouter, responsesApi.detail, { roles: readers }, ({ session, params, query }) =>
  responses.getResponse(session, params.id, query.companyId),
);

/** `GET /api/responses/:id/pdf`, served by its own function (rendering's memory and time). */
export const reportRouter = Router();

/**
 * The PDF report of an approved checklist, by reference: its state at once, the render in the
 * background. Only a request that starts a render counts against the per-user PDF limit, so the
 * client's polling never does.
 */
serve(reportRouter, responsesApi.pdf, { roles: readers }, ({ session, params, query, limit, origin }) =>
  requestReport(session, params.id, query.companyId, { origin, beforeRender: () => limit('pdf') }),
);

serve(responsesRouter, responsesApi.approveQuestion, { roles: reviewers }, ({ session, params, origin }) =>
  responses.approveQuestion(session, params.id, params.questionId, { origin }),
);

serve(responsesRouter, responsesApi.rejectQuestion, { roles: reviewers }, ({ session, params, body, origin }) =>
  responses.rejectQuestion(session, params.id, params.questionId, body.reason, { origin }),
);

serve(responsesRouter, responsesApi.approveAll, { roles: reviewers }, ({ session, params, origin }) =>
  responses.approveAll(session, params.id, { origin }),
);

/** 'Reabrir revisão': the only way back from approved, with a reason kept in the audit trail. */
serve(responsesRouter, responsesApi.reopen, { roles: reviewers }, ({ session, params, body }) =>
  responses.reopenReview(session, params.id, body.reason),
);
