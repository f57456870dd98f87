import type { Feature } from '../feature';
import { AUDIT_COLLECTION } from './audit.repository';
import { auditRouter } from './audit.routes';

export const auditFeature: Feature = {
  folder: 'audit',
  routers: { light: [auditRouter] },
  companyData: {
    // Append-only: the company's deletion is the only thing that removes it.
    collections: [{ name: AUDIT_COLLECTION, personalData: { exportedAs: 'audit' } }],
  },
};
