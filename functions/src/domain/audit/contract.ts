import { route } from '../contract';
import { AuditListQuerySchema, type AuditPage } from './audit';

/** The audit trail's endpoints: read only, no route changes or deletes an entry (DESIGN D2c). */
export const auditApi = {
  list: route('get', '/audit', { query: AuditListQuerySchema }).returns<AuditPage>(),
};
