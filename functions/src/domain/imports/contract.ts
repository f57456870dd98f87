import { z } from 'zod';
import { IdParamsSchema } from '../api';
import { route, type BinaryOutput } from '../contract';
import { IMPORT_KINDS, type ImportKind } from './columns';
import { importMessages } from './messages';
import type { ImportOutcome, ImportRowOutcome } from './plan';

export const ImportKindParamsSchema = z.strictObject({ kind: z.enum(IMPORT_KINDS) });

export const TemplateQuerySchema = z.strictObject({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** The preview's form: the file (its bytes) and the name it had on the admin's computer, for the audit trail. */
export const PreviewBodySchema = z.strictObject({
  fileName: z
    .string({ error: importMessages.fileNameRequired })
    .trim()
    .min(1, importMessages.fileNameRequired)
    .max(200),
});

/** What the file would do, row by row; nothing is written until it is confirmed. */
export interface ImportPreview {
  id: string;
  kind: ImportKind;
  fileName: string;
  rows: ImportRowOutcome[];
  counts: Record<ImportOutcome, number>;
  /** Header cells that name no column of the template: their cells are not read. */
  ignoredColumns: string[];
  /** Until when it may be confirmed (ISO). */
  expiresAt: string;
}

/** A row the preview found valid whose write failed (an e-mail another company's account uses). */
export interface ImportFailure {
  line: number;
  key: string;
  message: string;
}

export interface ImportResult {
  kind: ImportKind;
  fileName: string;
  created: number;
  updated: number;
  unchanged: number;
  /** Rows not written: the preview's errors and the failures. */
  errors: number;
  failures: ImportFailure[];
}

/** Spreadsheet imports of vehicles and field users: template, preview, confirmation; admins only. */
export const importsApi = {
  template: route('get', '/imports/:kind/template', {
    params: ImportKindParamsSchema,
    query: TemplateQuerySchema,
  }).returns<BinaryOutput>(),
  preview: route('post', '/imports/:kind/preview', {
    params: ImportKindParamsSchema,
    body: PreviewBodySchema,
  }).returns<ImportPreview>(),
  confirm: route('post', '/imports/:id/confirm', { params: IdParamsSchema }).returns<ImportResult>(),
};
