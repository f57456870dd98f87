import { z } from 'zod';
import { pageParams } from '../api';
import { WEBHOOK_EVENTS } from './events';
import { webhookMessages as m } from './messages';

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
};

/**
 * A receiver as the admin registers it. http is accepted here and refused by the service outside
 * the local stack (it alone knows where it runs), as are private and loopback addresses.
 */
export const WebhookInputSchema = z.strictObject({
  url: z
    .string({ error: m.urlRequired })
    .trim()
    .min(1, { error: m.urlRequired, abort: true })
    .max(2000, m.urlInvalid)
    .refine(isWebUrl, m.urlInvalid),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: m.eventInvalid }), { error: m.eventsRequired })
    .min(1, m.eventsRequired)
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
  description: z.string().trim().max(200, m.descriptionTooLong).default(''),
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof WebhookInputSchema>;
export type ValidWebhookInput = z.output<typeof WebhookInputSchema>;

export const DeliveryListQuerySchema = z.strictObject(pageParams(20));

export const DeliveryParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  deliveryId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
