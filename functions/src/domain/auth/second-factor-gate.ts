/**
 * Whether a sign-in may use the admin screens yet. Apart from the second factor's schemas, so the
 * admin layout's check loads no zod.
 */
export interface SecondFactorStatus {
  enrolled: boolean;
  required: boolean;
  verified: boolean;
}

/** What the request may do: everything, or only the second factor's routes until it verifies or enrols. */
export type SecondFactorGate = 'passed' | 'verify' | 'enrol';

export function secondFactorGate(status: SecondFactorStatus): SecondFactorGate {
  if (status.enrolled) return status.verified ? 'passed' : 'verify';
  return status.required ? 'enrol' : 'passed';
}
