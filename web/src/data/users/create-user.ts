import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUser, ValidUserCreateInput } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { storeSavedUser } from './user-queries';

export function createUser(input: ValidUserCreateInput): Promise<CompanyUser> {
  return api.post<CompanyUser>('/users', input);
}

export function useCreateUser({ onSuccess }: { onSuccess?: (user: CompanyUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      await storeSavedUser(queryClient, user);
      onSuccess?.(user);
    },
  });
}
