import { Router } from 'express';
import { deadlinesApi } from '../../domain/deadlines/contract';
import { serve } from '../../http/endpoint';
import { deadlinesPanel, listDeadlines } from './deadlines.service';

/** Read only: an entry changes with the document, licence or fine it comes from. */
export const deadlinesRouter = Router();

serve(deadlinesRouter, deadlinesApi.list, { roles: ['admin'] }, ({ session, query }) => listDeadlines(session, query));
serve(deadlinesRouter, deadlinesApi.panel, { roles: ['admin'] }, ({ session }) => deadlinesPanel(session));
