import { Router } from 'express';
import { checklistsApi } from '../domain/checklists/contract';
import { vehiclesApi } from '../domain/fleet/contract';
import { vehicleQrApi } from '../domain/fleet/vehicle-qr-contract';
import { usersApi } from '../domain/users/contract';
import { vehicleTokenByPlate } from '../fleet/qr';
import { serve } from '../http/endpoint';
import * as checklists from './checklists.service';
import * as vehicleAccess from './vehicle-access.service';

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

serve(checklistsRouter, checklistsApi.start, { roles: field }, ({ session, params, body }) => {
  if (body?.vehicleToken)
    return vehicleAccess.startAssignedFromVehicle(session, params.id, body.vehicleToken, body.position);
  return body?.position
    ? vehicleAccess.startAssignedWithPosition(session, params.id, body.position)
    : checklists.startChecklist(session, params.id);
});

serve(checklistsRouter, checklistsApi.saveAnswer, { roles: field }, ({ session, params, body }) =>
  checklists.saveAnswer(session, params.id, params.questionId, body),
);

serve(checklistsRouter, checklistsApi.submit, { roles: field }, ({ session, params, body }) =>
  checklists.submitChecklist(session, params.id, body),
);

/** A vehicle's QR code scanned by its field user: what it opens, and an on-demand checklist started from it. */
serve(checklistsRouter, vehicleQrApi.access, { roles: field }, ({ session, params }) =>
  vehicleAccess.vehicleAccess(session, params.token),
);

serve(checklistsRouter, vehicleQrApi.byPlate, { roles: field }, ({ session, params }) =>
  vehicleTokenByPlate(session, params.plate),
);

serve(checklistsRouter, vehicleQrApi.start, { roles: field }, ({ session, params, body }) =>
  vehicleAccess.startFromVehicle(session, params.token, body.templateId, body.position),
);

/** One user's checklists (the users screen) and one vehicle's ('Inspeções'), for the admins. */
const admins = ['admin'] as const;

serve(checklistsRouter, usersApi.checklists, { roles: admins }, ({ session, params, query }) =>
  checklists.listUserChecklists(session, params.id, query),
);

serve(checklistsRouter, usersApi.removeChecklist, { roles: admins }, ({ session, params }) =>
  checklists.removeUserChecklist(session, params.id, params.checklistId),
);

serve(checklistsRouter, usersApi.archiveChecklist, { roles: admins }, ({ session, params }) =>
  checklists.archiveUserChecklist(session, params.id, params.checklistId),
);

serve(checklistsRouter, vehiclesApi.inspections, { roles: admins }, ({ session, params, query }) =>
  checklists.listVehicleInspections(session, params.id, query),
);
