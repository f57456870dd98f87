import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Page } from '../api';
import { addDays } from '../dates';
import { httpMessages } from '../http-messages';
import { DEADLINE_KINDS, type DeadlineEntry } from './deadlines';
import { DUE_SOON_DAYS, DUE_STATUSES, daysLeft, dueStatus, type DueStatus } from './due-status';

/** `GET /api/deadlines` ('Vencimentos'): the company's deadlines, soonest first. */
export const DeadlineListQuerySchema = PageQuerySchema.omit({ search: true })
  .extend({
    kind: z.enum(DEADLINE_KINDS, { error: httpMessages.invalidParams }).optional(),
    status: z.enum(DUE_STATUSES, { error: httpMessages.invalidParams }).optional(),
    vehicleId: IdSchema.optional(),
    driverId: IdSchema.optional(),
  })
  .strict();
export type DeadlineListQuery = z.output<typeof DeadlineListQuerySchema>;

/** An entry as the screens show it: its status and days left counted from the company's today. */
export interface DeadlineItem extends DeadlineEntry {
  status: DueStatus;
  daysLeft: number;
}

export interface DeadlinePage extends Page<DeadlineItem> {
  /** The company's today, which the statuses are counted from. */
  today: string;
}

/** The dashboard's 'Próximos vencimentos': how many are past and due within 30 days, and the next ones. */
export interface DeadlinesPanel {
  expired: number;
  dueSoon: number;
  next: DeadlineItem[];
  today: string;
}

export const DEADLINES_PANEL_SIZE = 5;

export const deadlineItem = (entry: DeadlineEntry, today: string): DeadlineItem => ({
  ...entry,
  status: dueStatus(entry.dueDay, today),
  daysLeft: daysLeft(entry.dueDay, today),
});

/**
 * A status as a range of due days (both ends included, null when open): 'Vencido' before today,
 * 'Vence em breve' from today to 30 days ahead, 'Em dia' after that.
 */
export function dueDayRange(status: DueStatus | undefined, today: string): { from: string | null; to: string | null } {
  if (status === 'expired') return { from: null, to: addDays(today, -1) };
  if (status === 'due_soon') return { from: today, to: addDays(today, DUE_SOON_DAYS) };
  if (status === 'ok') return { from: addDays(today, DUE_SOON_DAYS + 1), to: null };
  return { from: null, to: null };
}
