import { z } from 'zod';
import { IdSchema } from '../api';
import { MESSAGES } from '../messages';

const m = MESSAGES.checklists;

const MAX_USERS_PER_ASSIGNMENT = 100;

/**
 * `POST /api/checklists/assign`: one template, one due date, one or more users. The spec's
 * single `userId` is accepted too. Whether the date is in the future is checked against the
 * server clock (`isDueDateAhead`).
 */
export const AssignInputSchema = z
  .strictObject({
    templateId: z.string({ error: m.fillRequired }).min(1, m.fillRequired).pipe(IdSchema),
    dueDate: z
      .string({ error: m.fillRequired })
      .min(1, m.fillRequired)
      .pipe(z.iso.datetime({ offset: true, error: m.dueDateInvalid })),
    userIds: z.array(IdSchema).max(MAX_USERS_PER_ASSIGNMENT, m.tooManyUsers).optional(),
    userId: IdSchema.optional(),
  })
  .transform((input, ctx) => {
    const userIds = [...new Set([...(input.userIds ?? []), ...(input.userId ? [input.userId] : [])])];
    if (userIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: m.fillRequired });
      return z.NEVER;
    }
    if (userIds.length > MAX_USERS_PER_ASSIGNMENT) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: m.tooManyUsers });
      return z.NEVER;
    }
    return { templateId: input.templateId, dueDate: new Date(input.dueDate).toISOString(), userIds };
  });
export type ValidAssignInput = z.output<typeof AssignInputSchema>;

export function isDueDateAhead(dueDate: string, now: Date): boolean {
  return Date.parse(dueDate) > now.getTime();
}

export interface AssignResult {
  ids: string[];
  count: number;
  /** The one checklist made, for the spec's single-user call (`userId` → `data.id`). */
  id?: string;
}
