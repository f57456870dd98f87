import type { ScheduledJob } from '../jobs/scheduled-job';
import type { PushSender } from '../platform/messaging';
import { remindDueChecklists } from './due-reminder.service';
import { flagOverdueChecklists } from './overdue.service';

/** Every 15 minutes: open checklists past their due date are flagged and their users told. */
export function overdueJob(push: PushSender): ScheduledJob {
  return {
    name: 'flagOverdueChecklists',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => flagOverdueChecklists(push, now),
  };
}

/** Every 15 minutes: each open checklist's user is reminded once, the company's lead before it is due. */
export function dueReminderJob(push: PushSender): ScheduledJob {
  return {
    name: 'remindDueChecklists',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => remindDueChecklists(push, now),
  };
}
