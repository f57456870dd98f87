import type { Feature } from '../feature';
import { webhookDeadlinesJob, sendWebhooksJob } from './webhooks.jobs';
import {
  WEBHOOK_ATTEMPTS_COLLECTION,
  WEBHOOK_DELIVERIES_COLLECTION,
  WEBHOOK_ENDPOINTS_COLLECTION,
} from './webhooks.repository';
import { webhooksRouter } from './webhooks.routes';
import { checklistWebhooksTrigger, vehicleWebhooksTrigger } from './webhooks.triggers';

export const webhooksFeature: Feature = {
  folder: 'webhooks',
  routers: { light: [webhooksRouter] },
  // Events from the collections already watched; defects and fines publish theirs through the front door.
  triggers: () => [checklistWebhooksTrigger, vehicleWebhooksTrigger],
  jobs: ({ push }) => [sendWebhooksJob(push), webhookDeadlinesJob()],
  companyData: {
    collections: [
      {
        name: WEBHOOK_ENDPOINTS_COLLECTION,
        personalData: { none: "the company's receivers: addresses, chosen events and signing secrets" },
        children: [
          {
            name: WEBHOOK_DELIVERIES_COLLECTION,
            personalData: {
              none: 'copies of events sent to the company’s own systems; the records they name are exported with their features',
            },
            children: [{ name: WEBHOOK_ATTEMPTS_COLLECTION, personalData: { none: 'markers of tries: times only' } }],
          },
        ],
      },
    ],
  },
};
