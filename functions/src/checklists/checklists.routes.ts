import { Router } from 'express';
import { AssignInputSchema } from '../domain/checklists/checklist.schema';
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
