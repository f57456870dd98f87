import type { Feature } from '../feature';
import { AUDIT_COLLECTION } from './audit.repository';
import { auditRouter } from './audit.routes';

export const auditFeature: Feature = {
  folder: 'audit',
  routers: { light: [auditRouter] },
  companyData: {
    // Appended to; rewritten only to take a deleted person out, removed past its retention or with the company.
    collections: [{ name: AUDIT_COLLECTION, personalData: { exportedAs: 'audit' } }],
  },
};
