import { z } from 'zod';
import { IdParamsSchema, IdSchema, PageQuerySchema, type Page } from '../api';
import type { RemoveChecklistResult, UserChecklistsPage } from '../checklists/checklist.schema';
import { route, type BinaryOutput } from '../contract';
import { FcmTokenInputSchema } from '../notifications/notification.schema';
import { ExportQuerySchema, type PersonalDataExport } from './personal-data';
import {
  UserCreateInputSchema,
  UserPasswordInputSchema,
  UserUpdateInputSchema,
  type CompanyUser,
  type UserStats,
} from './user.schema';

/** `GET /api/users`: a page, searched, and only the active (`true`) or inactive (`false`) users when asked. */
export const UserListQuerySchema = PageQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
}).strict();
export type UserListQuery = z.output<typeof UserListQuerySchema>;

const UserChecklistParamsSchema = z.strictObject({ id: IdSchema, checklistId: IdSchema });

/** A company's field users, for its admins; the push-token registration is the field user's own. */
export const usersApi = {
  list: route('get', '/users', { query: UserListQuerySchema }).returns<Page<CompanyUser>>(),
  stats: route('get', '/users/stats').returns<UserStats>(),
  /** The signed-in field user's device token for push notifications. */
  registerFcmToken: route('post', '/users/fcm-token', { body: FcmTokenInputSchema }).returns<{ stored: true }>(),
  get: route('get', '/users/:id', { params: IdParamsSchema }).returns<CompanyUser>(),
  create: route('post', '/users', { body: UserCreateInputSchema }).returns<CompanyUser>(),
  /** The password is never part of an edit (spec section 5). */
  update: route('put', '/users/:id', { params: IdParamsSchema, body: UserUpdateInputSchema }).returns<CompanyUser>(),
  setPassword: route('put', '/users/:id/password', {
    params: IdParamsSchema,
    body: UserPasswordInputSchema,
  }).returns<{ id: string }>(),
  remove: route('delete', '/users/:id', { params: IdParamsSchema }).returns<{ id: string }>(),
  checklists: route('get', '/users/:id/checklists', {
    params: IdParamsSchema,
    query: PageQuerySchema,
  }).returns<UserChecklistsPage>(),
  removeChecklist: route('delete', '/users/:id/checklists/:checklistId', {
    params: UserChecklistParamsSchema,
  }).returns<RemoveChecklistResult>(),
  /** An approved checklist may not be deleted: it is archived instead (kept, out of the review list). */
  archiveChecklist: route('post', '/users/:id/checklists/:checklistId/archive', {
    params: UserChecklistParamsSchema,
  }).returns<{ id: string; archived: boolean }>(),
  /** 'Exportar dados' (LGPD): the JSON export, or the readable PDF as a file. */
  exportData: route('get', '/users/:id/export', {
    params: IdParamsSchema,
    query: ExportQuerySchema,
  }).returns<PersonalDataExport | BinaryOutput>(),
};
