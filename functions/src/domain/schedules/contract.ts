import { IdParamsSchema, type Page } from '../api';
import { route } from '../contract';
import { ScheduleInputSchema, ScheduleListQuerySchema, type ScheduleListItem } from './schedule.schema';

/** A company's recurring checklists ('Agendamentos'), for its admins. */
export const schedulesApi = {
  list: route('get', '/schedules', { query: ScheduleListQuerySchema }).returns<Page<ScheduleListItem>>(),
  get: route('get', '/schedules/:id', { params: IdParamsSchema }).returns<ScheduleListItem>(),
  create: route('post', '/schedules', { body: ScheduleInputSchema }).returns<ScheduleListItem>(),
  update: route('put', '/schedules/:id', {
    params: IdParamsSchema,
    body: ScheduleInputSchema,
  }).returns<ScheduleListItem>(),
  pause: route('post', '/schedules/:id/pause', { params: IdParamsSchema }).returns<ScheduleListItem>(),
  resume: route('post', '/schedules/:id/resume', { params: IdParamsSchema }).returns<ScheduleListItem>(),
  /** The schedule only: the checklists it created stay. */
  remove: route('delete', '/schedules/:id', { params: IdParamsSchema }).returns<{ id: string }>(),
};
