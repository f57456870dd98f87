import type { Feature } from '../../feature';
import { VEHICLE_QR_TOKENS_COLLECTION } from './qr.repository';
import { vehicleLabelRouter, vehicleQrRouter } from './qr.routes';

export const qrFeature: Feature = {
  folder: 'fleet/qr',
  routers: { light: [vehicleQrRouter], pdf: [vehicleLabelRouter] },
  // Top level, so a scan finds its vehicle without knowing the company.
  companyData: { topLevel: [VEHICLE_QR_TOKENS_COLLECTION] },
};
