import { Router } from 'express';
import { IdParamsSchema } from '../domain/api';
import { NotificationListQuerySchema } from '../domain/notifications/notification.schema';
import { companyOf } from '../domain/roles';
import { endpoint } from '../http/endpoint';
import * as notifications from './notifications.service';

/** A field user's own notifications. */
const roles = ['user'] as const;

export const notificationsRouter = Router();

notificationsRouter.get(
  '/',
  endpoint({ roles, query: NotificationListQuerySchema }, ({ session, query }) =>
    notifications.listNotifications(companyOf(session), query),
  ),
);

notificationsRouter.post(
  '/read-all',
  endpoint({ roles }, ({ session }) => notifications.markAllNotificationsRead(companyOf(session))),
);

notificationsRouter.post(
  '/:id/read',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    notifications.markNotificationRead(companyOf(session), params.id),
  ),
);
