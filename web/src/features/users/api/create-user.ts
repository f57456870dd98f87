import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUser, ValidUserCreateInput } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { userQueries } from './user-queries';

export function createUser(input: ValidUserCreateInput): Promise<CompanyUser> {
  return api.post<CompanyUser>('/users', input);
}

export function useCreateUser({ onSuccess }: { onSuccess?: (user: CompanyUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: userQueries.stats().queryKey }),
      ]);
      onSuccess?.(user);
    },
  });
}
