import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  CSV_BOM,
  csvHeader,
  csvRow,
  DEFAULT_WIDTHS,
  xlsxCell,
  XLSX_NUMBER_FORMATS,
  type ExportColumn,
  type ExportFormat,
} from '../domain/exports/columns';

export interface WriteOptions {
  /** The company's zone: dates are written on its clock. */
  timeZone: string;
  /** The worksheet's name (XLSX). */
  sheetName: string;
  /** Hears the count of rows written so far, every `ROWS_PER_REPORT` rows. */
  onRows?: (rows: number) => Promise<void>;
}

/** How often a writer tells its count: a background job's progress write per this many rows. */
export const ROWS_PER_REPORT = 2_000;

/** CSV text gathered before one write to the output: few writes, little held. */
const CSV_CHUNK_CHARS = 64 * 1024;

/** Writes `text` to `out`, waiting while its buffer is full (a slow download holds the reading back). */
async function send(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * The CSV for Brazilian Excel (domain/exports/columns.ts): BOM, header, a line per row, written as
 * the rows come; ends `out`. Returns the rows written.
 */
export async function writeCsv<T>(
  columns: readonly ExportColumn<T>[],
  rows: AsyncIterable<T>,
  out: Writable,
  { timeZone, onRows }: WriteOptions,
): Promise<number> {
  let chunk = CSV_BOM + csvHeader(columns);
  let count = 0;
  for await (const row of rows) {
    chunk += csvRow(columns, row, timeZone);
    count += 1;
    if (chunk.length >= CSV_CHUNK_CHARS) {
      await send(out, chunk);
      chunk = '';
    }
    if (onRows && count % ROWS_PER_REPORT === 0) await onRows(count);
  }
  await send(out, chunk);
  out.end();
  await once(out, 'finish');
  return count;
}

/**
 * The XLSX, through exceljs's streaming writer: each row is committed (compressed into the zip and
 * let go) as it comes, so a sheet of any length holds only the rows not yet compressed. Typed
 * cells (numbers, dates, money with its R$ format), a frozen header row with filters on; ends `out`.
 */
export async function writeXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: AsyncIterable<T>,
  out: Writable,
  { timeZone, sheetName, onRows }: WriteOptions,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, index) => ({
    header: c.header,
    key: String(index),
    width: c.width ?? DEFAULT_WIDTHS[c.kind],
    ...(XLSX_NUMBER_FORMATS[c.kind] && { style: { numFmt: XLSX_NUMBER_FORMATS[c.kind] } }),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(columns.map((c) => xlsxCell(c.kind, c.value(row), timeZone))).commit();
    count += 1;
    if (onRows && count % ROWS_PER_REPORT === 0) await onRows(count);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

export const WRITERS: Record<ExportFormat, typeof writeCsv> = { xlsx: writeXlsx, csv: writeCsv };
