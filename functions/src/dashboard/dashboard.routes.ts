import { Router } from 'express';
import { z } from 'zod';
import { companyOf } from '../domain/roles';
import { endpoint } from '../http/endpoint';
import * as dashboard from './dashboard.service';

export const dashboardRouter = Router();

/** An admin sees the company's figures; the superadmin, the platform's. */
dashboardRouter.get(
  '/',
  endpoint({ roles: ['admin', 'superadmin'], query: z.strictObject({}) }, ({ session }) =>
    session.role === 'superadmin' ? dashboard.platformDashboard() : dashboard.companyDashboard(companyOf(session)),
  ),
);
