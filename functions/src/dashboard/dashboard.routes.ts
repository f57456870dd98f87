import { Router } from 'express';
import { dashboardApi } from '../domain/dashboard/contract';
import { serve } from '../http/endpoint';
import * as dashboard from './dashboard.service';

export const dashboardRouter = Router();

/** An admin sees the company's figures; the superadmin, the platform's. */
serve(dashboardRouter, dashboardApi.get, { roles: ['admin', 'superadmin'] }, ({ session }) =>
  session.role === 'superadmin' ? dashboard.platformDashboard() : dashboard.companyDashboard(session),
);
