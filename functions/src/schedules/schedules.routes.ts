import { Router } from 'express';
import { schedulesApi } from '../domain/schedules/contract';
import { serve } from '../http/endpoint';
import * as schedules from './schedules.service';

const roles = ['admin'] as const;

export const schedulesRouter = Router();

serve(schedulesRouter, schedulesApi.list, { roles }, ({ session, query }) => schedules.listSchedules(session, query));

serve(schedulesRouter, schedulesApi.get, { roles }, ({ session, params }) => schedules.getSchedule(session, params.id));

serve(schedulesRouter, schedulesApi.create, { roles, status: 201 }, ({ session, body }) =>
  schedules.createSchedule(session, body),
);

serve(schedulesRouter, schedulesApi.update, { roles }, ({ session, params, body }) =>
  schedules.updateSchedule(session, params.id, body),
);

serve(schedulesRouter, schedulesApi.pause, { roles }, ({ session, params }) =>
  schedules.pauseSchedule(session, params.id),
);

serve(schedulesRouter, schedulesApi.resume, { roles }, ({ session, params }) =>
  schedules.resumeSchedule(session, params.id),
);

serve(schedulesRouter, schedulesApi.remove, { roles }, ({ session, params }) =>
  schedules.removeSchedule(session, params.id),
);
