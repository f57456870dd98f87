import type { ScheduledJob } from '../jobs/scheduled-job';
import { removeOldNotifications } from './notifications.service';

/** Once a day, at night in Brazil (03:30 in the schedules' time zone, São Paulo): notifications past their 90 days (README, 'LGPD'). */
export function notificationsRetentionJob(): ScheduledJob {
  return {
    name: 'removeOldNotifications',
    schedule: 'every day 03:30',
    intervalMs: 24 * 60 * 60 * 1000,
    run: (now) => removeOldNotifications(now),
  };
}
