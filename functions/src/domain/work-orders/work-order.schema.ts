import { z } from 'zod';
import { chosenIdSchema, IdSchema, isoDaySchema, PageQuerySchema } from '../api';
import { cnpjDigits, isValidCnpj } from '../companies/cnpj';
import { QUOTE_LINE_KINDS, WORK_ORDER_FILE_SLOTS, WORK_ORDER_STATUSES } from './work-order';
import { workOrderMessages as m } from './messages';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.noteTooLong)
    .optional()
    .transform((v) => (v ? v : null));
const reason = z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(1000, m.noteTooLong);

/** 'Oficinas': name, CNPJ with its check digits, and how to reach it. */
export const WorkshopInputSchema = z.strictObject({
  name: z.string({ error: m.workshopNameRequired }).trim().min(1, m.workshopNameRequired).max(200),
  cnpj: z
    .string({ error: m.cnpjInvalid })
    .refine(isValidCnpj, m.cnpjInvalid)
    .transform((v) => cnpjDigits(v)),
  phone: z
    .string()
    .trim()
    .max(30, m.phoneInvalid)
    .refine((v) => v === '' || /^[\d\s()+-]{8,}$/.test(v), m.phoneInvalid)
    .optional()
    .transform((v) => (v ? v : null)),
  email: z
    .union([z.literal(''), z.email({ error: m.emailInvalid })])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  address: optionalText(300),
});
export type WorkshopInput = z.input<typeof WorkshopInputSchema>;
export type ValidWorkshopInput = z.output<typeof WorkshopInputSchema>;

/** A new O.S.: from open defects of the vehicle, from one of its reminders, or blank. */
export const OpenWorkOrderSchema = z
  .strictObject({
    vehicleId: chosenIdSchema(m.vehicleRequired),
    workshopId: IdSchema.optional(),
    description: z
      .string({ error: m.descriptionRequired })
      .trim()
      .min(1, m.descriptionRequired)
      .max(2000, m.descriptionTooLong),
    defectIds: z.array(IdSchema).max(50).default([]),
    reminderId: IdSchema.optional(),
  })
  .refine((b) => !(b.defectIds.length > 0 && b.reminderId), { message: m.oneOrigin, path: ['reminderId'] });
export type OpenWorkOrderInput = z.input<typeof OpenWorkOrderSchema>;
export type ValidOpenWorkOrder = z.output<typeof OpenWorkOrderSchema>;

/** The workshop chosen (or changed) before the link goes out. */
export const AssignWorkshopSchema = z.strictObject({ workshopId: IdSchema });

const QuoteLineSchema = z.strictObject({
  kind: z.enum(QUOTE_LINE_KINDS),
  description: z
    .string({ error: m.quoteLineDescriptionRequired })
    .trim()
    .min(1, m.quoteLineDescriptionRequired)
    .max(300),
  quantity: z.number({ error: m.quantityInvalid }).finite(m.quantityInvalid).positive(m.quantityInvalid).max(100_000),
  /** Centavos. */
  unitPrice: z.number({ error: m.priceInvalid }).int(m.priceInvalid).min(0, m.priceInvalid).max(1_000_000_000),
});

/** A quote: its lines (parts and labour), the promised day and notes. */
export const QuoteInputSchema = z.strictObject({
  lines: z.array(QuoteLineSchema, { error: m.quoteLinesRequired }).min(1, m.quoteLinesRequired).max(100),
  deadline: isoDaySchema(m.deadlineInvalid).optional(),
  notes: optionalText(1000),
});
export type QuoteInput = z.input<typeof QuoteInputSchema>;
export type ValidQuoteInput = z.output<typeof QuoteInputSchema>;

/** Refusing a quote, cancelling or reopening an O.S. says why. */
export const ReasonBodySchema = z.strictObject({ reason });

/** The workshop's delivery: the NF-e and the odometer when the vehicle leaves the workshop. */
export const CompleteWorkOrderSchema = z.strictObject({
  invoiceNumber: z
    .string({ error: m.invoiceNumberRequired })
    .trim()
    .min(1, m.invoiceNumberRequired)
    .max(60, m.invoiceNumberRequired),
  /** Centavos; the approved quote's total when absent. */
  amount: z.number({ error: m.priceInvalid }).int(m.priceInvalid).min(0, m.priceInvalid).optional(),
  odometerKm: z.number({ error: m.odometerInvalid }).finite(m.odometerInvalid).min(0, m.odometerInvalid),
});
export type CompleteWorkOrderInput = z.input<typeof CompleteWorkOrderSchema>;
export type ValidCompleteWorkOrder = z.output<typeof CompleteWorkOrderSchema>;

export const WORK_ORDER_STATUS_FILTERS = ['active', ...WORK_ORDER_STATUSES, 'all'] as const;

/** `GET /api/work-orders`: the list, by number (newest first), paged by number. */
export const WorkOrderListQuerySchema = PageQuerySchema.extend({
  status: z.enum(WORK_ORDER_STATUS_FILTERS).default('all'),
  vehicleId: IdSchema.optional(),
  workshopId: IdSchema.optional(),
});
export type WorkOrderListQuery = z.output<typeof WorkOrderListQuerySchema>;

/** The company's rule: above this amount (centavos) a second admin approves too; null: one approval. */
export const WorkOrderSettingsSchema = z.strictObject({
  secondApprovalAbove: z
    .number({ error: m.secondApprovalAboveInvalid })
    .int(m.secondApprovalAboveInvalid)
    .min(0, m.secondApprovalAboveInvalid)
    .nullable(),
});

/** A link's life: 1 to 30 days (7 unless asked). */
export const CreateLinkSchema = z.strictObject({
  expiresInDays: z.number().int().min(1).max(30).default(7),
  /** Also e-mail it to the workshop's address (the token is shown only now, so only now can it be sent). */
  sendByEmail: z.boolean().default(false),
});

export const LinkParamsSchema = z.strictObject({ id: IdSchema, linkId: IdSchema });

/** The workshop's token: 43 url-safe characters (32 random bytes). */
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const TokenParamsSchema = z.strictObject({ token: TokenSchema });
/** A defect's photo, by its image id, through the link. */
export const TokenPhotoParamsSchema = z.strictObject({ token: TokenSchema, photoId: IdSchema });
const FileSlotSchema = z.enum(WORK_ORDER_FILE_SLOTS);
export const TokenFileParamsSchema = z.strictObject({ token: TokenSchema, slot: FileSlotSchema });
export const FileParamsSchema = z.strictObject({ id: IdSchema, slot: FileSlotSchema });

/** The numbers of the company, or of one vehicle (its page). */
export const WorkOrderNumbersQuerySchema = z.strictObject({ vehicleId: IdSchema.optional() });
