import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@domain/users/contract';
import { api } from '@/lib/api-client';
import { auditQueries } from '../audit/audit-queries';

/** An admin sets a user's password: the user's sessions end, the audit trail and the user are told. */
export function setUserPassword({ id, password }: { id: string; password: string }): Promise<{ id: string }> {
  return api.call(usersApi.setPassword, { params: { id }, body: { password } });
}

export function useSetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditQueries.all() }),
  });
}
