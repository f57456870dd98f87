import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../api';
import { AuditFiltersSchema, withDaysInOrder } from '../audit/audit';
import { ChecklistFiltersSchema } from '../checklists/checklist-filters';
import { ResponseListQuerySchema } from '../checklists/review.schema';
import { DeadlineListQuerySchema } from '../deadlines/deadline-list';
import { FineListQuerySchema } from '../fines/fine.schema';
import { DefectListQuerySchema } from '../fleet/defect.schema';
import { VehicleListQuerySchema } from '../fleet/vehicle.schema';
import { UserListQuerySchema } from '../users/user.schema';
import type { BinaryOutput } from '../contract';
import { route } from '../contract';
import { EXPORT_FORMATS } from './columns';
import { exportMessages } from './messages';

const FormatSchema = z.enum(EXPORT_FORMATS, { error: exportMessages.formatInvalid });

/** What a page of the list reads that an export, which takes every row, has no use for. */
const PAGING = { page: true, pageSize: true, after: true } as const;

/** The vehicles list's own filters (same names, same schema), and the format. */
export const VehicleExportQuerySchema = VehicleListQuerySchema.omit(PAGING).extend({ format: FormatSchema });
export type VehicleExportQuery = z.output<typeof VehicleExportQuerySchema>;

/** The review list's filters; the company is always the admin's own (exports are admin-only). */
export const ResponseExportQuerySchema = ResponseListQuerySchema.omit({ ...PAGING, companyId: true }).extend({
  format: FormatSchema,
});
export type ResponseExportQuery = z.output<typeof ResponseExportQuerySchema>;

/** The users list's filters (its search and 'Ativo'). */
export const UserExportQuerySchema = UserListQuerySchema.omit(PAGING).extend({ format: FormatSchema });
export type UserExportQuery = z.output<typeof UserExportQuerySchema>;

/** The defects list's filters (status, severity, vehicle); it has no search. */
export const DefectExportQuerySchema = DefectListQuerySchema.omit({ ...PAGING, search: true }).extend({
  format: FormatSchema,
});
export type DefectExportQuery = z.output<typeof DefectExportQuerySchema>;

/** The fines list's filters (status, vehicle, driver, deadline). */
export const FineExportQuerySchema = FineListQuerySchema.omit(PAGING).extend({ format: FormatSchema });
export type FineExportQuery = z.output<typeof FineExportQuerySchema>;

/** The deadlines list's filters (kind, status, vehicle, driver). */
export const DeadlineExportQuerySchema = DeadlineListQuerySchema.omit(PAGING).extend({ format: FormatSchema });
export type DeadlineExportQuery = z.output<typeof DeadlineExportQuerySchema>;

/** A vehicle's records or reminders, as its tab lists them: the vehicle is the one filter. */
export const VehicleItemsExportQuerySchema = z.strictObject({ vehicleId: IdSchema, format: FormatSchema });
export type VehicleItemsExportQuery = z.output<typeof VehicleItemsExportQuerySchema>;

/** The checklists of a user (the users screen) or of a vehicle ('Inspeções'), or both, at a status or all. */
export const ChecklistExportQuerySchema = ChecklistFiltersSchema.extend({ format: FormatSchema });
export type ChecklistExportQuery = z.output<typeof ChecklistExportQuerySchema>;

/** The trail's filters (person, record, days); 'De' after 'Até' is a 400 as on its list. */
export const AuditExportQuerySchema = withDaysInOrder(AuditFiltersSchema.omit(PAGING).extend({ format: FormatSchema }));
export type AuditExportQuery = z.output<typeof AuditExportQuerySchema>;

/** An export too large to send at once: its job, done in the background, and how far it is (0-100). */
export interface ExportRunning {
  status: 'running';
  id: string;
  progress: number;
  rows: number;
}

/** A finished job's file: a link that works until `expiresAt` and saves it under `fileName`. */
export interface ExportReady {
  status: 'ready';
  id: string;
  rows: number;
  url: string;
  expiresAt: string;
  fileName: string;
}

export type ExportJobState = ExportRunning | ExportReady;

/**
 * `GET /api/exports/<list>?format=xlsx|csv&<the list's filters>`: the file itself when it is small,
 * else the job that builds it (then polled at `/api/exports/jobs/:id`).
 */
/** A list's export: its filters' schema in, the file or its background job out. */
const exportRoute = <Q extends z.ZodType>(path: string, query: Q) =>
  route('get', path, { query }).returns<BinaryOutput | ExportRunning>();

export const exportsApi = {
  vehicles: exportRoute('/exports/vehicles', VehicleExportQuerySchema),
  responses: exportRoute('/exports/responses', ResponseExportQuerySchema),
  users: exportRoute('/exports/users', UserExportQuerySchema),
  defects: exportRoute('/exports/defects', DefectExportQuerySchema),
  fines: exportRoute('/exports/fines', FineExportQuerySchema),
  deadlines: exportRoute('/exports/deadlines', DeadlineExportQuerySchema),
  maintenance: exportRoute('/exports/maintenance', VehicleItemsExportQuerySchema),
  fuel: exportRoute('/exports/fuel', VehicleItemsExportQuerySchema),
  oil_changes: exportRoute('/exports/oil-changes', VehicleItemsExportQuerySchema),
  reminders: exportRoute('/exports/reminders', VehicleItemsExportQuerySchema),
  custody: exportRoute('/exports/custody', VehicleItemsExportQuerySchema),
  audit: exportRoute('/exports/audit', AuditExportQuerySchema),
  checklists: exportRoute('/exports/checklists', ChecklistExportQuerySchema),
  documents: exportRoute('/exports/documents', VehicleItemsExportQuerySchema),
  job: route('get', '/exports/jobs/:id', { params: IdParamsSchema }).returns<ExportJobState>(),
};
