import { actorOf, recordAudit } from '../audit';
import { auditEntry, changedFields } from '../domain/audit/audit';
import { isoDayIn } from '../domain/dates';
import { readTable } from '../domain/imports/cells';
import { MAX_IMPORT_ROWS, templateFileName, type ImportKind } from '../domain/imports/columns';
import type { ImportFailure, ImportPreview, ImportResult } from '../domain/imports/contract';
import { importMessages } from '../domain/imports/messages';
import {
  countOutcomes,
  planUsers,
  planVehicles,
  type ImportRowOutcome,
  type PlanClock,
  type PlannedRow,
  type UserWrite,
  type VehicleWrite,
} from '../domain/imports/plan';
import { AppError, conflict, notFound } from '../domain/errors';
import type { CompanySession } from '../domain/roles';
import { setDriverLicense } from '../drivers';
import { allVehicles, createVehicle, updateVehicle } from '../fleet/vehicles';
import { allUsers, createUser, updateUser } from '../users';
import { importsRepository as repo, type StoredPreview } from './imports.repository';
import { readSpreadsheet, templateCsv, templateXlsx } from './spreadsheet';

/** How long a preview may be confirmed: long enough to read it, short enough for the initial passwords it holds. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export interface TemplateFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

export async function template(kind: ImportKind, format: 'xlsx' | 'csv'): Promise<TemplateFile> {
  return format === 'xlsx'
    ? {
        bytes: await templateXlsx(kind),
        fileName: templateFileName(kind, 'xlsx'),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }
    : { bytes: templateCsv(kind), fileName: templateFileName(kind, 'csv'), contentType: 'text/csv; charset=utf-8' };
}

const clockOf = (session: CompanySession, now: Date): PlanClock => ({ now, today: isoDayIn(now, session.timeZone) });

/** The rows against the company's records now: what each would do, and what confirming writes. */
async function plan(
  session: CompanySession,
  preview: Pick<StoredPreview, 'kind' | 'rows'>,
  now: Date,
): Promise<PlannedRow<VehicleWrite>[] | PlannedRow<UserWrite>[]> {
  const clock = clockOf(session, now);
  return preview.kind === 'vehicles'
    ? planVehicles(preview.rows, await allVehicles(session.companyId), clock)
    : planUsers(preview.rows, await allUsers(session.companyId), clock);
}

const shownRow = ({ line, key, outcome, errors, changes }: ImportRowOutcome): ImportRowOutcome => ({
  line,
  key,
  outcome,
  errors,
  changes,
});

/**
 * Reads the file (XLSX or CSV) and answers what each row would do; its rows are kept for the
 * confirmation, and no vehicle or user is written.
 */
export async function preview(
  session: CompanySession,
  kind: ImportKind,
  fileName: string,
  bytes: Buffer | null,
  now: Date = new Date(),
): Promise<ImportPreview> {
  if (!bytes || bytes.length === 0) throw new AppError('invalid_input', importMessages.fileRequired);
  const table = readTable(kind, await readSpreadsheet(bytes), MAX_IMPORT_ROWS);
  if (!table.ok) throw new AppError('invalid_input', table.message);
  const planned = await plan(session, { kind, rows: table.rows }, now);
  const stored = await repo.createPreview(session.companyId, {
    kind,
    fileName,
    rows: table.rows,
    ignoredColumns: table.ignoredColumns,
    createdBy: session.uid,
    expiresAt: new Date(now.getTime() + PREVIEW_LIFETIME_MS).toISOString(),
  });
  const rows = planned.map(shownRow);
  return {
    id: stored.id,
    kind,
    fileName,
    rows,
    counts: countOutcomes(rows),
    ignoredColumns: stored.ignoredColumns,
    expiresAt: stored.expiresAt,
  };
}

/** A row's writes, through the vehicles' use cases: the same rules, audit entries and side effects as the form. */
async function writeVehicle(session: CompanySession, write: VehicleWrite): Promise<void> {
  if ('create' in write) await createVehicle(session, write.create);
  else await updateVehicle(session, write.id, write.update);
}

/** Through the users' and drivers' use cases: a new user's account with its initial password, as the form makes it. */
async function writeUser(session: CompanySession, write: UserWrite): Promise<void> {
  let id = write.update?.id;
  if (write.create) id = (await createUser(session, write.create)).id;
  else if (write.update) await updateUser(session, write.update.id, write.update.input);
  if (write.license && id) await setDriverLicense(session, id, write.license);
}

/** Rows written this many at a time: a file of hundreds stays well within the function's minute. */
const WRITERS = 4;

async function eachFewAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(WRITERS, items.length) }, writer));
}

/**
 * Writes the preview's valid rows, once: planned again against the records as they are now (a
 * vehicle added since the preview is updated, not duplicated), each row through its feature's use
 * case. A row whose write fails is reported and the others go on. One audit entry tells the import.
 */
export async function confirm(session: CompanySession, id: string, now: Date = new Date()): Promise<ImportResult> {
  if (await repo.isConfirmed(session.companyId, id)) throw conflict(importMessages.alreadyConfirmed);
  const stored = await repo.getPreview(session.companyId, id);
  if (!stored || stored.expiresAt <= now.toISOString()) throw notFound(importMessages.previewNotFound);
  if (!(await repo.claimConfirmation(session.companyId, id, session.uid)))
    throw conflict(importMessages.alreadyConfirmed);

  const planned = await plan(session, stored, now);
  const failures: ImportFailure[] = [];
  const counts = countOutcomes(planned);
  await eachFewAtOnce(
    planned.filter((row) => row.write),
    async (row) => {
      try {
        if (stored.kind === 'vehicles') await writeVehicle(session, row.write as VehicleWrite);
        else await writeUser(session, row.write as UserWrite);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failures.push({ line: row.line, key: row.key, message: importMessages.line(row.line, error.message) });
        counts[row.outcome]--;
      }
    },
  );
  failures.sort((a, b) => a.line - b.line);
  const result: ImportResult = {
    kind: stored.kind,
    fileName: stored.fileName,
    created: counts.new,
    updated: counts.update,
    unchanged: counts.unchanged,
    errors: counts.error + failures.length,
    failures,
  };
  const { kind, fileName, created, updated, unchanged, errors } = result;
  await recordAudit(session.companyId, [
    auditEntry(
      actorOf(session),
      'import.confirmed',
      { type: 'import', id, label: fileName },
      changedFields(null, { kind, fileName, created, updated, unchanged, errors }, [
        'kind',
        'fileName',
        'created',
        'updated',
        'unchanged',
        'errors',
      ]),
    ),
  ]);
  await repo.finish(session.companyId, id, result);
  return result;
}
