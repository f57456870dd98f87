import { Router } from 'express';
import { usersApi } from '../domain/users/contract';
import { serve } from '../http/endpoint';
import * as users from './users.service';

const roles = ['admin'] as const;

export const usersRouter = Router();

serve(usersRouter, usersApi.list, { roles }, ({ session, query }) => users.listUsers(session, query));

serve(usersRouter, usersApi.stats, { roles }, ({ session }) => users.getUserStats(session));

serve(usersRouter, usersApi.registerFcmToken, { roles: ['user', 'admin'] }, ({ session, body }) =>
  users.registerFcmToken(session, body.fcmToken),
);

serve(usersRouter, usersApi.get, { roles }, ({ session, params }) => users.getUser(session, params.id));

serve(usersRouter, usersApi.create, { roles, status: 201 }, ({ session, body }) => users.createUser(session, body));

serve(usersRouter, usersApi.update, { roles }, ({ session, params, body }) =>
  users.updateUser(session, params.id, body),
);

serve(usersRouter, usersApi.setPassword, { roles }, ({ session, params, body }) =>
  users.setUserPassword(session, params.id, body.password),
);
