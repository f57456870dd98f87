/** Signed webhooks: what happened in a company, sent to the receivers its admins registered. */
export { publishWebhookEvent } from './webhooks.service';
