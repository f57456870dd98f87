import { Router } from 'express';
import { secondFactorApi } from '../domain/auth/contract';
import { SECOND_FACTOR_ROLES } from '../domain/auth/second-factor';
import { serve } from '../http/endpoint';
import * as secondFactor from './second-factor.service';

export const secondFactorRouter = Router();

const roles = SECOND_FACTOR_ROLES;
// The person's own factor: answered before this sign-in passed it, which is what these routes are for.
const own = { roles, beforeSecondFactor: true } as const;

serve(secondFactorRouter, secondFactorApi.status, own, ({ session, authTime }) =>
  secondFactor.secondFactorStatus(session, authTime),
);

serve(secondFactorRouter, secondFactorApi.startEnrolment, own, ({ session }) => secondFactor.startEnrolment(session));

serve(secondFactorRouter, secondFactorApi.confirmEnrolment, own, ({ session, authTime, body }) =>
  secondFactor.confirmEnrolment(session, authTime, body.code),
);

serve(secondFactorRouter, secondFactorApi.verify, own, ({ session, authTime, body }) =>
  secondFactor.verifySignIn(session, authTime, body.code),
);

serve(secondFactorRouter, secondFactorApi.disable, { roles }, ({ session, authTime, body }) =>
  secondFactor.disableSecondFactor(session, authTime, body.code),
);

serve(secondFactorRouter, secondFactorApi.reset, { roles }, ({ session, params }) =>
  secondFactor.resetSecondFactor(session, params.id),
);
