import type { Feature } from '../feature';
import { userCountsTrigger } from './user-counts.triggers';
import { ownPasswordRouter } from './own-password.routes';
import { USER_COUNTS_COLLECTION } from './users.repository';
import { usersRouter } from './users.routes';

export const usersFeature: Feature = {
  folder: 'users',
  // An admin's or the superadmin's own password ('Defina sua senha') beside the passwords admins set.
  routers: { light: [usersRouter, ownPasswordRouter] },
  triggers: () => [userCountsTrigger],
  companyData: {
    collections: [
      { name: 'users', accounts: true, personalData: { exportedAs: 'user' } },
      // The users screen's stats, kept by the handler onUserCounted (run by onUserChange).
      { name: USER_COUNTS_COLLECTION, personalData: { none: 'counts only' } },
    ],
  },
};
