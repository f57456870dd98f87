import type { z } from 'zod';
import { formatDayBR, isIsoDay } from '../dates';
import type { DriverLicense } from '../drivers/cnh';
import { DriverLicenseInputSchema, driverLicenseProblem } from '../drivers/driver.schema';
import { normalizePlate } from '../fleet/plate';
import { vehicleInputSchema, type ValidVehicleInput, type Vehicle } from '../fleet/vehicle.schema';
import { normalizeForSearch } from '../text';
import {
  UserCreateInputSchema,
  UserUpdateInputSchema,
  type CompanyUser,
  type ValidUserCreateInput,
  type ValidUserUpdateInput,
} from '../users/user.schema';
import type { CellValue, ImportRow } from './cells';
import { IMPORT_COLUMNS, IMPORT_KEY, type ImportKind } from './columns';
import { importMessages as m } from './messages';

/**
 * What an import would do to each row, decided against the company's records: each row is checked
 * by the very schema and checks of the create and edit forms, so a row the form refuses is refused
 * here with the form's own message.
 */

export const IMPORT_OUTCOMES = ['new', 'update', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** A field a row changes on its record, as the preview shows it. */
export interface ImportChange {
  column: string;
  before: string;
  after: string;
}

/** One row of the preview: its line, key (plate or e-mail), outcome, and errors ('Linha 4: …') or changes. */
export interface ImportRowOutcome {
  line: number;
  key: string;
  outcome: ImportOutcome;
  errors: string[];
  changes: ImportChange[];
}

export type VehicleWrite = { create: ValidVehicleInput } | { id: string; update: ValidVehicleInput };

/** A user's writes: the account and document (new) or their edit, and the CNH when it changes. */
export interface UserWrite {
  create?: ValidUserCreateInput;
  update?: { id: string; input: ValidUserUpdateInput };
  /** The licence to save (the drivers' use case), absent when it stays as it is. */
  license?: DriverLicense;
}

export interface PlannedRow<W> extends ImportRowOutcome {
  /** What confirming writes for it; absent for an unchanged row or one with errors. */
  write?: W;
}

/** The day the company's calendar shows and the instant (the year's bound) the forms check against. */
export interface PlanClock {
  now: Date;
  today: string;
}

const VEHICLE_FIELDS = [
  'name',
  'plate',
  'brand',
  'model',
  'color',
  'year',
  'currentKm',
  'lastOilChangeKm',
  'oilChangeIntervalKm',
  'uf',
  'vehicleType',
  'requiredCnhCategory',
  'isActive',
] as const;
const USER_FIELDS = ['name', 'email', 'phone', 'isActive'] as const;
const LICENSE_COLUMNS = {
  cnhNumber: 'cnhNumber',
  cnhCategory: 'category',
  cnhExpiryDate: 'expiryDate',
  ear: 'ear',
  lastToxicologicalExamDate: 'lastToxicologicalExamDate',
} as const satisfies Record<string, keyof DriverLicense>;

const headerOf = (kind: ImportKind, key: string) => IMPORT_COLUMNS[kind].find((c) => c.key === key)?.header ?? key;

/** How the preview shows a value: Sim/Não, dd/mm/aaaa, '—' for nothing. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (isIsoDay(value)) return formatDayBR(value);
  return String(value);
}

function changesOf(
  kind: ImportKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  columnOf: (field: string) => string = (field) => field,
): ImportChange[] {
  return fields
    .filter((field) => shown(before[field]) !== shown(after[field]))
    .map((field) => ({
      column: headerOf(kind, columnOf(field)),
      before: shown(before[field]),
      after: shown(after[field]),
    }));
}

/** The row's filled cells only: a blank cell leaves the record's value as it is (or the form's default). */
function filled(values: Record<string, CellValue>): Record<string, CellValue> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

const issuesOf = (error: z.ZodError) => error.issues.map((issue) => issue.message);

/** The form's codes from what a person types: 'sp' is SP, 'Caminhão' is a truck. */
function vehicleCodes(values: Record<string, CellValue>): Record<string, CellValue> {
  const out = { ...values };
  for (const key of ['uf', 'requiredCnhCategory'] as const)
    if (typeof out[key] === 'string') out[key] = out[key].toUpperCase();
  if (typeof out.vehicleType === 'string') {
    const word = normalizeForSearch(out.vehicleType);
    if (word === 'leve' || word.startsWith('leve ')) out.vehicleType = 'light';
    else if (word === 'caminhao' || word.startsWith('caminhao ')) out.vehicleType = 'truck';
  }
  return out;
}

/** Each row's key, with a repeated key (a later line naming the same record) made an error. */
function keyed(kind: ImportKind, rows: readonly ImportRow[], keyOf: (value: CellValue | undefined) => string) {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = keyOf(row.values[IMPORT_KEY[kind]]);
    const errors = [...row.errors];
    const first = key ? seen.get(key) : undefined;
    if (first !== undefined) errors.push(m.repeatedKey(headerOf(kind, IMPORT_KEY[kind]), first));
    else if (key) seen.set(key, row.line);
    return { row, key, errors };
  });
}

function outcome<W>(
  row: ImportRow,
  key: string,
  errors: string[],
  result: { isNew: boolean; changes: ImportChange[]; write: W } | null,
): PlannedRow<W> {
  const unique = [...new Set(errors)];
  if (unique.length > 0 || !result)
    return { line: row.line, key, outcome: 'error', errors: unique.map((e) => m.line(row.line, e)), changes: [] };
  if (result.isNew) return { line: row.line, key, outcome: 'new', errors: [], changes: [], write: result.write };
  if (result.changes.length === 0) return { line: row.line, key, outcome: 'unchanged', errors: [], changes: [] };
  return { line: row.line, key, outcome: 'update', errors: [], changes: result.changes, write: result.write };
}

/** The vehicles' rows against the company's vehicles, by plate: the vehicle form's schema checks each. */
export function planVehicles(
  rows: readonly ImportRow[],
  vehicles: readonly Vehicle[],
  clock: PlanClock,
): PlannedRow<VehicleWrite>[] {
  const byPlate = new Map(vehicles.map((v) => [v.plate, v]));
  const schema = vehicleInputSchema(clock.now);
  return keyed('vehicles', rows, (v) => (typeof v === 'string' ? normalizePlate(v) : '')).map(
    ({ row, key, errors }) => {
      const current = byPlate.get(key);
      const base = current ? Object.fromEntries(VEHICLE_FIELDS.map((f) => [f, current[f]])) : {};
      const parsed = schema.safeParse({ ...base, ...vehicleCodes(filled(row.values)) });
      if (!parsed.success) return outcome<VehicleWrite>(row, key, [...errors, ...issuesOf(parsed.error)], null);
      const input = parsed.data;
      if (!current)
        return outcome<VehicleWrite>(row, key, errors, { isNew: true, changes: [], write: { create: input } });
      const changes = changesOf('vehicles', base, input, VEHICLE_FIELDS);
      return outcome<VehicleWrite>(row, key, errors, {
        isNew: false,
        changes,
        write: { id: current.id, update: input },
      });
    },
  );
}

/** The licence a row sets: the user's current one with the row's CNH cells over it; undefined when the row has none. */
function rowLicense(
  values: Record<string, CellValue>,
  current: DriverLicense | null,
  today: string,
): { license?: DriverLicense; errors: string[] } {
  const cells = Object.entries(LICENSE_COLUMNS).filter(([column]) => values[column] != null);
  if (cells.length === 0) return { errors: [] };
  const given = Object.fromEntries(
    cells.map(([column, field]) => {
      const value = values[column];
      return [
        field,
        field === 'category' && typeof value === 'string' ? value.toUpperCase().replace(/\s/g, '') : value,
      ];
    }),
  );
  const parsed = DriverLicenseInputSchema.safeParse({ ...current, ...given });
  if (!parsed.success) return { errors: issuesOf(parsed.error) };
  const problem = driverLicenseProblem(parsed.data, today);
  return problem ? { errors: [problem] } : { license: parsed.data, errors: [] };
}

/**
 * The users' rows against the company's field users, by e-mail: a new one is checked by the create
 * form's schema (its initial password required), an existing one by the edit form's (the password
 * column is not read: an import never changes a password). The CNH columns, when any is filled,
 * are checked as 'Dados de motorista' are.
 */
export function planUsers(
  rows: readonly ImportRow[],
  users: readonly CompanyUser[],
  clock: PlanClock,
): PlannedRow<UserWrite>[] {
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  return keyed('users', rows, (v) => (typeof v === 'string' ? v.trim().toLowerCase() : '')).map(
    ({ row, key, errors }) => {
      const current = byEmail.get(key);
      const { password, ...values } = filled(row.values);
      const userFields = Object.fromEntries(USER_FIELDS.filter((f) => f in values).map((f) => [f, values[f]]));
      const base = current ? Object.fromEntries(USER_FIELDS.map((f) => [f, current[f]])) : {};
      const license = rowLicense(values, current?.driverLicense ?? null, clock.today);
      const all = [...errors, ...license.errors];
      const licenseChanges = license.license
        ? changesOf(
            'users',
            renameLicense(current?.driverLicense ?? null),
            renameLicense(license.license),
            Object.keys(LICENSE_COLUMNS),
          )
        : [];
      const licenseWrite = licenseChanges.length > 0 ? { license: license.license } : {};

      if (!current) {
        const parsed = UserCreateInputSchema.safeParse({ ...userFields, password: password ?? undefined });
        if (!parsed.success) return outcome<UserWrite>(row, key, [...all, ...issuesOf(parsed.error)], null);
        return outcome<UserWrite>(row, key, all, {
          isNew: true,
          changes: [],
          write: { create: parsed.data, ...(license.license && { license: license.license }) },
        });
      }
      const parsed = UserUpdateInputSchema.safeParse({ ...base, ...userFields });
      if (!parsed.success) return outcome<UserWrite>(row, key, [...all, ...issuesOf(parsed.error)], null);
      const userChanges = changesOf('users', base, parsed.data, USER_FIELDS);
      const write: UserWrite = {
        ...(userChanges.length > 0 && { update: { id: current.id, input: parsed.data } }),
        ...licenseWrite,
      };
      return outcome<UserWrite>(row, key, all, { isNew: false, changes: [...userChanges, ...licenseChanges], write });
    },
  );
}

/** A licence by the import's column keys, for comparing and showing it. */
function renameLicense(license: DriverLicense | null): Record<string, unknown> {
  return Object.fromEntries(Object.entries(LICENSE_COLUMNS).map(([column, field]) => [column, license?.[field]]));
}

/** The rows of each outcome. */
export function countOutcomes(rows: readonly ImportRowOutcome[]): Record<ImportOutcome, number> {
  const counts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome]++;
  return counts;
}
