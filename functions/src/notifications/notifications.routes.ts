import { Router } from 'express';
import { notificationsApi } from '../domain/notifications/contract';
import { serve } from '../http/endpoint';
import * as notifications from './notifications.service';

/** One's own notifications: a field user's, or an admin's (missed checklists, custody changes). */
const roles = ['user', 'admin'] as const;

export const notificationsRouter = Router();

serve(notificationsRouter, notificationsApi.list, { roles }, ({ session, query }) =>
  notifications.listNotifications(session, query),
);
serve(notificationsRouter, notificationsApi.readAll, { roles }, ({ session }) =>
  notifications.markAllNotificationsRead(session),
);
serve(notificationsRouter, notificationsApi.read, { roles }, ({ session, params }) =>
  notifications.markNotificationRead(session, params.id),
);
