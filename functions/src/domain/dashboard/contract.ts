import { NoQuerySchema } from '../api';
import { route } from '../contract';
import type { Dashboard } from './dashboard.types';
import type { MissedToday } from './missed-today';

export const dashboardApi = {
  /** An admin gets the company's figures; the superadmin, the platform's. No query is taken. */
  // eslint-disable-next-line no-restricted-syntax -- the API's /api/dashboard, not the screen's path
  get: route('get', '/dashboard', { query: NoQuerySchema }).returns<Dashboard>(),
  /** 'Não realizados hoje': the company's scheduled checklists of today (its time zone) late or not started. */
  // eslint-disable-next-line no-restricted-syntax -- the API's /api/dashboard/missed-today, not a screen's path
  missedToday: route('get', '/dashboard/missed-today', { query: NoQuerySchema }).returns<MissedToday>(),
};
