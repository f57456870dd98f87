import { keysOf } from '../labels';
import { z } from 'zod';
import { chosenIdSchema, IdSchema, isoDaySchema, PageQuerySchema } from '../api';
import { fineMessages } from './messages';
import { httpMessages } from '../http-messages';
import { FINE_STATUSES } from './fines';

const m = fineMessages;

const text = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max);

/** An ISO instant with its offset (or Z), as the web sends its company-time datetime-local converted. */
const instant = z
  .string({ error: m.occurredAtRequired })
  .trim()
  .min(1, { error: m.occurredAtRequired, abort: true })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && Number.isFinite(Date.parse(v)), m.occurredAtInvalid)
  .transform((v) => new Date(v).toISOString());

/**
 * A fine as the admin records it ('Multas'). The notification's day is checked against the
 * infraction's day in the company's zone by the service, which knows the zone.
 */
export const FineInputSchema = z
  .strictObject({
    vehicleId: chosenIdSchema(m.vehicleRequired),
    infractionNumber: text(m.infractionNumberRequired, 40),
    occurredAt: instant,
    place: text(m.placeRequired, 200),
    description: text(m.descriptionRequired, 500),
    amount: z
      .number({ error: m.amountInvalid })
      .positive(m.amountInvalid)
      .max(1_000_000, m.amountInvalid)
      .transform((v) => Math.round(v * 100) / 100),
    points: z.number({ error: m.pointsInvalid }).int(m.pointsInvalid).min(0, m.pointsInvalid).max(7, m.pointsInvalid),
    notificationDate: isoDaySchema(m.notificationDateInvalid, m.notificationDateRequired),
    status: z.enum(FINE_STATUSES, { error: m.statusInvalid }),
    driverId: IdSchema.nullable().default(null),
  })
  .refine((f) => f.status !== 'driver_indicated' || f.driverId !== null, {
    message: m.driverRequired,
    path: ['driverId'],
  });
export type FineInput = z.input<typeof FineInputSchema>;
export type ValidFineInput = z.output<typeof FineInputSchema>;

/** The deadline filter: past it without a driver (NIC), or ending within 7 or 30 days. */
export const FINE_DEADLINE_FILTER_LABELS = {
  nic_risk: 'Risco de NIC',
  due_7: 'Prazo em até 7 dias',
  due_30: 'Prazo em até 30 dias',
} as const;
export const FINE_DEADLINE_FILTERS = keysOf(FINE_DEADLINE_FILTER_LABELS);
export type FineDeadlineFilter = (typeof FINE_DEADLINE_FILTERS)[number];

/** `GET /api/fines`: /admin/fines; newest infraction first, or soonest deadline first with a deadline filter. */
export const FineListQuerySchema = PageQuerySchema.omit({ search: true })
  .extend({
    status: z.enum(FINE_STATUSES, { error: m.statusInvalid }).optional(),
    vehicleId: IdSchema.optional(),
    driverId: IdSchema.optional(),
    deadline: z.enum(FINE_DEADLINE_FILTERS, { error: httpMessages.invalidParams }).optional(),
  })
  .strict();
export type FineListQuery = z.output<typeof FineListQuerySchema>;

/** `GET /api/me/fines`: a field user's own fines, newest first. */
export const MyFinesQuerySchema = PageQuerySchema.omit({ search: true }).strict();

/** `GET /api/fines/driver-suggestion?vehicleId=&occurredAt=`. */
export const DriverSuggestionQuerySchema = z.strictObject({ vehicleId: IdSchema, occurredAt: instant });
