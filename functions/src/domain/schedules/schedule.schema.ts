import { z } from 'zod';
import { IdSchema, isoDaySchema, pageParams } from '../api';
import {
  ASSIGNMENT_PAIRINGS,
  assignmentPairs,
  MAX_CHECKLISTS_PER_ASSIGNMENT,
  type AssignmentPairing,
} from '../checklists/assign.schema';
import { keysOf } from '../labels';
import type { TimeZone } from '../dates';
import type { ChecklistVehicle } from '../fleet/inspection';
import { checklistMessages } from '../checklists/messages';
import { httpMessages } from '../http-messages';
import { scheduleMessages } from './messages';
import type { CustodyRole, TemplateKind } from '../templates/template.schema';
import type { Recurrence } from './recurrence';

const m = scheduleMessages;

const weekday = z
  .number({ error: m.weekdayInvalid })
  .int(m.weekdayInvalid)
  .min(0, m.weekdayInvalid)
  .max(6, m.weekdayInvalid);

export const RecurrenceSchema: z.ZodType<Recurrence> = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('daily'),
      weekdays: z
        .array(weekday, { error: m.weekdaysRequired })
        .min(1, m.weekdaysRequired)
        .max(7, m.weekdayInvalid)
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    }),
    z.strictObject({ kind: z.literal('weekly'), weekday }),
    z.strictObject({
      kind: z.literal('monthly'),
      dayOfMonth: z
        .number({ error: m.dayOfMonthInvalid })
        .int(m.dayOfMonthInvalid)
        .min(1, m.dayOfMonthInvalid)
        .max(31, m.dayOfMonthInvalid),
    }),
    z.strictObject({
      kind: z.literal('interval'),
      everyDays: z
        .number({ error: m.everyDaysInvalid })
        .int(m.everyDaysInvalid)
        .min(1, m.everyDaysInvalid)
        .max(365, m.everyDaysInvalid),
    }),
  ],
  { error: m.recurrenceInvalid },
);

export const RECURRENCE_KIND_LABELS = {
  daily: 'Diário',
  weekly: 'Semanal',
  monthly: 'Mensal',
  interval: 'A cada N dias',
} as const;
export const RECURRENCE_KINDS = keysOf(RECURRENCE_KIND_LABELS);
export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];

/** `POST /api/schedules` and `PUT /api/schedules/:id`: what the admin chooses. */
export const ScheduleInputSchema = z
  .strictObject({
    templateId: z.string({ error: m.templateRequired }).min(1, m.templateRequired).pipe(IdSchema),
    userIds: z
      .array(IdSchema, { error: m.usersRequired })
      .min(1, m.usersRequired)
      .max(MAX_CHECKLISTS_PER_ASSIGNMENT, checklistMessages.tooManyUsers)
      .transform((ids) => [...new Set(ids)]),
    vehicleIds: z
      .array(IdSchema)
      .max(MAX_CHECKLISTS_PER_ASSIGNMENT, checklistMessages.tooManyAssignments)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /** With 'paired', `vehicleIds[n]` is `userIds[n]`'s vehicle. */
    pairing: z.enum(ASSIGNMENT_PAIRINGS, { error: m.pairingInvalid }).default('every'),
    recurrence: RecurrenceSchema,
    dueTime: z.string({ error: m.dueTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.dueTimeInvalid),
    startDate: isoDaySchema(m.startDateInvalid, m.startDateRequired),
    endDate: isoDaySchema(m.endDateInvalid)
      .nullish()
      .transform((day) => day ?? null),
    isActive: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.endDate && input.endDate < input.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
    if (input.pairing === 'paired' && input.vehicleIds.length > 0 && input.vehicleIds.length !== input.userIds.length)
      ctx.addIssue({ code: 'custom', path: ['vehicleIds'], message: m.pairsIncomplete });
    else if (assignmentPairs(input.userIds, input.vehicleIds, input.pairing).length > MAX_CHECKLISTS_PER_ASSIGNMENT)
      ctx.addIssue({ code: 'custom', path: ['vehicleIds'], message: checklistMessages.tooManyAssignments });
  });
export type ScheduleInput = z.input<typeof ScheduleInputSchema>;
export type ValidScheduleInput = z.output<typeof ScheduleInputSchema>;

export const SCHEDULE_STATUSES = ['active', 'paused', 'all'] as const;
export type ScheduleStatusFilter = (typeof SCHEDULE_STATUSES)[number];

export const ScheduleListQuerySchema = z.strictObject({
  ...pageParams(25),
  status: z.enum(SCHEDULE_STATUSES, { error: httpMessages.invalidParams }).default('all'),
  templateId: IdSchema.optional(),
});
export type ScheduleListQuery = z.output<typeof ScheduleListQuerySchema>;

/** A stored schedule, with what it had to know when it was saved. */
export interface Schedule {
  id: string;
  companyId: string;
  templateId: string;
  templateName: string;
  templateKind: TemplateKind;
  custodyRole: CustodyRole | null;
  users: Array<{ id: string; name: string }>;
  vehicles: ChecklistVehicle[];
  /** With 'paired', `vehicles[n]` is `users[n]`'s. */
  pairing: AssignmentPairing;
  recurrence: Recurrence;
  dueTime: string;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  /** The zone its days were counted in (the company's when it was last saved). */
  timeZone: TimeZone;
  /** The last period created, null before the first. */
  lastDay: string | null;
  /** The next period not yet created; null when paused or ended. */
  nextDay: string | null;
  /** When the job creates `nextDay`'s checklists (ISO); null when paused or ended. */
  nextAvailableAt: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A row of `/admin/schedules`. */
export interface ScheduleListItem extends Schedule {
  /** When the next period is due (ISO), null when paused or ended. */
  nextOccurrence: string | null;
  recurrenceLabel: string;
}

/**
 * What each day of a schedule creates, said before it is saved: 'Cada dia agendado cria 4
 * checklists (2 usuários × 2 veículos).'
 */
export function schedulePreviewSentence(
  checklists: number,
  users: number,
  vehicles: number,
  pairing: AssignmentPairing,
) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const created = `Cada dia agendado cria ${plural(checklists, 'checklist', 'checklists')}`;
  if (vehicles === 0) return `${created}, um para cada usuário.`;
  if (pairing === 'paired') return `${created}: cada usuário inspeciona o veículo do seu par.`;
  return `${created} (${plural(users, 'usuário', 'usuários')} × ${plural(vehicles, 'veículo', 'veículos')}): cada usuário inspeciona cada veículo.`;
}

export const SCHEDULE_STATUS_LABELS = { active: 'Ativo', paused: 'Pausado' } as const;
