import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyUser, ValidUserUpdateInput } from '@domain/users/user.schema';
import { api } from '@/lib/api-client';
import { userPath, storeSavedUser } from './user-queries';

/** The password is never part of an edit (spec section 5): the body is the update schema's output. */
export function updateUser({ id, input }: { id: string; input: ValidUserUpdateInput }): Promise<CompanyUser> {
  return api.put<CompanyUser>(userPath(id), input);
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
