import { Router } from 'express';
import { vehicleQrApi } from '../../domain/fleet/vehicle-qr-contract';
import { BinaryBody, serve } from '../../http/endpoint';
import * as qr from './qr.service';

/** The vehicles' QR labels: revoked by the admins (a scan opens checklists: checklists.routes). */
export const vehicleQrRouter = Router();

/** The label printed as a PDF: drawn by the `pdf` function (pdfmake holds its process for the render). */
export const vehicleLabelRouter = Router();

const admins = ['admin'] as const;

serve(
  vehicleLabelRouter,
  vehicleQrApi.label,
  { roles: admins, rateLimit: 'pdf' },
  async ({ session, params, query, origin }) => {
    const label = await qr.vehicleLabel(session, params.id, query.layout, qr.appOriginFor(origin));
    return new BinaryBody(label.bytes, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${label.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  },
);

serve(vehicleQrRouter, vehicleQrApi.revoke, { roles: admins }, ({ session, params }) =>
  qr.revokeVehicleLabel(session, params.id),
);
