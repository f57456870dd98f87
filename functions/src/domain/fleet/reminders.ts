import { OIL_WARNING_RATIO, type OilStatus } from './oil';

/** A service done every so many km and/or months, whichever comes first (the oil change is one). */
export interface ServiceTask {
  intervalKm: number | null;
  intervalMonths: number | null;
  lastDoneKm: number;
  /** ISO date of the last time it was done. */
  lastDoneAt: string;
}

export interface ReminderDue {
  status: OilStatus;
  byKm: { dueKm: number; remainingKm: number; status: OilStatus } | null;
  byDate: { dueAt: string; remainingDays: number; status: OilStatus } | null;
  /** What makes it due first: the odometer or the calendar. */
  dueFirst: 'km' | 'date';
}

const DAY_MS = 86_400_000;
const RANK: Record<OilStatus, number> = { ok: 0, warning: 1, overdue: 2 };

/** `months` after `iso`, on the same day of the month or its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): Date {
  const date = new Date(iso);
  const target = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** Past the interval: overdue; from 80 % of it: coming up; else fine — the oil change's rule for every task. */
function statusOf(used: number, interval: number): OilStatus {
  const ratio = used / interval;
  return ratio >= 1 ? 'overdue' : ratio >= OIL_WARNING_RATIO ? 'warning' : 'ok';
}

export function reminderDue(task: ServiceTask, currentKm: number, now: Date): ReminderDue {
  const byKm =
    task.intervalKm && task.intervalKm > 0
      ? {
          dueKm: task.lastDoneKm + task.intervalKm,
          remainingKm: task.lastDoneKm + task.intervalKm - currentKm,
          status: statusOf(currentKm - task.lastDoneKm, task.intervalKm),
        }
      : null;
  let byDate: ReminderDue['byDate'] = null;
  if (task.intervalMonths && task.intervalMonths > 0) {
    const due = addMonths(task.lastDoneAt, task.intervalMonths);
    const start = Date.parse(task.lastDoneAt);
    byDate = {
      dueAt: due.toISOString(),
      remainingDays: Math.floor((due.getTime() - now.getTime()) / DAY_MS),
      status: statusOf(now.getTime() - start, due.getTime() - start),
    };
  }
  const worst = [byKm?.status, byDate?.status].filter((s): s is OilStatus => s !== undefined);
  const status = worst.reduce<OilStatus>((a, b) => (RANK[b] > RANK[a] ? b : a), 'ok');
  // Whichever has the smaller share of its interval left is what comes first.
  const kmLeft = byKm && task.intervalKm ? byKm.remainingKm / task.intervalKm : Infinity;
  const dateLeft = byDate
    ? (Date.parse(byDate.dueAt) - now.getTime()) / (Date.parse(byDate.dueAt) - Date.parse(task.lastDoneAt))
    : Infinity;
  return { status, byKm, byDate, dueFirst: dateLeft < kmLeft ? 'date' : 'km' };
}
