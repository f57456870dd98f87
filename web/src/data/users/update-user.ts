import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@domain/users/contract';
import type { CompanyUser, ValidUserUpdateInput } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { storeSavedUser } from './user-queries';

/** The password is never part of an edit (spec section 5): the body is the update schema's output. */
export function updateUser({ id, input }: { id: string; input: ValidUserUpdateInput }): Promise<CompanyUser> {
  return api.call(usersApi.update, { params: { id }, body: input });
}

export function useUpdateUser({ onSuccess }: { onSuccess?: (user: CompanyUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user) => {
      await storeSavedUser(queryClient, user);
      onSuccess?.(user);
    },
  });
}
