import { Router } from 'express';
import { OWN_PASSWORD_ROLES, ownPasswordApi } from '../domain/auth/own-password';
import { serve } from '../http/endpoint';
import { changeOwnPassword } from './own-password.service';

export const ownPasswordRouter = Router();

// The one route an account whose password someone else typed may call.
serve(
  ownPasswordRouter,
  ownPasswordApi.change,
  { roles: OWN_PASSWORD_ROLES, beforePasswordChange: true },
  ({ session, authTime, body }) => changeOwnPassword(session, authTime, body.password),
);
