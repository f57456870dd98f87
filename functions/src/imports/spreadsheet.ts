import type { Cell as ExcelCell, CellValue as ExcelValue, Workbook } from 'exceljs';
import Papa from 'papaparse';
import { dayOfCell, type Cell } from '../domain/imports/cells';
import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, type ImportKind } from '../domain/imports/columns';
import { importMessages } from '../domain/imports/messages';
import { AppError } from '../domain/errors';

/**
 * Spreadsheets in and out: XLSX through exceljs, CSV through papaparse, as a pt-BR Excel writes
 * and opens them (`;`, UTF-8 with BOM; a CSV saved as Windows-1252 is read too). exceljs is loaded
 * only when a spreadsheet is handled, so the rest of the API does not start slower for it.
 */

const loadExcel = async () => (await import('exceljs')).default;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The old binary .xls (and every OLE2 document). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const BINARY_MAGICS = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
];

const startsWith = (bytes: Buffer, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

const unsupported = (message: string) => new AppError('unsupported_media_type', message);
const unreadable = () => new AppError('invalid_input', importMessages.unreadable);

/** The first sheet's cells by line (`[0]` is line 1), from an XLSX or a CSV file's bytes; 415 for anything else. */
export async function readSpreadsheet(bytes: Buffer): Promise<Cell[][]> {
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  if (startsWith(bytes, OLE2)) throw unsupported(importMessages.oldExcel);
  if (BINARY_MAGICS.some((magic) => startsWith(bytes, magic)) || bytes.subarray(0, 8192).includes(0))
    throw unsupported(importMessages.notSpreadsheet);
  return readCsv(bytes);
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM or not), else Windows-1252, as Excel saves 'CSV (separado por vírgulas)'. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Buffer): Cell[][] {
  const parsed = Papa.parse<string[]>(decodeText(bytes), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
  });
  return parsed.data;
}

/** What a cell shows: a formula's result, a rich text's text, a link's text. */
function cellOf(value: ExcelValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return cellOf(value.result as ExcelValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const lines: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell: ExcelCell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    lines[number - 1] = cells;
  });
  return Array.from(lines, (line) => line ?? []);
}

/** The example row's cells as their kinds: numbers as numbers, days as dates, the rest as text. */
function exampleCells(kind: ImportKind): Array<string | number | Date> {
  return IMPORT_COLUMNS[kind].map((column) => {
    if (column.kind === 'number') return Number(column.example);
    const day = column.kind === 'day' ? dayOfCell(column.example) : null;
    return day ? new Date(`${day}T00:00:00Z`) : column.example;
  });
}

/** The template: the header and one example row, typed cells, the header frozen and filtered, CNHs kept as text. */
export async function templateXlsx(kind: ImportKind): Promise<Buffer> {
  const Excel = await loadExcel();
  const workbook: Workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(IMPORT_KIND_LABELS[kind], { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = IMPORT_COLUMNS[kind];
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(14, column.header.length + 4),
    style: column.kind === 'day' ? { numFmt: 'dd/mm/yyyy' } : column.kind === 'text' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.addRow(exampleCells(kind));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template as a CSV a pt-BR Excel opens in columns with its accents: `;`, CRLF, UTF-8 with BOM. */
export function templateCsv(kind: ImportKind): Buffer {
  const columns = IMPORT_COLUMNS[kind];
  const text = Papa.unparse([columns.map((c) => c.header), columns.map((c) => c.example)], {
    delimiter: ';',
    newline: '\r\n',
  });
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}
