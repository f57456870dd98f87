import { Router } from 'express';
import { exportsApi } from '../domain/exports/contract';
import type { ExportList } from '../domain/exports/lists';
import { serve, StreamBody } from '../http/endpoint';
import { exportJobState, startExport, type ExportDownload } from './exports.service';

/** Admin-only: a spreadsheet of a list is the company's data in bulk. */
const roles = ['admin'] as const;

export const exportsRouter = Router();

const sent = (file: ExportDownload) =>
  new StreamBody(
    {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
    file.write,
  );

/** Each list's export: its own filters' schema, counted against the 'export' limits before any row is read. */
function serveExport(list: ExportList) {
  serve(exportsRouter, exportsApi[list], { roles, rateLimit: 'export' }, async ({ session, query }) => {
    const started = await startExport(session, list, query);
    return started.status === 'download' ? sent(started) : started;
  });
}
serveExport('vehicles');
serveExport('responses');
serveExport('users');
serveExport('defects');
serveExport('fines');
serveExport('deadlines');
serveExport('maintenance');
serveExport('fuel');
serveExport('oil_changes');
serveExport('reminders');
serveExport('custody');
serveExport('audit');
serveExport('checklists');
serveExport('documents');

serve(exportsRouter, exportsApi.job, { roles }, ({ session, params }) => exportJobState(session, params.id));
