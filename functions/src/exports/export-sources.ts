import type { Writable } from 'node:stream';
import type { z } from 'zod';
import { auditForExport, countAuditForExport } from '../audit';
import {
  answersForExportCount,
  checklistsForExport,
  countChecklistsForExport,
  listedChecklistsForExport,
} from '../checklists';
import { statusesOfTab } from '../domain/checklists/review.schema';
import type { ExportColumn, ExportFormat } from '../domain/exports/columns';
import {
  AuditExportQuerySchema,
  ChecklistExportQuerySchema,
  DeadlineExportQuerySchema,
  DefectExportQuerySchema,
  FineExportQuerySchema,
  ResponseExportQuerySchema,
  UserExportQuerySchema,
  VehicleExportQuerySchema,
  VehicleItemsExportQuerySchema,
} from '../domain/exports/contract';
import {
  answerRowsOf,
  AUDIT_COLUMNS,
  CHECKLIST_COLUMNS,
  CUSTODY_COLUMNS,
  DEADLINE_COLUMNS,
  DEFECT_COLUMNS,
  DOCUMENT_COLUMNS,
  FINE_COLUMNS,
  FUEL_COLUMNS,
  MAINTENANCE_COLUMNS,
  OIL_CHANGE_COLUMNS,
  REMINDER_COLUMNS,
  RESPONSE_COLUMNS,
  USER_COLUMNS,
  VEHICLE_COLUMNS,
  type ExportList,
  type VehicleItemRow,
} from '../domain/exports/lists';
import type { RecordKind, StoredRecord } from '../domain/fleet/records.schema';
import { countCustodiesForExport, custodiesForExport } from '../fleet/custody';
import { countDeadlinesForExport, deadlinesForExport } from '../fleet/deadlines';
import { countDefectsForExport, defectsForExport } from '../fleet/defects';
import { countDocumentsForExport, documentsForExport } from '../fleet/documents';
import { countFinesForExport, finesForExport } from '../fleet/fines';
import {
  countRecordsForExport,
  countRemindersForExport,
  countVehiclesForExport,
  recordsForExport,
  remindersForExport,
  vehiclesForExport,
} from '../fleet/vehicles';
import { countUsersForExport, usersForExport } from '../users';
import type { WriteOptions } from './export-writers';

/** An export of one list under its filters, read and checked: how many rows it gives, and its file written. */
export interface PreparedExport {
  format: ExportFormat;
  /** The filters as sent (format aside), for the audit trail and a background job's rerun. */
  filters: Record<string, string>;
  /** The rows it gives; the company's zone places a filter on its day (a fine's deadline). */
  count(companyId: string, timeZone: string): Promise<number>;
  /** Writes the file to `out` and ends it; returns the rows written. */
  write(companyId: string, out: Writable, options: WriteOptions): Promise<number>;
}

interface ListSource<S extends z.ZodType<{ format: ExportFormat }>, R> {
  schema: S;
  columns: readonly ExportColumn<R>[];
  count(companyId: string, query: z.output<S>, timeZone: string): Promise<number>;
  /** The rows in the list's own order, read from the feature's front door a page at a time. */
  rows(companyId: string, query: z.output<S>, timeZone: string): AsyncIterable<R>;
}

/** The filters a query carries, as text, without the format and the ones not given. */
function filtersOf(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(urlFormOf(query)).filter(([key, value]) => key !== 'format' && value !== ''),
  );
}

/**
 * A parsed query back in the URL's form, which the lists' schemas read: a route's query arrives
 * parsed (a users filter's 'true' is `true` by then), and a list's source parses it again.
 */
export function urlFormOf(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A list's source made ready for a query: parsed by the list's own schema (a 400 for a bad one). */
function prepared<S extends z.ZodType<{ format: ExportFormat }>, R>(source: ListSource<S, R>) {
  return (raw: unknown): PreparedExport => {
    const query = source.schema.parse(raw);
    return {
      format: query.format,
      filters: filtersOf(query as Record<string, unknown>),
      count: (companyId, timeZone) => source.count(companyId, query, timeZone),
      async write(companyId, out, options) {
        const { WRITERS } = await import('./export-writers.js');
        return WRITERS[query.format](source.columns, source.rows(companyId, query, options.timeZone), out, options);
      },
    };
  };
}

async function* answerRows(companyId: string, statuses: Parameters<typeof checklistsForExport>[1], timeZone: string) {
  for await (const checklist of checklistsForExport(companyId, statuses)) yield* answerRowsOf(checklist, timeZone);
}

async function* auditRows(companyId: string, query: Parameters<typeof auditForExport>[1], timeZone: string) {
  for await (const entry of auditForExport(companyId, query, timeZone)) yield { entry, timeZone };
}

/** A vehicle's tab of records of one kind, newest first: the vehicle is its filter. */
const recordsSource = <K extends RecordKind>(
  kind: K,
  columns: readonly ExportColumn<VehicleItemRow<StoredRecord<K>>>[],
) =>
  prepared({
    schema: VehicleItemsExportQuerySchema,
    columns,
    count: (companyId, query) => countRecordsForExport(companyId, query.vehicleId, kind),
    rows: (companyId, query) => recordsForExport(companyId, query.vehicleId, kind),
  });

/** Every exportable list: its filters' schema (the list route's), its columns, and where its rows come from. */
export const EXPORT_SOURCES: Record<ExportList, (query: unknown) => PreparedExport> = {
  vehicles: prepared({
    schema: VehicleExportQuerySchema,
    columns: VEHICLE_COLUMNS,
    count: (companyId, query) => countVehiclesForExport(companyId, query),
    rows: (companyId, query) => vehiclesForExport(companyId, query),
  }),
  responses: prepared({
    schema: ResponseExportQuerySchema,
    columns: RESPONSE_COLUMNS,
    count: (companyId, query) => answersForExportCount(companyId, statusesOfTab(query.status)),
    rows: (companyId, query, timeZone) => answerRows(companyId, statusesOfTab(query.status), timeZone),
  }),
  users: prepared({
    schema: UserExportQuerySchema,
    columns: USER_COLUMNS,
    count: (companyId, query) => countUsersForExport(companyId, query),
    rows: (companyId, query) => usersForExport(companyId, query),
  }),
  defects: prepared({
    schema: DefectExportQuerySchema,
    columns: DEFECT_COLUMNS,
    count: (companyId, query) => countDefectsForExport(companyId, query),
    rows: (companyId, query) => defectsForExport(companyId, query),
  }),
  fines: prepared({
    schema: FineExportQuerySchema,
    columns: FINE_COLUMNS,
    count: (companyId, query, timeZone) => countFinesForExport(companyId, query, timeZone),
    rows: (companyId, query, timeZone) => finesForExport(companyId, query, timeZone),
  }),
  deadlines: prepared({
    schema: DeadlineExportQuerySchema,
    columns: DEADLINE_COLUMNS,
    count: (companyId, query, timeZone) => countDeadlinesForExport(companyId, query, timeZone),
    rows: (companyId, query, timeZone) => deadlinesForExport(companyId, query, timeZone),
  }),
  maintenance: recordsSource('maintenance', MAINTENANCE_COLUMNS),
  fuel: recordsSource('fuel', FUEL_COLUMNS),
  oil_changes: recordsSource('oil_change', OIL_CHANGE_COLUMNS),
  reminders: prepared({
    schema: VehicleItemsExportQuerySchema,
    columns: REMINDER_COLUMNS,
    count: (companyId, query) => countRemindersForExport(companyId, query.vehicleId),
    rows: (companyId, query) => remindersForExport(companyId, query.vehicleId),
  }),
  custody: prepared({
    schema: VehicleItemsExportQuerySchema,
    columns: CUSTODY_COLUMNS,
    count: (companyId, query) => countCustodiesForExport(companyId, query.vehicleId),
    rows: (companyId, query) => custodiesForExport(companyId, query.vehicleId),
  }),
  audit: prepared({
    schema: AuditExportQuerySchema,
    columns: AUDIT_COLUMNS,
    count: (companyId, query, timeZone) => countAuditForExport(companyId, query, timeZone),
    rows: (companyId, query, timeZone) => auditRows(companyId, query, timeZone),
  }),
  checklists: prepared({
    schema: ChecklistExportQuerySchema,
    columns: CHECKLIST_COLUMNS,
    count: (companyId, { format: _format, ...filters }) => countChecklistsForExport(companyId, filters),
    rows: (companyId, { format: _format, ...filters }) => listedChecklistsForExport(companyId, filters),
  }),
  documents: prepared({
    schema: VehicleItemsExportQuerySchema,
    columns: DOCUMENT_COLUMNS,
    count: (companyId, query) => countDocumentsForExport(companyId, query.vehicleId),
    rows: (companyId, query, timeZone) => documentsForExport(companyId, query.vehicleId, timeZone),
  }),
};
