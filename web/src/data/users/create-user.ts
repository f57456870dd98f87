import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@domain/users/contract';
import type { CompanyUser, ValidUserCreateInput } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { storeSavedUser } from './user-queries';

export function createUser(input: ValidUserCreateInput): Promise<CompanyUser> {
  return api.call(usersApi.create, { body: input });
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
