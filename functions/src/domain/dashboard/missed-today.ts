import type { ChecklistSummary } from '../checklists/checklist.schema';
import type { ChecklistVehicle } from '../fleet/inspection';

/** Why a scheduled checklist of today is on the dashboard's 'Não realizados hoje'. */
export type MissedState = 'overdue' | 'not_started';

export const MISSED_STATE_LABELS: Record<MissedState, string> = {
  overdue: 'Atrasado',
  not_started: 'Não iniciado',
};

/** The panel lists this many (late first); its counts cover them all. */
export const MISSED_TODAY_LISTED = 100;

export interface MissedChecklist {
  id: string;
  userId: string;
  userName: string;
  templateName: string;
  vehicle: ChecklistVehicle | null;
  dueDate: string;
  state: MissedState;
}

/** `GET /api/dashboard/missed-today`: today's scheduled checklists overdue or not started. */
export interface MissedToday {
  /** Today in the company's time zone ('YYYY-MM-DD'): the period key of the checklists counted. */
  day: string;
  overdue: number;
  notStarted: number;
  items: MissedChecklist[];
}

/**
 * Of today's scheduled checklists still in their users' hands: those past due (started or not)
 * and those not started yet; one started and still within its time is on its way, not missed.
 */
export function missedToday(day: string, open: readonly ChecklistSummary[], now: Date): MissedToday {
  const items: MissedChecklist[] = [];
  for (const c of open) {
    if (c.origin !== 'schedule' || c.periodKey !== day) continue;
    const late = Date.parse(c.dueDate) < now.getTime();
    if (!late && c.status !== 'pending') continue;
    items.push({
      id: c.id,
      userId: c.userId,
      userName: c.userName,
      templateName: c.templateName,
      vehicle: c.vehicle ?? null,
      dueDate: c.dueDate,
      state: late ? 'overdue' : 'not_started',
    });
  }
  items.sort(
    (a, b) =>
      Number(b.state === 'overdue') - Number(a.state === 'overdue') ||
      Date.parse(a.dueDate) - Date.parse(b.dueDate) ||
      a.userName.localeCompare(b.userName, 'pt-BR'),
  );
  const overdue = items.filter((i) => i.state === 'overdue').length;
  return { day, overdue, notStarted: items.length - overdue, items: items.slice(0, MISSED_TODAY_LISTED) };
}
