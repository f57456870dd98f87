import { useMutation, useQueryClient } from '@tanstack/react-query';
import { secondFactorApi } from '@domain/auth/contract';
import type { SecondFactorStatus } from '@domain/auth/second-factor';
import { api } from '@/lib/api-client';
import { secondFactorQueries } from './second-factor-queries';

/** A new secret and its QR code; the enrolment waits for a code from it. */
export function useStartSecondFactorEnrolment() {
  return useMutation({ mutationFn: () => api.call(secondFactorApi.startEnrolment) });
}

type CodeStep = 'confirmEnrolment' | 'verify' | 'disable';

/** Sends a code (to confirm the enrolment, pass this sign-in, or turn the factor off); the status it answers is kept. */
export function useSecondFactorCode(step: CodeStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(secondFactorApi[step], { body: { code } }),
    onSuccess: (status: SecondFactorStatus) => {
      queryClient.setQueryData(secondFactorQueries.status().queryKey, status);
    },
  });
}

/** Another admin's factor removed (a lost phone). */
export function useResetSecondFactor() {
  return useMutation({ mutationFn: (uid: string) => api.call(secondFactorApi.reset, { params: { id: uid } }) });
}
