import type { Feature } from '../../feature';
import { VEHICLE_QR_TOKENS_COLLECTION } from './qr.repository';
import { vehicleQrRouter } from './qr.routes';

export const qrFeature: Feature = {
  folder: 'fleet/qr',
  routers: { light: [vehicleQrRouter] },
  // Top level, so a scan finds its vehicle without knowing the company.
  companyData: { topLevel: [VEHICLE_QR_TOKENS_COLLECTION] },
};
