import type { Feature } from '../feature';
import { ALERT_PREFERENCES_COLLECTION, ALERT_SETTINGS_COLLECTION } from './alert-preferences.repository';
import { alertsRouter, unsubscribeRouter } from './alerts.routes';
import { DELIVERIES_COLLECTION, DELIVERY_USAGE_COLLECTION } from './deliveries.repository';
import { retryDeliveriesJob } from './deliveries.jobs';
import { notificationsRetentionJob } from './notifications-retention.jobs';
import { notificationsRouter } from './notifications.routes';
import { PUSH_TOKENS_COLLECTION } from './push-tokens.repository';

export const notificationsFeature: Feature = {
  folder: 'notifications',
  routers: { light: [notificationsRouter, alertsRouter] },
  publicRouters: [unsubscribeRouter],
  jobs: () => [notificationsRetentionJob(), retryDeliveriesJob()],
  companyData: {
    collections: [
      // The outbox: every e-mail and WhatsApp, its recipient's id, what it said and its status.
      { name: DELIVERIES_COLLECTION, personalData: { exportedAs: 'deliveries' } },
      { name: DELIVERY_USAGE_COLLECTION, personalData: { none: "the company's WhatsApp count per month" } },
      // Each person's choices per alert and channel, and their WhatsApp consent (LGPD).
      { name: ALERT_PREFERENCES_COLLECTION, personalData: { exportedAs: 'alertPreferences' } },
      { name: ALERT_SETTINGS_COLLECTION, personalData: { none: "the company's defaults, quiet hours and caps" } },
    ],
    under: {
      // An admin's bell: missed scheduled checklists, custody changes and deadlines, about the company's work.
      admins: [
        {
          name: 'notifications',
          personalData: { none: "an admin's alerts about the company's work; the export is a field user's" },
        },
      ],
      users: [{ name: 'notifications', personalData: { exportedAs: 'notifications' } }],
    },
    // The devices its people's pushes go to: removed after the people's accounts.
    topLevel: [PUSH_TOKENS_COLLECTION],
  },
};
