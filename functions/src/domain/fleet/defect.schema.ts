import { z } from 'zod';
import { IdSchema, PageQuerySchema } from '../api';
import { custodyMessages, defectMessages } from './messages';
import { DEFECT_SEVERITIES } from '../templates/template.schema';
import { DEFECT_STATUSES } from './defect';
import { MaintenanceInputSchema } from './records.schema';

const m = defectMessages;

/** The list's status filter: each status, 'active' (open or in progress, the default) or 'all'. */
export const DEFECT_STATUS_FILTERS = ['active', ...DEFECT_STATUSES, 'all'] as const;
export type DefectStatusFilter = (typeof DEFECT_STATUS_FILTERS)[number];

/** `GET /api/defects`: /admin/defects and a vehicle's 'Defeitos' tab; open ones first, newest first. */
export const DefectListQuerySchema = PageQuerySchema.extend({
  status: z.enum(DEFECT_STATUS_FILTERS).default('active'),
  severity: z.enum(DEFECT_SEVERITIES).optional(),
  vehicleId: IdSchema.optional(),
  /** The defects a checklist opened or was reported again on (the response detail and its PDF). */
  checklistId: IdSchema.optional(),
});
export type DefectListQuery = z.output<typeof DefectListQuerySchema>;

const MAX_NOTE = 1000;
const note = (required: string) => z.string({ error: required }).trim().min(1, required).max(MAX_NOTE, m.noteTooLong);

/**
 * 'Resolver': a note of what was done, and optionally the maintenance record that repaired it:
 * one already on the vehicle (`maintenanceRecordId`) or a new one from the prefilled form
 * (`maintenance`), not both.
 */
export const ResolveDefectBodySchema = z
  .strictObject({
    note: note(m.resolutionNoteRequired),
    maintenanceRecordId: IdSchema.optional(),
    maintenance: MaintenanceInputSchema.optional(),
  })
  .refine((b) => !(b.maintenanceRecordId && b.maintenance), { message: m.oneMaintenance, path: ['maintenance'] });
export type ResolveDefectBody = z.input<typeof ResolveDefectBodySchema>;
export type ValidResolveDefectBody = z.output<typeof ResolveDefectBodySchema>;

/** 'Sem necessidade de correção': why it is not a defect. */
export const DismissDefectBodySchema = z.strictObject({ reason: note(m.dismissReasonRequired) });
/** 'Liberar veículo': why an admin lets it be taken out with its open critical defects. */
export const VehicleReleaseBodySchema = z.strictObject({ reason: note(custodyMessages.releaseReasonRequired) });
export type VehicleReleaseBody = z.input<typeof VehicleReleaseBodySchema>;

/** 'Reabrir': why the defect is back. */
export const ReopenDefectBodySchema = z.strictObject({ reason: note(m.reopenReasonRequired) });
