import { Router } from 'express';
import { auditApi } from '../domain/audit/contract';
import { serve } from '../http/endpoint';
import * as audit from './audit.service';

/** Read only: the trail has no route that changes or deletes an entry (DESIGN D2c). */
export const auditRouter = Router();

serve(auditRouter, auditApi.list, { roles: ['admin'] }, ({ session, query }) => audit.listAudit(session, query));
