/** Signed webhooks: what happened in a company, sent to the receivers its admins registered. */
export { createWebhook, publishWebhookEvent, secretsOfEndpointsAt } from './webhooks.service';
