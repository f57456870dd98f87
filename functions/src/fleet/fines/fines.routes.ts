import { Router } from 'express';
import { ATTACHMENT_UPLOAD, attachmentBody } from '../../attachments';
import { finesApi } from '../../domain/fines/contract';
import { serve } from '../../http/endpoint';
import * as fines from './fines.service';

/** A company's traffic fines: its admins keep them; a field user reads the ones naming them. */
export const finesRouter = Router();

const admin = { roles: ['admin'] } as const;

serve(finesRouter, finesApi.list, admin, ({ session, query }) => fines.listFines(session, query));
// Before '/fines/:id', which would take 'driver-suggestion' for an id.
serve(finesRouter, finesApi.driverSuggestion, admin, ({ session, query }) =>
  fines.suggestDriver(session, query.vehicleId, query.occurredAt),
);
serve(finesRouter, finesApi.get, admin, ({ session, params }) => fines.getFine(session, params.id));
serve(finesRouter, finesApi.create, { ...admin, status: 201 }, ({ session, body }) => fines.createFine(session, body));
serve(finesRouter, finesApi.update, admin, ({ session, params, body }) => fines.updateFine(session, params.id, body));
serve(finesRouter, finesApi.remove, admin, ({ session, params }) => fines.deleteFine(session, params.id));
serve(finesRouter, finesApi.putAttachment, { ...admin, multipart: ATTACHMENT_UPLOAD }, ({ session, params, file }) =>
  fines.attachToFine(session, params.id, file),
);
serve(finesRouter, finesApi.getAttachment, admin, async ({ session, params }) =>
  attachmentBody(await fines.fineAttachment(session, params.id)),
);
serve(finesRouter, finesApi.removeAttachment, admin, ({ session, params }) =>
  fines.removeFineAttachment(session, params.id),
);
serve(finesRouter, finesApi.mine, { roles: ['user'] }, ({ session, query }) => fines.myFines(session, query));
