import { IdParamsSchema, type Page } from '../api';
import type { Attachment } from '../attachments/attachment';
import { route, type BinaryOutput } from '../contract';
import type { DriverSuggestion, TrafficFine } from './fines';
import { DriverSuggestionQuerySchema, FineInputSchema, FineListQuerySchema, MyFinesQuerySchema } from './fine.schema';

/** Traffic fines ('Multas'): the company's admins keep them; a field user reads their own. */
export const finesApi = {
  list: route('get', '/fines', { query: FineListQuerySchema }).returns<Page<TrafficFine>>(),
  /** Who to name: who held the vehicle then, else who inspected it that day; null when nobody. */
  driverSuggestion: route('get', '/fines/driver-suggestion', {
    query: DriverSuggestionQuerySchema,
  }).returns<DriverSuggestion | null>(),
  get: route('get', '/fines/:id', { params: IdParamsSchema }).returns<TrafficFine>(),
  create: route('post', '/fines', { body: FineInputSchema }).returns<TrafficFine>(),
  /** The whole fine: one schema for create and edit. */
  update: route('put', '/fines/:id', { params: IdParamsSchema, body: FineInputSchema }).returns<TrafficFine>(),
  remove: route('delete', '/fines/:id', { params: IdParamsSchema }).returns<{ id: string }>(),
  /** Multipart, field 'file': the notification (PDF or photo, up to 10 MB). */
  putAttachment: route('put', '/fines/:id/attachment', { params: IdParamsSchema }).returns<Attachment>(),
  getAttachment: route('get', '/fines/:id/attachment', { params: IdParamsSchema }).returns<BinaryOutput>(),
  removeAttachment: route('delete', '/fines/:id/attachment', { params: IdParamsSchema }).returns<{ id: string }>(),
  /** A field user's own fines ('Minhas multas'), newest first. */
  mine: route('get', '/me/fines', { query: MyFinesQuerySchema }).returns<Page<TrafficFine>>(),
};
