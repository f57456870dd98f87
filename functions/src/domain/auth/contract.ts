import { IdParamsSchema, NoQuerySchema } from '../api';
import { route } from '../contract';
import { SecondFactorCodeSchema, type SecondFactorEnrolment, type SecondFactorStatus } from './second-factor';

/**
 * The signed-in admin's or superadmin's second factor, and its reset by another admin of the
 * company or by the superadmin (a lost phone). The `/me/second-factor` routes answer before this
 * sign-in passed the code; every other route waits for it (http/endpoint.ts).
 */
export const secondFactorApi = {
  status: route('get', '/me/second-factor', { query: NoQuerySchema }).returns<SecondFactorStatus>(),
  /** A new secret, kept pending until a code from it confirms the enrolment. */
  startEnrolment: route('post', '/me/second-factor/enrolment').returns<SecondFactorEnrolment>(),
  confirmEnrolment: route('post', '/me/second-factor/enrolment/confirm', {
    body: SecondFactorCodeSchema,
  }).returns<SecondFactorStatus>(),
  verify: route('post', '/me/second-factor/verify', { body: SecondFactorCodeSchema }).returns<SecondFactorStatus>(),
  /** An admin turns theirs off with a current code; the superadmin may not. */
  disable: route('post', '/me/second-factor/disable', { body: SecondFactorCodeSchema }).returns<SecondFactorStatus>(),
  /** Another person's factor removed (they enrol again at their next sign-in, if they must); their sessions end. */
  reset: route('delete', '/admins/:id/second-factor', { params: IdParamsSchema }).returns<{ id: string }>(),
};
