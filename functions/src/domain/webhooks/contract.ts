import { IdParamsSchema, NoQuerySchema, type Page } from '../api';
import { route } from '../contract';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from './delivery';
import { DeliveryListQuerySchema, DeliveryParamsSchema, WebhookInputSchema } from './webhook.schema';

/** Signed webhooks ('Integrações' › 'Webhooks'): the company's admins register receivers and read their deliveries. */
export const webhooksApi = {
  list: route('get', '/webhooks', { query: NoQuerySchema }).returns<WebhookEndpoint[]>(),
  /** The answer carries the signing secret, shown once. */
  create: route('post', '/webhooks', { body: WebhookInputSchema }).returns<CreatedWebhookEndpoint>(),
  get: route('get', '/webhooks/:id', { params: IdParamsSchema }).returns<WebhookEndpoint>(),
  /** The whole endpoint: one schema for create and edit; `enabled: true` is 'Reativar'. */
  update: route('put', '/webhooks/:id', {
    params: IdParamsSchema,
    body: WebhookInputSchema,
  }).returns<WebhookEndpoint>(),
  remove: route('delete', '/webhooks/:id', { params: IdParamsSchema }).returns<{ id: string }>(),
  /** 'Revelar segredo'. */
  secret: route('get', '/webhooks/:id/secret', { params: IdParamsSchema }).returns<{ secret: string }>(),
  /** The delivery log, newest first. */
  deliveries: route('get', '/webhooks/:id/deliveries', {
    params: IdParamsSchema,
    query: DeliveryListQuerySchema,
  }).returns<Page<WebhookDelivery>>(),
  /** 'Reenviar': the same event again, now, as a new delivery with its own tries. */
  resend: route('post', '/webhooks/:id/deliveries/:deliveryId/resend', {
    params: DeliveryParamsSchema,
  }).returns<WebhookDelivery>(),
  /** 'Enviar teste': a `webhook.test` event to this endpoint, now. */
  test: route('post', '/webhooks/:id/test', { params: IdParamsSchema }).returns<WebhookDelivery>(),
};
