import { Router } from 'express';
import { custodyApi } from '../../domain/fleet/custody-contract';
import { serve } from '../../http/endpoint';
import * as custody from './custody.service';

const roles = ['admin'] as const;

export const custodyRouter = Router();

serve(custodyRouter, custodyApi.driverAt, { roles }, ({ session, params, query }) =>
  custody.driverAt(session, params.id, query.at),
);
serve(custodyRouter, custodyApi.history, { roles }, ({ session, params, query }) =>
  custody.custodyHistory(session, params.id, query),
);
