import { Router } from 'express';
import { AuditListQuerySchema } from '../domain/audit/audit';
import { companyOf } from '../domain/roles';
import { endpoint } from '../http/endpoint';
import * as audit from './audit.service';

/** Read only: the trail has no route that changes or deletes an entry (DESIGN D2c). */
export const auditRouter = Router();

auditRouter.get(
  '/',
  endpoint({ roles: ['admin'], query: AuditListQuerySchema }, ({ session, query }) =>
    audit.listAudit(companyOf(session), query),
  ),
);
