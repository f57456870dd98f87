import { DEFAULT_TIME_ZONE, formatDateTimeBR, formatDayBR, isIsoDay, isoDayIn, zonedParts } from '../dates';
import { fileNamePart, withoutAccents } from '../text';

/**
 * An exported list's columns (XLSX and CSV alike): what each column is called in pt-BR, what kind
 * of value it holds and how a row gives it. The kind decides the cell: a number stays a number, a
 * date a date, money a number with the R$ format, a yes/no 'Sim'/'Não'.
 */
export const COLUMN_KINDS = ['text', 'integer', 'number', 'money', 'date', 'datetime', 'boolean'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/**
 * A cell's value as the row gives it: text, a number, a yes/no, a calendar day ('2026-11-27') for
 * 'date', an instant (ISO) for 'datetime'; null leaves the cell empty.
 */
export type CellValue = string | number | boolean | null;

export interface ExportColumn<T> {
  header: string;
  kind: ColumnKind;
  value: (row: T) => CellValue;
  /** The XLSX column's width in characters (by the kind when absent). */
  width?: number;
}

/** A column of a row type: `column<Vehicle>('Placa', 'text', (v) => v.plate)`. */
export const column = <T>(header: string, kind: ColumnKind, value: (row: T) => CellValue, width?: number) =>
  ({ header, kind, value, ...(width && { width }) }) satisfies ExportColumn<T>;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Excel's number formats for the typed kinds (pt-BR Excel shows them with its own separators). */
export const XLSX_NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  integer: '#,##0',
  number: '#,##0.###',
  money: '"R$" #,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

export const DEFAULT_WIDTHS: Record<ColumnKind, number> = {
  text: 24,
  integer: 12,
  number: 12,
  money: 14,
  date: 12,
  datetime: 17,
  boolean: 8,
};

export const YES_NO = { yes: 'Sim', no: 'Não' } as const;

/** A 'date' or 'datetime' value that does not read as one is left empty rather than guessed. */
function instantOf(value: CellValue): Date | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The XLSX cell of a value: a Date for dates (Excel keeps no time zone, so the instant is written as
 * the company's wall clock), a number for numbers and money, 'Sim'/'Não' for yes/no.
 */
export function xlsxCell(
  kind: ColumnKind,
  value: CellValue,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | number | Date | null {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'date': {
      if (typeof value === 'string' && isIsoDay(value)) {
        const [y, m, d] = value.split('-').map(Number) as [number, number, number];
        return new Date(Date.UTC(y, m - 1, d));
      }
      const at = instantOf(value);
      return at ? xlsxCell('date', isoDayIn(at, timeZone)) : null;
    }
    case 'datetime': {
      const at = instantOf(value);
      if (!at) return null;
      const p = zonedParts(at, timeZone);
      return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
    }
    case 'integer':
    case 'number':
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'boolean':
      return value === true ? YES_NO.yes : value === false ? YES_NO.no : null;
    case 'text':
      return String(value);
  }
}

/** 1234.5 as '1234,5': a decimal comma and no thousands separator, so pt-BR Excel reads a number. */
const decimalComma = (value: number, decimals?: number) =>
  (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');

/**
 * A text cell starting with one of these would run as a formula in a spreadsheet (CSV injection):
 * it gets a leading apostrophe, which Excel shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as Brazilian Excel reads it from a CSV: dd/mm/aaaa, decimal comma, 'Sim'/'Não'. */
export function csvText(kind: ColumnKind, value: CellValue, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'date': {
      if (typeof value === 'string' && isIsoDay(value)) return formatDayBR(value);
      const at = instantOf(value);
      return at ? formatDayBR(isoDayIn(at, timeZone)) : '';
    }
    case 'datetime':
      return instantOf(value) ? formatDateTimeBR(String(value), timeZone) : '';
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : '';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? decimalComma(value) : '';
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? decimalComma(value, 2) : '';
    case 'boolean':
      return value === true ? YES_NO.yes : value === false ? YES_NO.no : '';
    case 'text': {
      const text = String(value);
      return FORMULA_START.test(text) ? `'${text}` : text;
    }
  }
}

export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';
/** UTF-8's byte order mark: without it Excel reads the file as Windows-1252 and breaks every accent. */
export const CSV_BOM = '\uFEFF';

/** A field quoted when it holds the separator, a quote or a line break; quotes inside doubled. */
export function csvField(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (with its line end) of already formatted texts. */
export const csvLine = (texts: readonly string[]): string => texts.map(csvField).join(CSV_SEPARATOR) + CSV_LINE_END;

/** The CSV line of a row under these columns. */
export function csvRow<T>(columns: readonly ExportColumn<T>[], row: T, timeZone: string = DEFAULT_TIME_ZONE): string {
  return csvLine(columns.map((c) => csvText(c.kind, c.value(row), timeZone)));
}

/** The header line, the file's first (the BOM goes before it, once). */
export const csvHeader = <T>(columns: readonly ExportColumn<T>[]): string => csvLine(columns.map((c) => c.header));

/**
 * 'Veiculos_2026-11-27.xlsx': the list's name with its accents transliterated and the rest of the
 * file-name rule of the PDF report, then the company's day.
 */
export function exportFileName(listName: string, format: ExportFormat, at: Date, timeZone: string = DEFAULT_TIME_ZONE) {
  return `${fileNamePart(withoutAccents(listName))}_${isoDayIn(at, timeZone)}.${format}`;
}
