import type { Feature } from '../feature';
import { notificationsRetentionJob } from './notifications-retention.jobs';
import { notificationsRouter } from './notifications.routes';
import { PUSH_TOKENS_COLLECTION } from './push-tokens.repository';

export const notificationsFeature: Feature = {
  folder: 'notifications',
  routers: { light: [notificationsRouter] },
  jobs: () => [notificationsRetentionJob()],
  companyData: {
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
