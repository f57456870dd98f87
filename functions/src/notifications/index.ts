/** In-app notifications (the bell) and the pushes to each person's devices. */
export { createNotificationIn } from './notifications.repository';
export {
  notifyAdmins,
  notifyInApp,
  notifyUser,
  pushToUser,
  registerPushToken,
  removeChecklistNotifications,
  removePushTokensOf,
  rewriteAdminNotifications,
  userNotifications,
} from './notifications.service';
export { adminsForSummary, personAlertData, removeAlertPreferencesOf } from './alert-preferences.service';
export {
  connectAlertChannels,
  connectContacts,
  sendAlert,
  retryDueDeliveries,
  sendEmailTo,
  type AlertChannels,
  type Contact,
} from './deliveries.service';
