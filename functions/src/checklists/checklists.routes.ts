import { Router } from 'express';
import { checklistsApi } from '../domain/checklists/contract';
import { serve } from '../http/endpoint';
import { startAssignedFromVehicle } from '../fleet/qr/qr.service';
import * as checklists from './checklists.service';

export const checklistsRouter = Router();

serve(checklistsRouter, checklistsApi.assign, { roles: ['admin'], status: 201 }, ({ session, body }) =>
  checklists.assignChecklist(session, body),
);

/** The field user's own checklists: another user's, or another company's, is not found. */
const field = ['user'] as const;

serve(checklistsRouter, checklistsApi.mine, { roles: field }, ({ session, query }) =>
  checklists.listMyChecklists(session, query),
);

serve(checklistsRouter, checklistsApi.mineOne, { roles: field }, ({ session, params }) =>
  checklists.getMyChecklist(session, params.id),
);

serve(checklistsRouter, checklistsApi.start, { roles: field }, ({ session, params, body }) =>
  body?.vehicleToken
    ? startAssignedFromVehicle(session, params.id, body.vehicleToken)
    : checklists.startChecklist(session, params.id),
);

serve(checklistsRouter, checklistsApi.saveAnswer, { roles: field }, ({ session, params, body }) =>
  checklists.saveAnswer(session, params.id, params.questionId, body),
);

serve(checklistsRouter, checklistsApi.submit, { roles: field }, ({ session, params, body }) =>
  checklists.submitChecklist(session, params.id, body),
);
