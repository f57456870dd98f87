import { z } from 'zod';
import { IdSchema } from '../api';
import { httpMessages } from '../http-messages';
import { CHECKLIST_STATUSES, type ChecklistSummary } from './checklist.schema';

/**
 * The admins' lists of checklists (a user's, a vehicle's inspections) and the public API's read
 * them under these filters, newest assignment first: whose, of which vehicle, at which status.
 */
export const ChecklistFiltersShape = {
  userId: IdSchema.optional(),
  vehicleId: IdSchema.optional(),
  status: z.enum(CHECKLIST_STATUSES, { error: httpMessages.invalidParams }).optional(),
};
export const ChecklistFiltersSchema = z.strictObject(ChecklistFiltersShape);
export type ChecklistFilters = z.output<typeof ChecklistFiltersSchema>;

/** A checklist as those lists give it: its summary and when its review last settled (null until reviewed). */
export type ListedChecklist = ChecklistSummary & { reviewedAt: string | null };
