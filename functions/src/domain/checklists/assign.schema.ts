import { z } from 'zod';
import { IdSchema } from '../api';
import { keysOf } from '../labels';
import { checklistMessages } from './messages';

const m = checklistMessages;

/** Users per assignment, and checklists (users × vehicles) one assignment may create. */
export const MAX_CHECKLISTS_PER_ASSIGNMENT = 100;

/**
 * `POST /api/checklists/assign`: one template, one due date, one or more users, and for a vehicle
 * inspection one or more vehicles (whether the template needs them is the service's to check,
 * knowing the template). The spec's single `userId` is accepted too. Whether the date is in the future is checked against the
 * server clock (`isDueDateAhead`).
 */
export const AssignInputSchema = z
  .strictObject({
    templateId: z.string({ error: m.fillRequired }).min(1, m.fillRequired).pipe(IdSchema),
    dueDate: z
      .string({ error: m.fillRequired })
      .min(1, m.fillRequired)
      .pipe(z.iso.datetime({ offset: true, error: m.dueDateInvalid })),
    userIds: z.array(IdSchema).max(MAX_CHECKLISTS_PER_ASSIGNMENT, m.tooManyUsers).optional(),
    userId: IdSchema.optional(),
    /** A vehicle inspection's vehicles: each user × vehicle gets its own checklist. */
    vehicleIds: z.array(IdSchema).max(MAX_CHECKLISTS_PER_ASSIGNMENT, m.tooManyAssignments).optional(),
  })
  .transform((input, ctx): ValidAssignInput => {
    const userIds = [...new Set([...(input.userIds ?? []), ...(input.userId ? [input.userId] : [])])];
    if (userIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: m.fillRequired });
      return z.NEVER;
    }
    if (userIds.length > MAX_CHECKLISTS_PER_ASSIGNMENT) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: m.tooManyUsers });
      return z.NEVER;
    }
    return {
      templateId: input.templateId,
      dueDate: new Date(input.dueDate).toISOString(),
      userIds,
      ...(input.vehicleIds?.length && { vehicleIds: [...new Set(input.vehicleIds)] }),
    };
  });
export interface ValidAssignInput {
  templateId: string;
  dueDate: string;
  userIds: string[];
  /** Left out (or empty) for a general checklist. */
  vehicleIds?: string[];
}

/** How an inspection's users meet its vehicles. */
export const ASSIGNMENT_PAIRING_LABELS = {
  every: 'Cada motorista inspeciona cada veículo',
  paired: 'Cada motorista inspeciona o seu veículo (pares)',
} as const;
export const ASSIGNMENT_PAIRINGS = keysOf(ASSIGNMENT_PAIRING_LABELS);
export type AssignmentPairing = (typeof ASSIGNMENT_PAIRINGS)[number];

/**
 * The checklists of an assignment: each user × each vehicle ('every'), or the nth user with the nth
 * vehicle ('paired', a user without a vehicle gets none). A general template's, one per user, has
 * no vehicle.
 */
export function assignmentPairs<U, V>(
  users: readonly U[],
  vehicles: readonly V[],
  pairing: AssignmentPairing = 'every',
): Array<{ user: U; vehicle: V | null }> {
  if (vehicles.length === 0) return users.map((user) => ({ user, vehicle: null }));
  if (pairing === 'paired')
    return users.flatMap((user, index) => {
      const vehicle = vehicles[index];
      return vehicle === undefined ? [] : [{ user, vehicle }];
    });
  return users.flatMap((user) => vehicles.map((vehicle) => ({ user, vehicle })));
}

export function isDueDateAhead(dueDate: string, now: Date): boolean {
  return Date.parse(dueDate) > now.getTime();
}

export interface AssignResult {
  ids: string[];
  count: number;
  /** The one checklist made, for the spec's single-user call (`userId` → `data.id`). */
  id?: string;
}
