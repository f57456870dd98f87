import { Router } from 'express';
import { importsApi } from '../domain/imports/contract';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MEGABYTES } from '../domain/imports/columns';
import { importMessages } from '../domain/imports/messages';
import { BinaryBody, serve } from '../http/endpoint';
import * as imports from './imports.service';

const roles = ['admin'] as const;

export const importsRouter = Router();

serve(importsRouter, importsApi.template, { roles }, async ({ params, query }) => {
  const file = await imports.template(params.kind, query.format);
  return new BinaryBody(file.bytes, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});

serve(
  importsRouter,
  importsApi.preview,
  {
    roles,
    multipart: {
      fileField: 'file',
      maxFileBytes: MAX_IMPORT_BYTES,
      tooLargeMessage: importMessages.tooLarge(MAX_IMPORT_MEGABYTES),
      maxFields: 2,
      maxFieldBytes: 1024,
      idleMs: 5000,
    },
  },
  ({ session, params, body, file }) => imports.preview(session, params.kind, body.fileName, file?.bytes ?? null),
);

serve(importsRouter, importsApi.confirm, { roles }, ({ session, params }) => imports.confirm(session, params.id));
