/** Admins' and the superadmin's second factor (TOTP): the check every request of theirs makes, and the seeds' enrolment. */
export { enrolWithSecret, secondFactorGateOf } from './second-factor.service';
