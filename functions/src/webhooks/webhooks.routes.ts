import { Router } from 'express';
import { webhooksApi } from '../domain/webhooks/contract';
import { serve } from '../http/endpoint';
import * as webhooks from './webhooks.service';

/** A company's signed webhooks: its admins register receivers and read what was sent to them. */
export const webhooksRouter = Router();

const admin = { roles: ['admin'] } as const;

serve(webhooksRouter, webhooksApi.list, admin, ({ session }) => webhooks.listWebhooks(session));
serve(webhooksRouter, webhooksApi.create, { ...admin, status: 201 }, ({ session, body }) =>
  webhooks.createWebhook(session, body),
);
serve(webhooksRouter, webhooksApi.get, admin, ({ session, params }) => webhooks.getWebhook(session, params.id));
serve(webhooksRouter, webhooksApi.update, admin, ({ session, params, body }) =>
  webhooks.updateWebhook(session, params.id, body),
);
serve(webhooksRouter, webhooksApi.remove, admin, ({ session, params }) => webhooks.deleteWebhook(session, params.id));
serve(webhooksRouter, webhooksApi.secret, admin, ({ session, params }) => webhooks.webhookSecret(session, params.id));
serve(webhooksRouter, webhooksApi.deliveries, admin, ({ session, params, query }) =>
  webhooks.listDeliveries(session, params.id, query),
);
serve(webhooksRouter, webhooksApi.resend, admin, ({ session, params }) =>
  webhooks.resendDelivery(session, params.id, params.deliveryId),
);
serve(webhooksRouter, webhooksApi.test, admin, ({ session, params }) => webhooks.sendTest(session, params.id));
