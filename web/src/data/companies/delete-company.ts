import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyPath, companyQueries } from './company-queries';

/**
 * The API deletes everything of the company (admins' and users' accounts, images, vehicles,
 * templates, checklists) in batches before the company itself; a delete that stopped half-way
 * is finished by asking again.
 */
export function deleteCompany(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(companyPath(id));
}

export function useDeleteCompany({ onSuccess }: { onSuccess?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: companyQueries.detail(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: companyQueries.lists() });
      onSuccess?.(id);
    },
  });
}
