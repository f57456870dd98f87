import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesApi } from '@domain/companies/contract';
import { api } from '@/lib/api-client';
import { companyQueries } from './company-queries';

export interface DeleteCompanyInput {
  id: string;
  /** The company's name as the superadmin typed it to confirm. */
  confirmName: string;
}

/**
 * Starts the company's deletion: the API marks it and a background job removes everything of it
 * (accounts, images, vehicles, templates, checklists) in batches, the company document last.
 * Until then the list shows it as being deleted, with its progress.
 */
export function deleteCompany({ id, confirmName }: DeleteCompanyInput) {
  return api.call(companiesApi.remove, { params: { id }, body: { confirmName } });
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
