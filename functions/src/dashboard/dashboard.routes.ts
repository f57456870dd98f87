import { Router } from 'express';
import { dashboardApi } from '../domain/dashboard/contract';
import { serve } from '../http/endpoint';
import * as dashboard from './dashboard.service';
import { missedTodayPanel } from './missed-today.service';

export const dashboardRouter = Router();

/** An admin sees the company's figures; the superadmin, the platform's. */
serve(dashboardRouter, dashboardApi.get, { roles: ['admin', 'superadmin'] }, ({ session }) =>
  session.role === 'superadmin' ? dashboard.platformDashboard() : dashboard.companyDashboard(session),
);

/** A company's own list: the superadmin has no company's 'today'. */
serve(dashboardRouter, dashboardApi.missedToday, { roles: ['admin'] }, ({ session }) => missedTodayPanel(session));
