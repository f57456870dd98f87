import { z } from 'zod';
import { IdSchema, isoDaySchema } from '../api';
import { documentMessages } from './messages';
import { DOCUMENT_TYPES } from './documents';

const m = documentMessages;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** `POST`/`PUT /api/vehicles/:vehicleId/documents[/:id]`: a vehicle document as the form sends it. */
export const DocumentInputSchema = z
  .strictObject({
    type: z.enum(DOCUMENT_TYPES, { error: m.typeInvalid }),
    number: optionalText(60),
    issuer: optionalText(120),
    issueDate: isoDaySchema(m.issueDateInvalid)
      .nullish()
      .transform((day) => day ?? null),
    expiryDate: isoDaySchema(m.expiryDateInvalid, m.expiryDateRequired),
    cost: z
      .number({ error: m.costInvalid })
      .finite(m.costInvalid)
      .min(0, m.costInvalid)
      .nullish()
      .transform((cost) => cost ?? null),
    notes: optionalText(1000),
  })
  .superRefine((d, ctx) => {
    // Days 'YYYY-MM-DD' order as text.
    if (d.issueDate && d.expiryDate < d.issueDate) {
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: m.expiryBeforeIssue });
    }
  });
export type DocumentInput = z.input<typeof DocumentInputSchema>;
export type ValidDocumentInput = z.output<typeof DocumentInputSchema>;

export const VehicleDocumentsParamsSchema = z.strictObject({ vehicleId: IdSchema });
export const VehicleDocumentParamsSchema = z.strictObject({ vehicleId: IdSchema, id: IdSchema });
