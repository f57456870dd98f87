import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@domain/users/contract';
import { api } from '@/lib/api-client';
import { checklistQueries } from '../checklists/checklist-queries';
import { userQueries } from './user-queries';

export function deleteUser(id: string): Promise<{ id: string }> {
  return api.call(usersApi.remove, { params: { id } });
}

export function useDeleteUser({ onSuccess }: { onSuccess?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: userQueries.detail(id).queryKey });
      queryClient.removeQueries({ queryKey: checklistQueries.ofUser(id).queryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: userQueries.stats().queryKey }),
      ]);
      onSuccess?.(id);
    },
  });
}
