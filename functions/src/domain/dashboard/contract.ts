import { NoQuerySchema } from '../api';
import { route } from '../contract';
import type { Dashboard } from './dashboard.types';

export const dashboardApi = {
  /** An admin gets the company's figures; the superadmin, the platform's. No query is taken. */
  // eslint-disable-next-line no-restricted-syntax -- the API's /api/dashboard, not the screen's path
  get: route('get', '/dashboard', { query: NoQuerySchema }).returns<Dashboard>(),
};
