import { Router } from 'express';
import { IdParamsSchema } from '../domain/api';
import { AssignInputSchema } from '../domain/checklists/assign.schema';
import {
  AnswerParamsSchema,
  FieldChecklistListQuerySchema,
  SaveAnswerBodySchema,
  SubmitBodySchema,
} from '../domain/checklists/field.schema';
import { companyOf } from '../domain/roles';
import { endpoint } from '../http/endpoint';
import * as checklists from './checklists.service';

export const checklistsRouter = Router();

checklistsRouter.post(
  '/assign',
  endpoint({ roles: ['admin'], body: AssignInputSchema, status: 201 }, ({ session, body }) =>
    checklists.assignChecklist(companyOf(session), body),
  ),
);

/** The field user's own checklists: another user's, or another company's, is not found. */
const field = ['user'] as const;

checklistsRouter.get(
  '/',
  endpoint({ roles: field, query: FieldChecklistListQuerySchema }, ({ session, query }) =>
    checklists.listMyChecklists(companyOf(session), query),
  ),
);

checklistsRouter.get(
  '/:id',
  endpoint({ roles: field, params: IdParamsSchema }, ({ session, params }) =>
    checklists.getMyChecklist(companyOf(session), params.id),
  ),
);

checklistsRouter.post(
  '/:id/start',
  endpoint({ roles: field, params: IdParamsSchema }, ({ session, params }) =>
    checklists.startChecklist(companyOf(session), params.id),
  ),
);

checklistsRouter.put(
  '/:id/answers/:questionId',
  endpoint({ roles: field, params: AnswerParamsSchema, body: SaveAnswerBodySchema }, ({ session, params, body }) =>
    checklists.saveAnswer(companyOf(session), params.id, params.questionId, body),
  ),
);

checklistsRouter.post(
  '/:id/submit',
  endpoint({ roles: field, params: IdParamsSchema, body: SubmitBodySchema }, ({ session, params, body }) =>
    checklists.submitChecklist(companyOf(session), params.id, body),
  ),
);
