import { isIsoDay } from '../dates';
import { normalizeForSearch } from '../text';
import { columnOfHeader, IMPORT_COLUMNS, type ImportColumn, type ImportKind } from './columns';
import { importMessages as m } from './messages';

/** A cell as the spreadsheet readers hand it over: CSV gives text, XLSX typed values. */
export type Cell = string | number | boolean | Date | null | undefined;

/** A cell once read: what the form's schema is given, and what the preview stores. Blank is null. */
export type CellValue = string | number | boolean | null;

/** Longest text kept of a cell; the forms' own limits are far below it, so a longer one is still refused. */
const MAX_CELL_CHARS = 500;

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included): 25569 is 1970-01-01. */
const EXCEL_UNIX_EPOCH = 25569;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-15' from '15/03/2026', '15/3/2026', '2026-03-15', an Excel date or its serial; null when not a day. */
export function dayOfCell(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1) return null;
    return new Date(Math.round((cell - EXCEL_UNIX_EPOCH) * DAY_MS)).toISOString().slice(0, 10);
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const day = br ? `${br[3]}-${pad(Number(br[2]))}-${pad(Number(br[1]))}` : text.slice(0, 10);
  return isIsoDay(day) && (br || /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(text)) ? day : null;
}

/**
 * A number as a pt-BR Excel writes it: '85.000', '1.234,5', '5,9', or plain '85000'; null when the
 * text is not one.
 */
export function numberOfText(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  let plain: string;
  if (t.includes(',')) plain = t.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(t)) plain = t.replace(/\./g, '');
  else plain = t;
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

const YES = new Set(['sim', 's', 'x', 'yes', 'true', 'verdadeiro', '1']);
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', '0']);

const isBlank = (cell: Cell) => cell === null || cell === undefined || (typeof cell === 'string' && !cell.trim());

/**
 * A cell of `column` as its form's field takes it. A number or a day that cannot be read is kept as
 * its text, so the form's schema refuses it with the field's own message; a yes/no that is neither
 * is refused here, its field having no message of its own.
 */
export function readCell(column: ImportColumn, cell: Cell): { value: CellValue } | { error: string } {
  if (isBlank(cell)) return { value: null };
  const text = () => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim());
  switch (column.kind) {
    case 'number':
      return { value: typeof cell === 'number' ? cell : (numberOfText(text()) ?? text().slice(0, MAX_CELL_CHARS)) };
    case 'day':
      return { value: dayOfCell(cell) ?? text().slice(0, MAX_CELL_CHARS) };
    case 'yesNo': {
      if (typeof cell === 'boolean') return { value: cell };
      const word = normalizeForSearch(text());
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { error: m.yesNo(column.header) };
    }
    case 'text':
      if (typeof cell === 'number' && column.digits) return { value: String(cell).padStart(column.digits, '0') };
      return { value: text().slice(0, MAX_CELL_CHARS) };
  }
}

/** A data row of the file: its line as the spreadsheet numbers it, its cells by column, and the cells it could not read. */
export interface ImportRow {
  line: number;
  values: Record<string, CellValue>;
  errors: string[];
}

export type ImportTable = { ok: true; rows: ImportRow[]; ignoredColumns: string[] } | { ok: false; message: string };

/**
 * The rows of a sheet (`cells[0]` is line 1): the first line is the header, matched to the kind's
 * columns; blank lines are skipped, the others keep their line numbers. Refused whole when the
 * header lacks a required column or names one twice, has no data, or more than `maxRows` rows.
 */
export function readTable(kind: ImportKind, cells: readonly (readonly Cell[])[], maxRows: number): ImportTable {
  const header = cells[0] ?? [];
  const columns: Array<ImportColumn | null> = [];
  const ignoredColumns: string[] = [];
  for (const cell of header) {
    const name = isBlank(cell) ? '' : String(cell).trim();
    const found = columnOfHeader(kind, name);
    if (found && columns.includes(found)) return { ok: false, message: m.repeatedColumn(found.header) };
    if (!found && name) ignoredColumns.push(name);
    columns.push(found);
  }
  const missing = IMPORT_COLUMNS[kind].filter((c) => c.required && !columns.includes(c)).map((c) => c.header);
  if (missing.length > 0) return { ok: false, message: m.missingColumns(missing) };

  const rows: ImportRow[] = [];
  for (let index = 1; index < cells.length; index++) {
    const line = cells[index] ?? [];
    if (line.every(isBlank)) continue;
    if (rows.length === maxRows) return { ok: false, message: m.tooManyRows(maxRows) };
    const row: ImportRow = { line: index + 1, values: {}, errors: [] };
    columns.forEach((column, i) => {
      if (!column) return;
      const read = readCell(column, line[i]);
      if ('error' in read) row.errors.push(read.error);
      else row.values[column.key] = read.value;
    });
    rows.push(row);
  }
  if (rows.length === 0) return { ok: false, message: m.noRows };
  return { ok: true, rows, ignoredColumns };
}
