import { Router } from 'express';
import { IdParamsSchema } from '../domain/api';
import { AnswerParamsSchema } from '../domain/checklists/field.schema';
import { RejectBodySchema, ResponseCompanyQuerySchema, ResponseListQuerySchema } from '../domain/checklists/review.schema';
import { endpoint } from '../http/endpoint';
import * as responses from './responses.service';

/** Reviewing what field users sent: admins of the company act; the superadmin looks. */
const readers = ['admin', 'superadmin'] as const;
const reviewers = ['admin'] as const;

export const responsesRouter = Router();

responsesRouter.get(
  '/',
  endpoint({ roles: readers, query: ResponseListQuerySchema }, ({ session, query }) => responses.listResponses(session, query)),
);

responsesRouter.get(
  '/:id',
  endpoint({ roles: readers, params: IdParamsSchema, query: ResponseCompanyQuerySchema }, ({ session, params, query }) =>
    responses.getResponse(session, params.id, query.companyId),
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
  endpoint({ roles: reviewers, params: IdParamsSchema }, ({ session, params }) => responses.approveAll(session, params.id)),
);
