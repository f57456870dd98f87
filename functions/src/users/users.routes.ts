import { Router } from 'express';
import { z } from 'zod';
import { IdParamsSchema, PageQuerySchema } from '../domain/api';
import { FcmTokenInputSchema } from '../domain/notifications/notification.schema';
import { companyOf } from '../domain/roles';
import { UserCreateInputSchema, UserPasswordInputSchema, UserUpdateInputSchema } from '../domain/users/user.schema';
import { ExportQuerySchema } from '../domain/users/personal-data';
import { BinaryBody, endpoint } from '../http/endpoint';
import * as checklists from '../checklists/checklists.service';
import * as personalData from './personal-data.service';
import * as users from './users.service';

const roles = ['admin'] as const;

const UserListQuerySchema = PageQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
}).strict();

const UserChecklistParamsSchema = z.strictObject({
  id: IdParamsSchema.shape.id,
  checklistId: IdParamsSchema.shape.id,
});

export const usersRouter = Router();

usersRouter.get(
  '/',
  endpoint({ roles, query: UserListQuerySchema }, ({ session, query }) => users.listUsers(companyOf(session), query)),
);

usersRouter.get(
  '/stats',
  endpoint({ roles }, ({ session }) => users.getUserStats(companyOf(session))),
);

usersRouter.post(
  '/fcm-token',
  endpoint({ roles: ['user'], body: FcmTokenInputSchema }, ({ session, body }) =>
    users.registerFcmToken(companyOf(session), body.fcmToken),
  ),
);

usersRouter.get(
  '/:id',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) => users.getUser(companyOf(session), params.id)),
);

usersRouter.post(
  '/',
  endpoint({ roles, body: UserCreateInputSchema, status: 201 }, ({ session, body }) =>
    users.createUser(companyOf(session), body),
  ),
);

usersRouter.put(
  '/:id',
  endpoint({ roles, params: IdParamsSchema, body: UserUpdateInputSchema }, ({ session, params, body }) =>
    users.updateUser(companyOf(session), params.id, body),
  ),
);

usersRouter.put(
  '/:id/password',
  endpoint({ roles, params: IdParamsSchema, body: UserPasswordInputSchema }, ({ session, params, body }) =>
    users.setUserPassword(companyOf(session), params.id, body.password),
  ),
);

usersRouter.delete(
  '/:id',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) => users.deleteUser(companyOf(session), params.id)),
);

usersRouter.get(
  '/:id/checklists',
  endpoint({ roles, params: IdParamsSchema, query: PageQuerySchema }, ({ session, params, query }) =>
    checklists.listUserChecklists(companyOf(session), params.id, query),
  ),
);

usersRouter.delete(
  '/:id/checklists/:checklistId',
  endpoint({ roles, params: UserChecklistParamsSchema }, ({ session, params }) =>
    checklists.removeUserChecklist(companyOf(session), params.id, params.checklistId),
  ),
);

/** An approved checklist may not be deleted: it is archived instead (kept, out of the review list). */
usersRouter.post(
  '/:id/checklists/:checklistId/archive',
  endpoint({ roles, params: UserChecklistParamsSchema }, ({ session, params }) =>
    checklists.archiveUserChecklist(companyOf(session), params.id, params.checklistId),
  ),
);

/** 'Exportar dados' (LGPD): everything about one user, as JSON or a readable PDF; logged in the audit trail. */
usersRouter.get(
  '/:id/export',
  endpoint({ roles, params: IdParamsSchema, query: ExportQuerySchema }, async ({ session, params, query }) => {
    if (query.format === 'json') return personalData.exportUserData(companyOf(session), params.id);
    const pdf = await personalData.exportUserDataPdf(companyOf(session), params.id);
    return new BinaryBody(pdf.bytes, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  }),
);
