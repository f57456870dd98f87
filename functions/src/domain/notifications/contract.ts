import { IdParamsSchema } from '../api';
import { route } from '../contract';
import { NotificationListQuerySchema, type AppNotification, type NotificationPage } from './notification.schema';

/** A field user's own notifications (the bell). */
export const notificationsApi = {
  list: route('get', '/notifications', { query: NotificationListQuerySchema }).returns<NotificationPage>(),
  readAll: route('post', '/notifications/read-all').returns<{ count: number }>(),
  read: route('post', '/notifications/:id/read', { params: IdParamsSchema }).returns<AppNotification>(),
};
