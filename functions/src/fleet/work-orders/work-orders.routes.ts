import { Router } from 'express';
import { workOrdersApi, workshopLinkApi, workshopsApi } from '../../domain/work-orders/contract';
import { ATTACHMENT_UPLOAD, attachmentBody } from '../../attachments';
import { BinaryBody, serve, servePublic } from '../../http/endpoint';
import * as workOrders from './work-orders.service';

const admin = { roles: ['admin'] } as const;

/** 'Oficinas': the company's workshops; admins only. */
export const workshopsRouter = Router();

serve(workshopsRouter, workshopsApi.list, admin, ({ session, query }) => workOrders.listWorkshops(session, query));
serve(workshopsRouter, workshopsApi.get, admin, ({ session, params }) => workOrders.getWorkshop(session, params.id));
serve(workshopsRouter, workshopsApi.create, { ...admin, status: 201 }, ({ session, body }) =>
  workOrders.createWorkshop(session, body),
);
serve(workshopsRouter, workshopsApi.update, admin, ({ session, params, body }) =>
  workOrders.updateWorkshop(session, params.id, body),
);
serve(workshopsRouter, workshopsApi.remove, admin, ({ session, params }) =>
  workOrders.removeWorkshop(session, params.id),
);

/** 'Ordens de Serviço': admins open, follow, approve and close them. */
export const workOrdersRouter = Router();

serve(workOrdersRouter, workOrdersApi.list, admin, ({ session, query }) => workOrders.listWorkOrders(session, query));
// Before '/work-orders/:id', which would take 'numbers' and 'settings' for ids.
serve(workOrdersRouter, workOrdersApi.numbers, admin, ({ session, query }) =>
  workOrders.numbersOf(session, query.vehicleId),
);
serve(workOrdersRouter, workOrdersApi.settings, admin, ({ session }) => workOrders.workOrderSettings(session));
serve(workOrdersRouter, workOrdersApi.saveSettings, admin, ({ session, body }) =>
  workOrders.saveWorkOrderSettings(session, body),
);
serve(workOrdersRouter, workOrdersApi.get, admin, ({ session, params }) => workOrders.getWorkOrder(session, params.id));
serve(workOrdersRouter, workOrdersApi.open, { ...admin, status: 201 }, ({ session, body }) =>
  workOrders.openWorkOrder(session, body),
);
serve(workOrdersRouter, workOrdersApi.assignWorkshop, admin, ({ session, params, body }) =>
  workOrders.assignWorkshop(session, params.id, body.workshopId),
);
serve(workOrdersRouter, workOrdersApi.requestQuote, admin, ({ session, params }) =>
  workOrders.requestQuote(session, params.id),
);
serve(workOrdersRouter, workOrdersApi.recordQuote, admin, ({ session, params, body }) =>
  workOrders.recordQuote(session, params.id, body),
);
serve(workOrdersRouter, workOrdersApi.approve, admin, ({ session, params }) =>
  workOrders.approveWorkOrder(session, params.id),
);
serve(workOrdersRouter, workOrdersApi.refuse, admin, ({ session, params, body }) =>
  workOrders.refuseWorkOrder(session, params.id, body.reason),
);
serve(workOrdersRouter, workOrdersApi.start, admin, ({ session, params }) =>
  workOrders.startWorkOrder(session, params.id),
);
serve(workOrdersRouter, workOrdersApi.complete, admin, ({ session, params, body }) =>
  workOrders.completeWorkOrder(session, params.id, body),
);
serve(workOrdersRouter, workOrdersApi.cancel, admin, ({ session, params, body }) =>
  workOrders.cancelWorkOrder(session, params.id, body.reason),
);
serve(workOrdersRouter, workOrdersApi.reopen, admin, ({ session, params, body }) =>
  workOrders.reopenWorkOrder(session, params.id, body.reason),
);
serve(workOrdersRouter, workOrdersApi.getFile, admin, async ({ session, params }) =>
  attachmentBody(await workOrders.workOrderFile(session, params.id, params.slot)),
);
serve(workOrdersRouter, workOrdersApi.links, admin, ({ session, params }) => workOrders.linksOf(session, params.id));
serve(workOrdersRouter, workOrdersApi.createLink, { ...admin, status: 201 }, ({ session, params, body, origin }) =>
  workOrders.createLink(session, params.id, body, origin),
);
serve(workOrdersRouter, workOrdersApi.revokeLink, admin, ({ session, params }) =>
  workOrders.revokeLink(session, params.id, params.linkId),
);

/** The workshop's link: no account, the token alone opens its one O.S. */
export const workshopLinkRouter = Router();

servePublic(workshopLinkRouter, workshopLinkApi.view, ({ params }) => workOrders.workshopView(params.token));
servePublic(workshopLinkRouter, workshopLinkApi.quote, ({ params, body }) =>
  workOrders.workshopQuote(params.token, body),
);
servePublic(workshopLinkRouter, workshopLinkApi.start, ({ params }) => workOrders.workshopStart(params.token));
servePublic(workshopLinkRouter, workshopLinkApi.complete, ({ params, body }) =>
  workOrders.workshopComplete(params.token, body),
);
servePublic(
  workshopLinkRouter,
  workshopLinkApi.putFile,
  ({ params, file }) => workOrders.workshopFile(params.token, params.slot, file),
  { multipart: ATTACHMENT_UPLOAD },
);
servePublic(workshopLinkRouter, workshopLinkApi.photo, async ({ params }) => {
  const photo = await workOrders.workshopPhoto(params.token, params.photoId);
  // Only through this link: kept by no shared cache, never sniffed into HTML.
  return new BinaryBody(photo.bytes, {
    'Content-Type': photo.contentType,
    'Cache-Control': 'private, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  });
});
