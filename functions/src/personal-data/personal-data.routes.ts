import { Router } from 'express';
import { usersApi } from '../domain/users/contract';
import { BinaryBody, serve } from '../http/endpoint';
import * as personalData from './personal-data.service';

const roles = ['admin'] as const;

/** LGPD: a field user's data exported, or erased (their inspection records kept under a pseudonym). */
export const personalDataRouter = Router();

serve(personalDataRouter, usersApi.remove, { roles }, ({ session, params }) =>
  personalData.deleteUser(session, params.id),
);

/**
 * The export, served by the `pdf` function (its PDF is drawn in the request) and counted as a PDF
 * in either format: it reads everything the company holds about the person.
 */
export const personalDataExportRouter = Router();

/** Logged in the audit trail (personal-data.service); the PDF is sent as a file. */
serve(
  personalDataExportRouter,
  usersApi.exportData,
  { roles, rateLimit: 'pdf' },
  async ({ session, params, query }) => {
    if (query.format === 'json') return personalData.exportUserData(session, params.id);
    const pdf = await personalData.exportUserDataPdf(session, params.id);
    return new BinaryBody(pdf.bytes, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  },
);
