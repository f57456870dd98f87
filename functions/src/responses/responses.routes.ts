import { Router } from 'express';
import { IdParamsSchema } from '../domain/api';
import { AnswerParamsSchema } from '../domain/checklists/field.schema';
import {
  RejectBodySchema,
  ResponseCompanyQuerySchema,
  ResponseListQuerySchema,
} from '../domain/checklists/review.schema';
import { ReopenBodySchema } from '../domain/audit/audit';
import { BinaryBody, endpoint } from '../http/endpoint';
import * as responses from './responses.service';

/** Reviewing what field users sent: admins of the company act; the superadmin looks. */
const readers = ['admin', 'superadmin'] as const;
const reviewers = ['admin'] as const;

export const responsesRouter = Router();

responsesRouter.get(
  '/',
  endpoint({ roles: readers, query: ResponseListQuerySchema }, ({ session, query }) =>
    responses.listResponses(session, query),
  ),
);

responsesRouter.get(
  '/:id',
  endpoint(
    { roles: readers, params: IdParamsSchema, query: ResponseCompanyQuerySchema },
    ({ session, params, query }) => responses.getResponse(session, params.id, query.companyId),
  ),
);

/** `GET /api/responses/:id/pdf`, served by its own function (rendering's memory and time). */
export const reportRouter = Router();

/** The PDF report of an approved checklist, as a download named by the spec's rule. */
reportRouter.get(
  '/:id/pdf',
  endpoint(
    { roles: readers, params: IdParamsSchema, query: ResponseCompanyQuerySchema, rateLimit: 'pdf' },
    async ({ session, params, query }) => {
      const pdf = await responses.checklistPdf(session, params.id, query.companyId);
      return new BinaryBody(pdf.bytes, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  ),
);

responsesRouter.post(
  '/:id/questions/:questionId/approve',
  endpoint({ roles: reviewers, params: AnswerParamsSchema }, ({ session, params }) =>
    responses.approveQuestion(session, params.id, params.questionId),
  ),
);

responsesRouter.post(
  '/:id/questions/:questionId/reject',
  endpoint({ roles: reviewers, params: AnswerParamsSchema, body: RejectBodySchema }, ({ session, params, body }) =>
    responses.rejectQuestion(session, params.id, params.questionId, body.reason),
  ),
);

responsesRouter.post(
  '/:id/approve-all',
  endpoint({ roles: reviewers, params: IdParamsSchema }, ({ session, params }) =>
    responses.approveAll(session, params.id),
  ),
);

/** 'Reabrir revisão': the only way back from approved, with a reason kept in the audit trail. */
responsesRouter.post(
  '/:id/reopen',
  endpoint({ roles: reviewers, params: IdParamsSchema, body: ReopenBodySchema }, ({ session, params, body }) =>
    responses.reopenReview(session, params.id, body.reason),
  ),
);
