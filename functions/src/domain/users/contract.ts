import { IdParamsSchema, PageQuerySchema, type Page } from '../api';
import type { RemoveChecklistResult, UserChecklistsPage } from '../checklists/checklist.schema';
import { route, type BinaryOutput } from '../contract';
import { FcmTokenInputSchema } from '../notifications/notification.schema';
import { ExportQuerySchema, type PersonalDataExport } from './personal-data';
import {
  UserChecklistParamsSchema,
  UserCreateInputSchema,
  UserListQuerySchema,
  UserPasswordInputSchema,
  UserUpdateInputSchema,
  type CompanyUser,
  type UserStats,
} from './user.schema';

export type { UserListQuery } from './user.schema';

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
