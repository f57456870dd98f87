import { remindDueChecklists } from './due-reminder.service';
import type { PushSender } from '../platform/messaging';
import type { ScheduledJob } from '../jobs/scheduled-job';

export function dueReminderSchedule(push: PushSender): ScheduledJob {
  return {
    name: 'remindDueChecklists',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => remindDueChecklists(push, now),
  };
}
