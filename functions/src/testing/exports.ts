import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import request from 'supertest';
import { expect } from 'vitest';
import { createApp } from '../app';
import { companyBudgetsWith, rateLimitsWith } from './rate-limits';

// Generous export limits: a test file exports far more than an admin's 10 a minute (the limits' own tests are rate-limit.test.ts).
const app = createApp({
  rateLimits: rateLimitsWith('export', 1000),
  companyBudgets: companyBudgetsWith('export', 1000),
});

/** An export route's answer (or any file's, by its link) as the browser saves it: its bytes. */
export function download(path: string, token?: string) {
  let req = request(app).get(path);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** An exported list's JSON answer (an error, or a background job). */
export const getExport = (path: string, token: string) =>
  request(app).get(path).set('Authorization', `Bearer ${token}`);

/** An XLSX read back: its first sheet, the header row and each row's cells by header. */
export async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows = [] as Array<Record<string, ExcelJS.Cell>>;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1)])));
  });
  return { sheet, headers, rows };
}

/** A CSV for Brazilian Excel read back (BOM off, ';' between fields): its text, headers and rows. */
export function csvOf(bytes: Buffer) {
  const text = bytes.toString('utf8');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    delimiter: ';',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return { text, rows: parsed.data, headers: parsed.meta.fields ?? [] };
}
