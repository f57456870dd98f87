import { NoQuerySchema } from '../api';
import { route } from '../contract';
import { DeadlineListQuerySchema, type DeadlinePage, type DeadlinesPanel } from './deadline-list';

/** 'Vencimentos': read only; the entries are written by the items they come from. */
export const deadlinesApi = {
  list: route('get', '/deadlines', { query: DeadlineListQuerySchema }).returns<DeadlinePage>(),
  // eslint-disable-next-line no-restricted-syntax -- the API's /api/dashboard/deadlines, not a screen's path
  panel: route('get', '/dashboard/deadlines', { query: NoQuerySchema }).returns<DeadlinesPanel>(),
};
