import type { NotificationContent } from '../notifications/notification.schema';
import { paths } from '../paths';
import { webhookMessages as m } from './messages';

/** The admins' notice of an endpoint turned off: once per time it is turned off. */
export const webhookDisabledNotification = (
  endpoint: { id: string; url: string },
  disabledAt: string,
): NotificationContent => ({
  type: 'webhook_disabled',
  title: m.disabledNotice,
  body: m.disabledNoticeBody(endpoint.url),
  checklistId: '',
  link: paths.admin.webhooks,
  round: `${endpoint.id}-${Date.parse(disabledAt)}`,
});
